// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../../../test/helpers/server/storefront-calls.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { isJsonContentType } from './json-only.ts';

const t = makeTestApp();
afterAll(() => t.close());

const post = (path: string, body: BodyInit, contentType?: string) =>
  call<ErrorBody>(t, path, { method: 'POST', body, headers: { orgid: 'org_northwind', ...(contentType ? { 'content-type': contentType } : {}) } });

describe('JSON only where JSON is expected', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body sent to a JSON route with 415, before the route runs',
    async (type) => {
      const answer = await post('/api/forms/newsletter', JSON.stringify({ email: 'plain@example.com' }), type);
      expect(answer).toMatchObject({ status: 415, body: { error: { code: 'unsupported_media_type', message: 'Content-Type must be application/json' } } });
    },
  );

  it('accepts application/json with a charset', async () => {
    expect((await post('/api/forms/newsletter', JSON.stringify({ email: 'json@example.com' }), 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('still takes multipart uploads on the upload route', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    const answer = await call<ErrorBody>(t, '/api/data/upload', { method: 'POST', body: form, headers: { orgid: 'org_northwind' } });
    expect(answer.status).not.toBe(415);
  });

  it('lets a DELETE through without a Content-Type, as a browser sends it (the route answers, not the middleware)', async () => {
    const answer = await call<ErrorBody>(t, '/api/calendar/events/cev_none', { method: 'DELETE', body: new ReadableStream(), duplex: 'half', headers: { orgid: 'org_northwind' } } as RequestInit);
    expect(answer.status).toBe(401);
  });

  it('knows JSON media types', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=UTF-8')).toBe(true);
    expect(isJsonContentType('application/merge-patch+json')).toBe(true);
    expect(isJsonContentType('text/json')).toBe(false);
    expect(isJsonContentType('text/plain; application/json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
