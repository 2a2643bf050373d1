import { describe, expect, it } from 'vitest';
import { toCsv, csvCell, UTF8_BOM } from './csv.ts';
import type { FormSchema } from './schema.ts';
import { judgeSubmission, MIN_FILL_MS } from './spam.ts';
import { refusedField } from './refused.ts';
import { submissionColumns, submissionRows, type StoredSubmission } from './submission-table.ts';
import { validateSubmission } from './submission.ts';

const form: FormSchema = {
  id: 'visit',
  fields: [
    { type: 'text', name: 'name', label: 'Name', required: true, max: 20 },
    { type: 'email', name: 'email', label: 'Email', required: true },
    { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 8 },
    { type: 'checkbox', name: 'consent', label: 'Consent', required: true },
  ],
};

describe('validateSubmission', () => {
  it('gives the values to store, numbers as numbers and blanks as null', () => {
    expect(validateSubmission(form, { name: ' Ada ', email: 'ada@example.com', guests: 3, consent: true })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@example.com', guests: 3, consent: true },
    });
    expect(validateSubmission(form, { name: 'Ada', email: 'ada@example.com', guests: null, consent: true })).toMatchObject({ ok: true, data: { guests: null } });
  });

  it('names each field a person must fix: missing, too long, not an email, out of range, unticked', () => {
    const result = validateSubmission(form, { name: 'x'.repeat(21), email: 'nope', guests: 9 });
    expect(result).toEqual({
      ok: false,
      kind: 'answers',
      errors: {
        name: { code: 'maxLength', params: { max: 20 } },
        email: { code: 'email' },
        guests: { code: 'max', params: { max: 8 } },
        consent: { code: 'required' },
      },
    });
    expect(validateSubmission(form, {})).toMatchObject({ ok: false, errors: { name: { code: 'required' }, email: { code: 'required' } } });
  });

  it('refuses names the form does not have and values of the wrong type', () => {
    expect(validateSubmission(form, { name: 'Ada', extra: 'x' })).toEqual({ ok: false, kind: 'shape', field: 'values.extra', message: 'is not a field of this form' });
    expect(validateSubmission(form, { consent: 'yes' })).toMatchObject({ kind: 'shape', field: 'values.consent', message: 'must be true or false' });
    expect(validateSubmission(form, { name: ['a'] })).toMatchObject({ kind: 'shape', field: 'values.name' });
    expect(validateSubmission(form, { name: true })).toMatchObject({ kind: 'shape', field: 'values.name' });
  });
});

describe('CSV', () => {
  it('starts with a byte order mark, quotes commas, quotes and line breaks, ends lines with CRLF', () => {
    expect(toCsv([['Name', 'Message'], ['Zoë', 'Hi, "you"\nthere']])).toBe(`${UTF8_BOM}Name,Message\r\nZoë,"Hi, ""you""\nthere"\r\n`);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", "'\tx"]);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-3)).toBe("'-3");
  });

  it('defuses a formula after a semicolon, where a spreadsheet with the ; list separator starts a new cell, and after leading spaces', () => {
    expect(csvCell('Hola;=HYPERLINK("http://evil.example";"x")')).toBe(`"Hola;'=HYPERLINK(""http://evil.example"";""x"")"`);
    expect(csvCell('a; -2+3')).toBe("a;' -2+3");
    expect(csvCell(['ok', '@cmd'])).toBe("ok;' @cmd");
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('a;b; c')).toBe('a;b; c');
  });

  it('writes blanks, booleans and lists as text', () => {
    expect([null, undefined, true, ['a', 'b']].map(csvCell)).toEqual(['', '', 'true', 'a; b']);
  });
});

describe('judgeSubmission', () => {
  const now = 1_000_000;
  it('takes a person who spent long enough on the form', () => {
    expect(judgeSubmission({ trap: '', issuedAt: now - MIN_FILL_MS, now })).toBe('ok');
    expect(judgeSubmission({ issuedAt: undefined, now })).toBe('ok');
  });
  it('calls it too quick under the minimum fill time', () => {
    expect(judgeSubmission({ trap: '', issuedAt: now - MIN_FILL_MS + 1, now })).toBe('too-quick');
  });
  it('calls a filled honeypot, a missing or forged ticket and a ticket from the future a bot', () => {
    expect(judgeSubmission({ trap: 'http://spam.example', issuedAt: now - 60_000, now })).toBe('bot');
    expect(judgeSubmission({ trap: 'x', issuedAt: undefined, now })).toBe('bot');
    expect(judgeSubmission({ issuedAt: null, now })).toBe('bot');
    expect(judgeSubmission({ issuedAt: now + 5_000, now })).toBe('bot');
  });
});

describe('refusedField', () => {
  it('turns the field the server refused into that field’s error, with its bounds', () => {
    expect(refusedField(form, { field: 'values.name', code: 'maxLength', message: 'x' })).toEqual({ name: 'name', error: { code: 'maxLength', params: { max: 20 } } });
    expect(refusedField(form, { field: 'values.email', code: 'email' })).toEqual({ name: 'email', error: { code: 'email' } });
  });
  it('gives nothing for an error about no field of the form, or a rule the form cannot word', () => {
    expect(refusedField(form, { field: 'values.other', code: 'required' })).toBeUndefined();
    expect(refusedField(form, { field: 'values.name', code: 'invalid' })).toBeUndefined();
    expect(refusedField(form, { field: 'email', code: 'invalid' })).toBeUndefined();
    expect(refusedField(form, new Error('offline'))).toBeUndefined();
  });
});

describe('submission table', () => {
  const subs: StoredSubmission[] = [
    { id: 'b', receivedAt: '2026-11-27T10:00:00.000Z', values: { name: 'Zoë', email: 'z@example.com', old: 'kept' } },
    { id: 'a', receivedAt: '2026-11-26T10:00:00.000Z', values: { name: '=1+1', guests: 2 } },
  ];
  it('heads the columns with the field labels in form order, then names only older answers carry', () => {
    const columns = submissionColumns(form.fields, subs);
    expect(columns.map((c) => c.label)).toEqual(['Name', 'Email', 'Guests', 'Consent', 'old']);
    expect(toCsv(submissionRows(columns, subs))).toBe(
      `${UTF8_BOM}Received,Name,Email,Guests,Consent,old\r\n2026-11-27T10:00:00.000Z,Zoë,z@example.com,,,kept\r\n2026-11-26T10:00:00.000Z,'=1+1,,2,,\r\n`,
    );
  });
});

describe('submission columns of choice fields', () => {
  it('carry the label of each option, for staff to read', () => {
    const columns = submissionColumns([{ name: 'topic', label: 'Topic', options: [{ value: 'booking', label: 'A booking' }] }], []);
    expect(columns).toEqual([{ name: 'topic', label: 'Topic', options: { booking: 'A booking' } }]);
  });
});
