import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApiClient, tokenFromCookie } from './client.ts';
import { ApiError, rateLimitMinutes } from './errors.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function fakeServer(handler: Handler): { fetch: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const okSchema = v.object({ ok: v.boolean() });

describe('api client', () => {
  it('sends org headers and the bearer token', async () => {
    const server = fakeServer(() => json(200, { ok: true }));
    const api = createApiClient({ baseUrl: 'http://x/api/', orgId: 'org_1', domainAsOrg: true, sharedOrgId: 'org_s', token: () => 'tok', fetch: server.fetch });
    await api.call({ method: 'get', path: '/health', schema: okSchema, query: { a: 1, empty: '', none: undefined } });
    const sent = server.requests[0]!;
    expect(sent.url).toBe('http://x/api/health?a=1');
    expect(sent.headers.get('orgid')).toBe('org_1');
    expect(sent.headers.get('domainAsOrg')).toBe('true');
    expect(sent.headers.get('shared-org-id')).toBe('org_s');
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
  });

  it('retries an idempotent GET after a 503, but never a plain POST', async () => {
    let calls = 0;
    const server = fakeServer(() => (++calls === 1 ? json(503, {}) : json(200, { ok: true })));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch, retries: 2 });
    await expect(api.call({ method: 'get', path: 'a', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);

    calls = 0;
    await expect(api.call({ method: 'post', path: 'a', schema: okSchema, json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('retries a POST that carries an Idempotency-Key, sending the same key', async () => {
    const server = fakeServer((req) => (server.requests.length === 1 ? json(500, {}) : json(200, { ok: req.headers.get('idempotency-key') === 'k1' })));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    await expect(api.call({ method: 'post', path: 'orders', schema: okSchema, json: {}, idempotencyKey: 'k1' })).resolves.toEqual({ ok: true });
    expect(server.requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['k1', 'k1']);
  });

  it("maps an error answer to the server's message, status and field", async () => {
    const server = fakeServer(() => json(400, { error: { code: 'invalid', message: 'email: must be an email address', field: 'email' } }));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    const error = (await api.call({ method: 'post', path: 'a', schema: okSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('email: must be an email address');
    expect(error.status).toBe(400);
    expect(error.field).toBe('email');
  });

  it('turns a malformed answer into a clear error instead of a crash', async () => {
    const server = fakeServer(() => json(200, { ok: 'yes' }));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    await expect(api.call({ method: 'get', path: 'a', schema: okSchema })).rejects.toMatchObject({ kind: 'malformed', message: 'The server sent an unexpected answer (ok)' });
  });

  it('says the answer was unreadable, not that the server was unreachable, when the body is not JSON', async () => {
    const server = fakeServer(() => new Response('{"ok": tru', { status: 200, headers: { 'content-type': 'application/json' } }));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    await expect(api.call({ method: 'get', path: 'a', schema: okSchema })).rejects.toMatchObject({ kind: 'malformed', message: 'The server sent an unexpected answer' });
  });

  it('makes a 429 a rate-limited error with the wait, and does not retry it even for a GET', async () => {
    const server = fakeServer(() => {
      const answer = json(429, { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.', retryAfter: 900 } });
      answer.headers.set('retry-after', '900');
      return answer;
    });
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch, retries: 2 });
    const error = (await api.call({ method: 'get', path: 'reservations', schema: okSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, code: 'rate_limited', retryAfter: 900, message: 'Too many attempts. Try again in 15 minutes.' });
    expect(rateLimitMinutes(error)).toBe(15);
    expect(server.requests).toHaveLength(1);
  });

  it('reads the wait from Retry-After when the 429 body has none', async () => {
    const server = fakeServer(() => new Response('slow down', { status: 429, headers: { 'retry-after': '61' } }));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    const error = (await api.call({ method: 'post', path: 'a', schema: okSchema, json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfter: 61 });
    expect(rateLimitMinutes(error)).toBe(2);
  });

  it('counts no minutes for errors that are not rate limits', () => {
    expect(rateLimitMinutes(new ApiError('Not found', { kind: 'http', status: 404 }))).toBeUndefined();
    expect(rateLimitMinutes(new Error('boom'))).toBeUndefined();
    expect(rateLimitMinutes(new ApiError('Too many', { kind: 'rate_limited', status: 429 }))).toBe(1);
  });

  it('reports a timeout', async () => {
    const server = fakeServer((req) => new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch, timeoutMs: 20, retries: 0 });
    await expect(api.call({ method: 'get', path: 'a', schema: okSchema })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes an abort through untouched so stale answers can be ignored', async () => {
    const server = fakeServer(
      (req) =>
        new Promise<Response>((_, reject) => {
          const fail = (): void => reject(new DOMException('aborted', 'AbortError'));
          if (req.signal.aborted) fail();
          req.signal.addEventListener('abort', fail);
        }),
    );
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: server.fetch });
    const controller = new AbortController();
    const pending = api.call({ method: 'get', path: 'a', schema: okSchema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('tokenFromCookie', () => {
  it('reads site_token', () => {
    expect(tokenFromCookie('a=1; site_token=abc%20d; b=2')).toBe('abc d');
    expect(tokenFromCookie('a=1')).toBeNull();
  });
});
