import * as v from 'valibot';
import { FIELD_NAME, formSchemaSchema, type FieldType, type FormField, type FormSchema } from './schema.ts';

/** Default labels of new fields, by type. */
export const NEW_FIELD_LABELS: Record<FieldType, string> = {
  text: 'Short answer',
  email: 'Email address',
  number: 'Number',
  textarea: 'Long answer',
  select: 'Choose one',
  checkbox: 'I agree',
  radio: 'Pick one',
  date: 'Date',
};

/** A field name not used yet, made from a label (`Your name` → `your_name`, then `your_name_2`…). */
export function uniqueName(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 50) || 'field';
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base}_${n}`;
  return name;
}

/** A new field of a type, with a unique name and, for choices, two starting options. */
export function newField(type: FieldType, taken: readonly string[]): FormField {
  const label = NEW_FIELD_LABELS[type];
  const field: FormField = { type, name: uniqueName(label, taken), label };
  if (type === 'select' || type === 'radio')
    field.options = [
      { value: 'option_1', label: 'Option 1' },
      { value: 'option_2', label: 'Option 2' },
    ];
  return field;
}

/** Adds a field at the end. */
export function addField(form: FormSchema, type: FieldType): FormSchema {
  return { ...form, fields: [...form.fields, newField(type, form.fields.map((f) => f.name))] };
}

/** Removes the field at `index`. */
export function removeField(form: FormSchema, index: number): FormSchema {
  return { ...form, fields: form.fields.filter((_, i) => i !== index) };
}

/** Moves the field at `from` to `to` (clamped to the list); the others keep their order. */
export function moveField(form: FormSchema, from: number, to: number): FormSchema {
  const target = Math.max(0, Math.min(form.fields.length - 1, to));
  if (from === target || from < 0 || from >= form.fields.length) return form;
  const fields = [...form.fields];
  const [moved] = fields.splice(from, 1);
  if (moved) fields.splice(target, 0, moved);
  return { ...form, fields };
}

/**
 * Changes one field. Empty optional texts and bounds are dropped rather than kept as `""`, and
 * options only stay on select and radio fields.
 */
export function updateField(form: FormSchema, index: number, patch: Partial<FormField>): FormSchema {
  const fields = form.fields.map((field, i) => {
    if (i !== index) return field;
    const next: FormField = { ...field, ...patch };
    for (const key of ['placeholder', 'help', 'pattern', 'patternMessage', 'min', 'max'] as const) if (next[key] === '' || next[key] === undefined) delete next[key];
    if (!next.required) delete next.required;
    if (next.type === 'select' || next.type === 'radio') next.options ??= newField(next.type, []).options;
    else delete next.options;
    return next;
  });
  return { ...form, fields };
}

/** Options from lines of text: `value | Label`, or just `Label` (the value is made from it). */
export function optionsFromText(text: string): { value: string; label: string }[] {
  const taken: string[] = [];
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [left, ...rest] = line.split('|');
      const label = (rest.length > 0 ? rest.join('|') : (left ?? '')).trim();
      const wanted = rest.length > 0 ? (left ?? '').trim() : '';
      const value = wanted && !taken.includes(wanted) ? wanted : uniqueName(label, taken);
      taken.push(value);
      return { value, label: label || value };
    });
}

/** The lines `optionsFromText` reads, for editing. */
export function optionsToText(options: readonly { value: string; label: string }[] = []): string {
  return options.map((o) => `${o.value} | ${o.label}`).join('\n');
}

/** What is wrong with a designed form, one sentence per problem (empty when it can be exported). */
export function schemaProblems(form: FormSchema): string[] {
  const result = v.safeParse(formSchemaSchema, form);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => p.key);
    const fieldIndex = path[0] === 'fields' && typeof path[1] === 'number' ? path[1] : -1;
    const field = form.fields[fieldIndex];
    const where = field ? `${field.label || field.name}${path[2] ? ` (${String(path[2])})` : ''}` : path.length > 0 ? path.join('.') : 'form';
    return `${where}: expected ${issue.message}`;
  });
}

/** The schema as pretty JSON, ready to paste into a page (`<script type="application/json">`). */
export function exportSchema(form: FormSchema): string {
  return JSON.stringify(form, null, 2);
}

/** True when `name` can be a field name. */
export function isFieldName(name: string): boolean {
  return FIELD_NAME.test(name);
}
