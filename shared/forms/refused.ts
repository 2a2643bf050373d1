import type { FormSchema } from './schema.ts';
import type { FieldError } from './validate.ts';

const CODES: ReadonlySet<string> = new Set(['required', 'email', 'number', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'option', 'date', 'minDate', 'maxDate']);

/**
 * The field error a refused submission names (`{ field: 'values.email', code: 'email' }` from the
 * forms API), with the field's bounds as the message's parameters; undefined when the error is not
 * about one of the form's fields or its rule is not one the form can word.
 */
export function refusedField(form: FormSchema, error: unknown): { name: string; error: FieldError } | undefined {
  const { field: path, code } = (error ?? {}) as { field?: unknown; code?: unknown };
  if (typeof path !== 'string' || typeof code !== 'string' || !path.startsWith('values.') || !CODES.has(code)) return undefined;
  const field = form.fields.find((f) => f.name === path.slice('values.'.length));
  if (!field) return undefined;
  const params: Record<string, string | number> = {};
  if (field.min !== undefined) params.min = field.min;
  if (field.max !== undefined) params.max = field.max;
  return { name: field.name, error: { code: code as FieldError['code'], ...(Object.keys(params).length ? { params } : {}) } };
}
