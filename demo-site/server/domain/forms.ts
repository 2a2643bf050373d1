import type { FormSchema } from '../../../shared/forms/schema.ts';
import type { StoredSubmission } from '../../../shared/forms/submission-table.ts';
import type { Db } from '../db.ts';
import { nowIso, parseJson } from './ids.ts';

/** One saved version of a form design. */
export interface SavedForm {
  formId: string;
  version: number;
  name: string;
  schema: FormSchema;
  savedAt: string;
}

/** A form in the staff list: its latest version and how many versions it has. */
export interface FormSummary {
  formId: string;
  name: string;
  version: number;
  savedAt: string;
}

interface FormRow {
  form_id: string;
  version: number;
  name: string;
  schema: string;
  created_at: string;
}

const toSaved = (row: FormRow): SavedForm => ({ formId: row.form_id, version: row.version, name: row.name, schema: parseJson<FormSchema>(row.schema, { id: row.form_id, fields: [] }), savedAt: row.created_at });

/** Saves a design as the next version of its form (version 1 for a new form); `by` says who saved it. */
export function saveForm(db: Db, tenantId: string, schema: FormSchema, by: string, now = new Date()): SavedForm {
  const save = db.transaction(() => {
    const last = db.prepare('SELECT max(version) FROM forms WHERE tenant_id = ? AND form_id = ?').pluck().get(tenantId, schema.id) as number | null;
    const version = (last ?? 0) + 1;
    const name = schema.title?.trim() || schema.id;
    const savedAt = nowIso(now);
    db.prepare('INSERT INTO forms (tenant_id, form_id, version, name, schema, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)').run(tenantId, schema.id, version, name, JSON.stringify(schema), savedAt, by);
    return { formId: schema.id, version, name, schema, savedAt };
  });
  return save.immediate();
}

/** The latest version of a form of this tenant, if it was ever saved. */
export function latestForm(db: Db, tenantId: string, formId: string): SavedForm | undefined {
  const row = db.prepare('SELECT form_id, version, name, schema, created_at FROM forms WHERE tenant_id = ? AND form_id = ? ORDER BY version DESC LIMIT 1').get(tenantId, formId) as FormRow | undefined;
  return row && toSaved(row);
}

/** The tenant's saved forms, each at its latest version, most recently saved first. */
export function listForms(db: Db, tenantId: string): FormSummary[] {
  const rows = db
    .prepare(
      `SELECT form_id, version, name, created_at FROM forms f WHERE tenant_id = ?
       AND version = (SELECT max(version) FROM forms g WHERE g.tenant_id = f.tenant_id AND g.form_id = f.form_id)
       ORDER BY created_at DESC, form_id`,
    )
    .all(tenantId) as Omit<FormRow, 'schema'>[];
  return rows.map((row) => ({ formId: row.form_id, name: row.name, version: row.version, savedAt: row.created_at }));
}

/** The ids of every form this tenant holds submissions of (saved or inline), in id order. */
export function submittedFormIds(db: Db, tenantId: string): string[] {
  return db
    .prepare("SELECT DISTINCT json_extract(data, '$.formId') FROM records WHERE tenant_id = ? AND type = 'form_submission' ORDER BY 1")
    .pluck()
    .all(tenantId)
    .filter((id): id is string => typeof id === 'string');
}

/** A form's submissions, newest first (at most `limit`). */
export function formSubmissions(db: Db, tenantId: string, formId: string, limit = 500): StoredSubmission[] {
  const rows = db
    .prepare("SELECT id, data, created_at FROM records WHERE tenant_id = ? AND type = 'form_submission' AND json_extract(data, '$.formId') = ? ORDER BY created_at DESC, rowid DESC LIMIT ?")
    .all(tenantId, formId, limit) as { id: string; data: string; created_at: string }[];
  return rows.map((row) => ({ id: row.id, receivedAt: row.created_at, values: parseJson<{ values?: StoredSubmission['values'] }>(row.data, {}).values ?? {} }));
}
