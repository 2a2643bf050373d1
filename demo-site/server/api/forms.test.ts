// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { findRecords } from '../domain/records.ts';
import { makeTestApp } from '../testing.ts';
import { call, jsonPost, type ErrorBody } from './storefront/fixtures.ts';
import { SUBMISSION_TYPE, SUBSCRIBER_TYPE } from './forms.ts';

const t = makeTestApp();
afterAll(() => t.close());

const org = { orgid: 'org_northwind' };

describe('POST /api/forms/newsletter', () => {
  it('subscribes an address once; a repeat (any case) is 200 alreadySubscribed', async () => {
    const first = await call(t, '/api/forms/newsletter', jsonPost({ email: ' Ada@Example.com ', source: 'footer' }, org));
    expect(first).toMatchObject({ status: 201, body: { data: { email: 'ada@example.com', alreadySubscribed: false } } });
    const again = await call(t, '/api/forms/newsletter', jsonPost({ email: 'ADA@example.com' }, org));
    expect(again).toMatchObject({ status: 200, body: { data: { email: 'ada@example.com', alreadySubscribed: true } } });
    const stored = findRecords(t.db, 'org_northwind', SUBSCRIBER_TYPE, { limit: 10, skip: 0 });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ email: 'ada@example.com', source: 'footer' });
    expect(findRecords(t.db, 'org_harbor', SUBSCRIBER_TYPE, { limit: 10, skip: 0 })).toEqual([]);
  });

  it('answers a retry of one sign-up (same Idempotency-Key) with the first answer, not "already subscribed"', async () => {
    const headers = { ...org, 'idempotency-key': 'sign-up-1' };
    const first = await call(t, '/api/forms/newsletter', jsonPost({ email: 'grace@example.com' }, headers));
    const retry = await call(t, '/api/forms/newsletter', jsonPost({ email: 'grace@example.com' }, headers));
    expect(retry).toMatchObject({ status: 201, body: { data: { email: 'grace@example.com', alreadySubscribed: false } } });
    expect(retry.body).toEqual(first.body);
    const later = await call(t, '/api/forms/newsletter', jsonPost({ email: 'grace@example.com' }, { ...org, 'idempotency-key': 'sign-up-2' }));
    expect(later).toMatchObject({ status: 200, body: { data: { alreadySubscribed: true } } });
  });

  it('refuses a malformed address or body with a message naming the field', async () => {
    const bad = await call<ErrorBody>(t, '/api/forms/newsletter', jsonPost({ email: 'not an email' }, org));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid', field: 'email', message: 'email: must be an email address' });
    const missing = await call<ErrorBody>(t, '/api/forms/newsletter', jsonPost({}, org));
    expect(missing.body.error.message).toBe('email: is required');
    const notJson = await call<ErrorBody>(t, '/api/forms/newsletter', { method: 'POST', body: 'x', headers: { 'content-type': 'application/json', ...org } });
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
    const repeat = await call<{ data: { id: string } }>(t, '/api/forms/contact/submissions', jsonPost({ values, title: 'Contact us' }, { ...org, 'idempotency-key': 'k1' }));
    expect(repeat.body.data.id).toBe(body.data.id);
    const stored = findRecords(t.db, 'org_northwind', SUBMISSION_TYPE, { limit: 10, skip: 0 });
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
    expect((await call<ErrorBody>(t, '/api/forms/contact/submissions', jsonPost({ values: many }, org))).body.error.message).toMatch('at most 100 fields');
  });
});
