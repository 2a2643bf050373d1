// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { findRecords } from '../../domain/records.ts';
import { appAuthorization, customerCookie, makeTestApp, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';
import { SUBMISSION_TYPE, SUBSCRIBER_TYPE, TOO_QUICK_MESSAGE } from './forms.ts';

const t = makeTestApp({ RATE_LIMITS: 'off' });
afterAll(() => t.close());

const org = { orgid: 'org_northwind' };

describe('POST /api/forms/newsletter', () => {
  it('subscribes an address once; a repeat (any case) is 200 alreadySubscribed', async () => {
    const first = await call(t, '/api/forms/newsletter', jsonPost({ email: ' Ada@Example.com ', source: 'footer' }, org));
    expect(first).toMatchObject({ status: 201, body: { data: { email: 'ada@example.com', alreadySubscribed: false } } });
    const again = await call(t, '/api/forms/newsletter', jsonPost({ email: 'ADA@example.com' }, org));
    expect(again).toMatchObject({ status: 200, body: { data: { email: 'ada@example.com', alreadySubscribed: true } } });
    const stored = await findRecords(t.data, 'org_northwind', SUBSCRIBER_TYPE, { limit: 10, skip: 0 });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ email: 'ada@example.com', source: 'footer' });
    expect(await findRecords(t.data, 'org_harbor', SUBSCRIBER_TYPE, { limit: 10, skip: 0 })).toEqual([]);
  });

  it('answers a retry of one sign-up (same Idempotency-Key) with the first answer, not "already subscribed"', async () => {
    const headers = { ...org, 'idempotency-key': 'sign-up-1' };
    const first = await call(t, '/api/forms/newsletter', jsonPost({ email: 'grace@example.com' }, headers));
    const retry = await call(t, '/api/forms/newsletter', jsonPost({ email: 'grace@example.com' }, headers));
    expect(retry).toMatchObject({ status: 201, body: { data: { email: 'grace@example.com', alreadySubscribed: false } } });
    expect(retry.body).toEqual(first.body);
    const later = await call(
      t,
      '/api/forms/newsletter',
      jsonPost({ email: 'grace@example.com' }, { ...org, 'idempotency-key': 'sign-up-2' }),
    );
    expect(later).toMatchObject({ status: 200, body: { data: { alreadySubscribed: true } } });
  });

  it('refuses a malformed address or body with a message naming the field', async () => {
    const bad = await call<ErrorBody>(t, '/api/forms/newsletter', jsonPost({ email: 'not an email' }, org));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid', field: 'email', message: 'email: must be an email address' });
    const missing = await call<ErrorBody>(t, '/api/forms/newsletter', jsonPost({}, org));
    expect(missing.body.error.message).toBe('email: is required');
    const notJson = await call<ErrorBody>(t, '/api/forms/newsletter', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'application/json', ...org },
    });
    expect(notJson.status).toBe(400);
  });
});

describe('POST /api/forms/{formId}/submissions', () => {
  it('stores the values of a form for the tenant', async () => {
    const values = { name: 'Ada', email: 'ada@example.com', guests: 3, consent: true, topics: ['a', 'b'], note: null };
    const { status, body } = await call<{ data: { id: string; formId: string; receivedAt: string } }>(
      t,
      '/api/forms/contact/submissions',
      jsonPost({ values, title: 'Contact us' }, { ...org, 'idempotency-key': 'k1' }),
    );
    expect(status).toBe(201);
    expect(body.data.formId).toBe('contact');
    const repeat = await call<{ data: { id: string } }>(
      t,
      '/api/forms/contact/submissions',
      jsonPost({ values, title: 'Contact us' }, { ...org, 'idempotency-key': 'k1' }),
    );
    expect(repeat.body.data.id).toBe(body.data.id);
    const stored = await findRecords(t.data, 'org_northwind', SUBMISSION_TYPE, { limit: 10, skip: 0 });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({ formId: 'contact', title: 'Contact us', values });
  });

  it('refuses bad form ids, field names and values', async () => {
    expect((await call(t, '/api/forms/Bad!/submissions', jsonPost({ values: {} }, org))).status).toBe(400);
    const name = await call<ErrorBody>(t, '/api/forms/contact/submissions', jsonPost({ values: { 'bad name': 'x' } }, org));
    expect(name.status).toBe(400);
    const value = await call<ErrorBody>(t, '/api/forms/contact/submissions', jsonPost({ values: { a: { nested: true } } }, org));
    expect(value.body.error.message).toMatch('values must be text');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x']));
    expect((await call<ErrorBody>(t, '/api/forms/contact/submissions', jsonPost({ values: many }, org))).body.error.message).toMatch(
      'at most 100 fields',
    );
  });
});

describe('saved form designs', () => {
  const SITE = 'http://localhost';
  const design = {
    id: 'visit',
    title: 'Plan a visit',
    fields: [
      { type: 'text', name: 'name', label: 'Name', required: true, max: 40 },
      { type: 'email', name: 'email', label: 'Email', required: true },
      { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 8 },
    ],
  };
  const save = (schema: unknown, cookie: string, headers: Record<string, string> = {}) =>
    call<{ data: { formId: string; version: number; name: string } }>(
      t,
      '/api/forms/designs',
      jsonPost({ schema }, { ...org, cookie, origin: SITE, ...headers }),
    );
  const fetchForm = (id: string, headers: Record<string, string> = org) =>
    call<{ data: { version: number; schema: { title: string } }; ticket: string }>(t, `/api/forms/designs/${id}`, { headers });
  const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call<ErrorBody & { data: { id: string } }>(t, '/api/forms/visit/submissions', jsonPost(body, { ...org, ...headers }));
  const stored = () => findRecords(t.data, 'org_northwind', SUBMISSION_TYPE, { limit: 50, skip: 0, query: { formId: 'visit' } });
  /** A ticket handed out `ago` milliseconds before the submission (the server clock is moved on by that much). */
  async function ticketFrom(ago: number): Promise<string> {
    const { body } = await fetchForm('visit');
    const later = setClock(new Date(Date.now() + ago));
    restoreClock.push(later);
    return body.ticket;
  }
  const restoreClock: (() => void)[] = [];
  afterEach(() => restoreClock.splice(0).forEach((restore) => restore()));

  it('staff save a design: each save is the next version, the list and the public form show the latest', async () => {
    const staff = await staffCookie(t.data);
    expect(await save(design, staff)).toMatchObject({ status: 201, body: { data: { formId: 'visit', version: 1, name: 'Plan a visit' } } });
    expect(await save({ ...design, title: 'Plan your visit' }, staff)).toMatchObject({
      status: 201,
      body: { data: { version: 2, name: 'Plan your visit' } },
    });
    const list = await call<{ data: { formId: string; version: number; name: string }[] }>(t, '/api/forms/designs', {
      headers: { ...org, cookie: staff },
    });
    expect(list.body.data).toEqual([expect.objectContaining({ formId: 'visit', version: 2, name: 'Plan your visit' })]);
    const publicForm = await fetchForm('visit');
    expect(publicForm.status).toBe(200);
    expect(publicForm.body.data).toMatchObject({ version: 2, schema: { title: 'Plan your visit' } });
    expect(publicForm.body.ticket).toMatch(/^\d+\.[\w-]{43}$/);
    const machine = await call(t, '/api/forms/designs', { headers: { ...org, authorization: appAuthorization(t.config) } });
    expect(machine.status).toBe(200);
  });

  it('refuses saving to anyone but this tenant’s staff, and hides one tenant’s forms from the other', async () => {
    const harborStaff = await staffCookie(t.data, 'org_harbor');
    const ada = await customerCookie(t.data, 'ada@example.com');
    expect((await save(design, '')).status).toBe(401);
    expect((await save(design, ada)).status).toBe(401);
    expect((await save(design, harborStaff)).status).toBe(403);
    expect((await call(t, '/api/forms/designs', { headers: org })).status).toBe(401);
    expect((await call(t, '/api/forms/designs', { headers: { ...org, cookie: ada } })).status).toBe(401);
    expect((await call(t, '/api/forms/designs', { headers: { ...org, cookie: harborStaff } })).status).toBe(403);
    expect((await fetchForm('visit', { orgid: 'org_harbor' })).status).toBe(404);
    const harborList = await call<{ data: unknown[] }>(t, '/api/forms/designs', { headers: { orgid: 'org_harbor', cookie: harborStaff } });
    expect(harborList.body.data).toEqual([]);
    expect((await fetchForm('nothing-here')).status).toBe(404);
  });

  it('refuses a bad design with a 400 naming the field', async () => {
    const staff = await staffCookie(t.data);
    const bad = await save({ ...design, fields: [{ type: 'select', name: 'x', label: 'X' }] }, staff);
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).error.message).toMatch(/^schema\.fields\.0: select and radio fields need options/);
    const badId = await save({ ...design, id: 'Bad Id' }, staff);
    expect((badId.body as unknown as ErrorBody).error).toMatchObject({ field: 'schema.id' });
  });

  it('checks a submission against the saved form: the first wrong field is named, with its rule', async () => {
    const ticket = await ticketFrom(5_000);
    const before = (await stored()).length;
    const missing = await submit({ values: { email: 'ada@example.com' }, ticket });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'required', field: 'values.name' });
    const long = await submit({ values: { name: 'x'.repeat(41), email: 'ada@example.com' }, ticket });
    expect(long.body.error).toMatchObject({ code: 'maxLength', field: 'values.name' });
    const wrongType = await submit({ values: { name: 'Ada', email: 'ada@example.com', guests: true }, ticket });
    expect(wrongType.body.error).toMatchObject({
      code: 'invalid',
      field: 'values.guests',
      message: 'values.guests: must be text or a number',
    });
    const unknown = await submit({ values: { name: 'Ada', email: 'ada@example.com', extra: 'x' }, ticket });
    expect(unknown.body.error).toMatchObject({ field: 'values.extra' });
    expect(await stored()).toHaveLength(before);
    const ok = await submit({ values: { name: ' Ada ', email: 'ada@example.com', guests: '3' }, ticket }, { 'idempotency-key': 'visit-1' });
    expect(ok.status).toBe(201);
    expect((await stored()).find((r) => r.id === ok.body.data.id)?.data).toEqual({
      formId: 'visit',
      title: 'Plan your visit',
      version: 2,
      values: { name: 'Ada', email: 'ada@example.com', guests: 3 },
    });
  });

  it('answers a bot like a success but stores nothing: a filled honeypot, or no ticket or a forged one', async () => {
    const ticket = await ticketFrom(60_000);
    const before = (await stored()).length;
    const values = { name: 'Bot', email: 'bot@example.com' };
    for (const body of [
      { values, ticket, trap: 'https://spam.example' },
      { values },
      { values, ticket: `${Date.now() - 60_000}.${'a'.repeat(43)}` },
    ]) {
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      expect(answer.body.data.id).toMatch(/^rec_/);
    }
    expect(await stored()).toHaveLength(before);
    expect((await submit({ values, ticket, trap: '' })).status).toBe(201);
    expect(await stored()).toHaveLength(before + 1);
  });

  it('tells a person who sends within 3 seconds of the form appearing that it was too quick, storing nothing', async () => {
    const ticket = await ticketFrom(1_000);
    const before = (await stored()).length;
    const quick = await submit({ values: { name: 'Ada', email: 'ada@example.com' }, ticket });
    expect(quick.status).toBe(422);
    expect(quick.body.error).toMatchObject({ code: 'too_quick', message: TOO_QUICK_MESSAGE });
    expect(await stored()).toHaveLength(before);
  });
});
