import type { SubmittedValue } from './api.ts';
import type { FormSchema } from './schema.ts';
import { validateForm, type FieldError, type FormValues } from './validate.ts';

/** Why a submission does not fit its form: answers a person can fix, or a body no form sends. */
export type SubmissionCheck =
  | { ok: true; data: Record<string, SubmittedValue> }
  | { ok: false; kind: 'answers'; errors: Record<string, FieldError> }
  | { ok: false; kind: 'shape'; field: string; message: string };

/** The input text of a sent value, or undefined when its type cannot be the field's. */
function asInput(checkbox: boolean, value: SubmittedValue): string | boolean | undefined {
  if (checkbox) return typeof value === 'boolean' || value === null ? value === true : undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Checks sent values against a saved form, as the server does: no unknown names, each value of
 * its field's type (text, a number or a checkbox's true or false), then the form's own rules
 * (required, email, bounds, lengths, pattern, options, dates). Gives the values to store.
 */
export function validateSubmission(form: FormSchema, values: Record<string, SubmittedValue>): SubmissionCheck {
  const known = new Map(form.fields.map((f) => [f.name, f]));
  const inputs: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const field = known.get(name);
    if (!field) return { ok: false, kind: 'shape', field: `values.${name}`, message: 'is not a field of this form' };
    const input = asInput(field.type === 'checkbox', value);
    if (input === undefined) return { ok: false, kind: 'shape', field: `values.${name}`, message: field.type === 'checkbox' ? 'must be true or false' : 'must be text or a number' };
    inputs[name] = input;
  }
  const result = validateForm(form, inputs);
  return result.ok ? result : { ok: false, kind: 'answers', errors: result.errors };
}
