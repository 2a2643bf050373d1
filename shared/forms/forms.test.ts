import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { addField, exportSchema, moveField, newField, optionsFromText, optionsToText, removeField, schemaProblems, uniqueName, updateField } from './designer.ts';
import { formSchemaSchema, type FormSchema } from './schema.ts';
import { emptyValues, validateField, validateForm } from './validate.ts';

const contact: FormSchema = {
  id: 'contact',
  title: 'Contact us',
  fields: [
    { type: 'text', name: 'name', label: 'Your name', required: true, min: 2, max: 40 },
    { type: 'email', name: 'email', label: 'Email', required: true },
    { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 20 },
    { type: 'select', name: 'topic', label: 'Topic', required: true, options: [{ value: 'order', label: 'An order' }, { value: 'other', label: 'Something else' }] },
    { type: 'radio', name: 'reply', label: 'Reply by', options: [{ value: 'email', label: 'Email' }, { value: 'phone', label: 'Phone' }] },
    { type: 'date', name: 'visit', label: 'Visit', min: '2025-01-01', max: '2025-12-31' },
    { type: 'textarea', name: 'message', label: 'Message', max: 10 },
    { type: 'text', name: 'zip', label: 'ZIP', pattern: '\\d{5}', patternMessage: 'Five digits' },
    { type: 'checkbox', name: 'consent', label: 'I agree', required: true },
  ],
};

describe('form schema', () => {
  it('accepts a valid form and refuses broken ones with a reason', () => {
    expect(v.safeParse(formSchemaSchema, contact).success).toBe(true);
    const dup = { ...contact, fields: [contact.fields[0], contact.fields[0]] };
    expect(v.safeParse(formSchemaSchema, dup).issues?.[0]?.message).toBe('field names must differ');
    const noOptions = { id: 'x', fields: [{ type: 'radio', name: 'a', label: 'A' }] };
    expect(v.safeParse(formSchemaSchema, noOptions).issues?.[0]?.message).toBe('select and radio fields need options');
    expect(v.safeParse(formSchemaSchema, { id: 'x', fields: [{ type: 'text', name: 'a', label: 'A', pattern: '(' }] }).success).toBe(false);
    expect(v.safeParse(formSchemaSchema, { id: 'x', fields: [{ type: 'number', name: 'a', label: 'A', min: 5, max: 1 }] }).success).toBe(false);
    expect(v.safeParse(formSchemaSchema, { id: 'x', fields: [{ type: 'date', name: 'a', label: 'A', min: 3 }] }).success).toBe(false);
    expect(v.safeParse(formSchemaSchema, { id: 'Bad id', fields: [] }).success).toBe(false);
  });
});

describe('validation (valibot)', () => {
  const good = { name: 'Ada', email: 'ada@example.com', guests: '3', topic: 'order', reply: '', visit: '2025-06-01', message: 'Hi', zip: '10012', consent: true };

  it('gives the values to submit: trimmed, numbers as numbers, blanks as null', () => {
    expect(validateForm(contact, { ...good, name: '  Ada ' })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@example.com', guests: 3, topic: 'order', reply: null, visit: '2025-06-01', message: 'Hi', zip: '10012', consent: true },
    });
  });

  it('reports the first problem of every field, in order', () => {
    const result = validateForm(contact, { name: 'A', email: 'ada@', guests: '0', topic: 'nope', reply: 'fax', visit: '2024-12-31', message: 'x'.repeat(11), zip: '1234', consent: false });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { code: 'minLength', params: { min: 2 } },
        email: { code: 'email' },
        guests: { code: 'min', params: { min: 1 } },
        topic: { code: 'option' },
        reply: { code: 'option' },
        visit: { code: 'minDate', params: { min: '2025-01-01' } },
        message: { code: 'maxLength', params: { max: 10 } },
        zip: { code: 'pattern' },
        consent: { code: 'required' },
      },
    });
    expect(Object.keys(validateForm(contact, {}).ok ? {} : (validateForm(contact, {}) as { errors: object }).errors)).toEqual(['name', 'email', 'topic', 'consent']);
  });

  it('checks single fields', () => {
    const guests = contact.fields[2]!;
    expect(validateField(guests, '21')).toEqual({ code: 'max', params: { max: 20 } });
    expect(validateField(guests, 'two')).toEqual({ code: 'number' });
    expect(validateField(guests, '')).toBeNull();
    expect(validateField(contact.fields[0]!, '   ')).toEqual({ code: 'required' });
    expect(validateField(contact.fields[5]!, '2025-02-30')).toEqual({ code: 'date' });
    expect(validateField(contact.fields[5]!, '2026-01-01')).toEqual({ code: 'maxDate', params: { max: '2025-12-31' } });
    expect(validateField(contact.fields[8]!, undefined)).toEqual({ code: 'required' });
    expect(emptyValues(contact).consent).toBe(false);
  });
});

describe('designer operations', () => {
  const base: FormSchema = { id: 'f', fields: [] };

  it('adds fields with unique names and starting options', () => {
    let form = addField(base, 'text');
    form = addField(form, 'text');
    form = addField(form, 'radio');
    expect(form.fields.map((f) => f.name)).toEqual(['short_answer', 'short_answer_2', 'pick_one']);
    expect(form.fields[2]?.options).toHaveLength(2);
    expect(uniqueName('  42 Été! ', [])).toBe('ete');
    expect(newField('checkbox', []).label).toBe('I agree');
  });

  it('moves, updates and removes fields', () => {
    const form = { ...base, fields: ['a', 'b', 'c'].map((name) => ({ type: 'text' as const, name, label: name.toUpperCase() })) };
    expect(moveField(form, 0, 2).fields.map((f) => f.name)).toEqual(['b', 'c', 'a']);
    expect(moveField(form, 2, -5).fields.map((f) => f.name)).toEqual(['c', 'a', 'b']);
    expect(moveField(form, 1, 1)).toBe(form);
    const updated = updateField(form, 1, { label: 'Bee', required: true, placeholder: '', min: '' as unknown as number });
    expect(updated.fields[1]).toEqual({ type: 'text', name: 'b', label: 'Bee', required: true });
    expect(updateField(form, 0, { type: 'select' }).fields[0]?.options).toHaveLength(2);
    expect(updateField(updateField(form, 0, { type: 'select' }), 0, { type: 'text' }).fields[0]?.options).toBeUndefined();
    expect(removeField(form, 1).fields.map((f) => f.name)).toEqual(['a', 'c']);
  });

  it('edits options as lines and exports a schema that validates', () => {
    expect(optionsFromText('red | Red\nBlue\n\nred | Again')).toEqual([
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
      { value: 'again', label: 'Again' },
    ]);
    expect(optionsToText([{ value: 'a', label: 'A' }])).toBe('a | A');
    const json = exportSchema(contact);
    expect(v.parse(formSchemaSchema, JSON.parse(json))).toEqual(contact);
    expect(schemaProblems(contact)).toEqual([]);
    const broken = updateField(contact, 0, { name: 'email' });
    expect(schemaProblems(broken)).toEqual(['form: expected field names must differ']);
    expect(schemaProblems(updateField(contact, 1, { name: '1x' }))).toEqual(['Email (name): expected a name of letters, digits, _ or - starting with a letter']);
  });
});
