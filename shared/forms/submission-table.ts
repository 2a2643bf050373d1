import type { SubmittedValue } from './api.ts';
import type { FormField } from './schema.ts';

/** One stored submission, as the staff list and the CSV read it. */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  values: Record<string, SubmittedValue>;
}

/** A column of the submissions table: the value's name, its heading and (a choice field's) the label of each value. */
export interface SubmissionColumn {
  name: string;
  label: string;
  options?: Readonly<Record<string, string>>;
}

/**
 * The columns of a form's submissions: its fields in order (labelled), then any other names the
 * submissions carry (from an older version or an inline form), in the order they first appear.
 */
export function submissionColumns(fields: readonly Pick<FormField, 'name' | 'label' | 'options'>[], submissions: readonly StoredSubmission[]): SubmissionColumn[] {
  const columns: SubmissionColumn[] = fields.map((f) => ({ name: f.name, label: f.label, ...(f.options ? { options: Object.fromEntries(f.options.map((o) => [o.value, o.label])) } : {}) }));
  const seen = new Set(columns.map((c) => c.name));
  for (const submission of submissions) {
    for (const name of Object.keys(submission.values)) {
      if (!seen.has(name)) {
        seen.add(name);
        columns.push({ name, label: name });
      }
    }
  }
  return columns;
}

/** The table of submissions: a heading row ("Received", then each column), then one row per submission as given. */
export function submissionRows(columns: readonly SubmissionColumn[], submissions: readonly StoredSubmission[]): (SubmittedValue | undefined)[][] {
  return [['Received', ...columns.map((c) => c.label)], ...submissions.map((s) => [s.receivedAt, ...columns.map((c) => s.values[c.name])])];
}
