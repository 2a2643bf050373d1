import * as v from 'valibot';
import type { SubmittedValue } from './api.ts';
import { EMAIL_PATTERN } from './email.ts';
import type { FormField, FormSchema } from './schema.ts';

/** What is wrong with an answer, as a code the view turns into words (with its parameters). */
export interface FieldError {
  code: 'required' | 'email' | 'number' | 'min' | 'max' | 'minLength' | 'maxLength' | 'pattern' | 'option' | 'date' | 'minDate' | 'maxDate';
  params?: Record<string, string | number>;
}

/** What the inputs hold: text for every field, a boolean for checkboxes. */
export type FormValues = Record<string, string | boolean>;

const code = (c: FieldError['code'], params?: FieldError['params']): string => JSON.stringify({ code: c, params });
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

type Pipe = v.GenericSchema<string, unknown>;
/** `v.pipe` over a list built at run time (the typed overloads need the items written out). */
const pipeOf = v.pipe as unknown as (...items: unknown[]) => Pipe;

/** True for a real calendar day written `YYYY-MM-DD` (`2025-02-30` is not). */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function answer(field: FormField): Pipe {
  const { min, max } = field;
  const actions: unknown[] = [];
  switch (field.type) {
    case 'number': {
      const checks: unknown[] = [];
      if (typeof min === 'number') checks.push(v.minValue(min, code('min', { min })));
      if (typeof max === 'number') checks.push(v.maxValue(max, code('max', { max })));
      return pipeOf(v.string(), v.regex(NUMBER, code('number')), v.transform(Number), ...checks);
    }
    case 'date':
      actions.push(v.check(isCalendarDate, code('date')));
      if (typeof min === 'string') actions.push(v.check((s: string) => s >= min, code('minDate', { min })));
      if (typeof max === 'string') actions.push(v.check((s: string) => s <= max, code('maxDate', { max })));
      break;
    case 'select':
    case 'radio':
      return v.picklist((field.options ?? []).map((o) => o.value), code('option')) as unknown as Pipe;
    default:
      if (field.type === 'email') actions.push(v.regex(EMAIL_PATTERN, code('email')));
      if (typeof min === 'number') actions.push(v.minLength(min, code('minLength', { min })));
      if (typeof max === 'number') actions.push(v.maxLength(max, code('maxLength', { max })));
      if (field.pattern) actions.push(v.regex(new RegExp(`^(?:${field.pattern})$`, 'u'), code('pattern')));
  }
  return pipeOf(v.string(), ...actions);
}

/** The valibot schema of one field's answer: blank means "no answer" (refused when required). */
export function fieldSchema(field: FormField): v.GenericSchema<unknown, SubmittedValue> {
  if (field.type === 'checkbox') {
    return v.pipe(
      v.boolean(),
      v.check((checked) => checked || !field.required, code('required')),
    );
  }
  const blankToUndefined = v.pipe(v.string(), v.trim(), v.transform((s): string | undefined => (s === '' ? undefined : s)));
  const inner = answer(field);
  return v.pipe(
    blankToUndefined,
    field.required ? v.pipe(v.string(code('required')), inner) : v.optional(inner),
    v.transform((value) => (value === undefined ? null : (value as SubmittedValue))),
  ) as unknown as v.GenericSchema<unknown, SubmittedValue>;
}

function readIssue(message: string): FieldError {
  try {
    const parsed = JSON.parse(message) as FieldError;
    if (parsed && typeof parsed.code === 'string') return parsed;
  } catch {
    // not one of ours
  }
  return { code: 'required' };
}

/** The error of one answer, or null when it is fine. */
export function validateField(field: FormField, value: string | boolean | undefined): FieldError | null {
  const result = v.safeParse(fieldSchema(field), value ?? (field.type === 'checkbox' ? false : ''));
  return result.success ? null : readIssue(result.issues[0]?.message ?? '');
}

/** Empty answers for a form (text fields blank, checkboxes unticked). */
export function emptyValues(form: FormSchema): FormValues {
  return Object.fromEntries(form.fields.map((f) => [f.name, f.type === 'checkbox' ? false : '']));
}

/**
 * Validates every answer with one valibot object schema built from the form. Gives the values to
 * submit (numbers as numbers, blanks as null), or the first error of each field, in field order.
 */
export function validateForm(form: FormSchema, values: FormValues): { ok: true; data: Record<string, SubmittedValue> } | { ok: false; errors: Record<string, FieldError> } {
  const schema = v.object(Object.fromEntries(form.fields.map((f) => [f.name, fieldSchema(f)])));
  const input = { ...emptyValues(form), ...values };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output as Record<string, SubmittedValue> };
  const errors: Record<string, FieldError> = {};
  for (const field of form.fields) {
    const issue = result.issues.find((i) => i.path?.[0]?.key === field.name);
    if (issue) errors[field.name] = readIssue(issue.message);
  }
  return { ok: false, errors };
}
