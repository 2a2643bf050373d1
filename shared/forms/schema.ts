import * as v from 'valibot';

/** The field types a designed form can hold. */
export const FIELD_TYPES = ['text', 'email', 'number', 'textarea', 'select', 'checkbox', 'radio', 'date'] as const;
/** A field type. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** One choice of a select or radio field. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * One field of a designed form. `min`/`max` bound a number's value, a text's length, or (as
 * `YYYY-MM-DD`) a date; `pattern` is a regular expression a text or email answer must match whole.
 */
export interface FormField {
  type: FieldType;
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  help?: string;
  min?: number | string;
  max?: number | string;
  pattern?: string;
  patternMessage?: string;
  options?: FieldOption[];
}

/** A designed form: what the designer exports and `<site-form>` renders. */
export interface FormSchema {
  id: string;
  title?: string;
  description?: string;
  submitLabel?: string;
  successMessage?: string;
  fields: FormField[];
}

/** Field names: a letter, then letters, digits, `_` or `-` (they become the submitted keys). */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** Form ids, as the forms API accepts them. */
export const FORM_ID = /^[a-z][a-z0-9_-]{0,40}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `source` compiles as a regular expression. */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(`^(?:${source})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `at most ${max} characters`));
const bound = v.union([v.number(), v.pipe(v.string(), v.regex(ISO_DATE, 'a number or a YYYY-MM-DD date'))], 'a number or a YYYY-MM-DD date');

/** Schema of one field, with the checks that need the whole field (options, pattern, bounds). */
export const formFieldSchema = v.pipe(
  v.object({
    type: v.picklist(FIELD_TYPES, `one of ${FIELD_TYPES.join(', ')}`),
    name: v.pipe(v.string(), v.regex(FIELD_NAME, 'a name of letters, digits, _ or - starting with a letter')),
    label: v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty label'), v.maxLength(200)),
    required: v.optional(v.boolean()),
    placeholder: v.optional(text(200)),
    help: v.optional(text(500)),
    min: v.optional(bound),
    max: v.optional(bound),
    pattern: v.optional(v.pipe(text(500), v.check(isValidPattern, 'a valid regular expression'))),
    patternMessage: v.optional(text(200)),
    options: v.optional(v.pipe(v.array(v.object({ value: v.pipe(v.string(), v.nonEmpty('a non-empty value'), v.maxLength(200)), label: v.pipe(v.string(), v.nonEmpty('a non-empty label'), v.maxLength(200)) })), v.maxLength(100))),
  }),
  v.check((f) => (f.type !== 'select' && f.type !== 'radio') || (f.options?.length ?? 0) > 0, 'select and radio fields need options'),
  v.check((f) => f.options === undefined || new Set(f.options.map((o) => o.value)).size === f.options.length, 'option values must differ'),
  v.check((f) => typeof f.min !== 'number' || typeof f.max !== 'number' || f.min <= f.max, 'min must not be above max'),
  v.check((f) => f.type !== 'date' || [f.min, f.max].every((b) => b === undefined || typeof b === 'string'), 'date bounds are YYYY-MM-DD dates'),
  v.check((f) => f.type === 'date' || [f.min, f.max].every((b) => b === undefined || typeof b === 'number'), 'min and max are numbers except for dates'),
);

/** Schema of a whole form (the inline JSON of `<site-form>` and the designer's export). */
export const formSchemaSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(FORM_ID, 'an id of a-z, 0-9, _ or - starting with a letter')),
    title: v.optional(text(200)),
    description: v.optional(text(1000)),
    submitLabel: v.optional(text(60)),
    successMessage: v.optional(text(500)),
    fields: v.pipe(v.array(formFieldSchema), v.maxLength(100, 'at most 100 fields')),
  }),
  v.check((form) => new Set(form.fields.map((f) => f.name)).size === form.fields.length, 'field names must differ'),
);
