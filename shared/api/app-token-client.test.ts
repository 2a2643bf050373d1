import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createAppTokenClient } from './app-token-client.ts';

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('app token client', () => {
  it('gets a token, refreshes it on 401 and retries while the retry count is under 2', async () => {
    let issued = 0;
    let dataCalls = 0;
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.endsWith('/app-key')) return json(200, { token: `t${++issued}` });
      dataCalls++;
      return request.headers.get('authorization') === 'Bearer t3' ? json(200, { ok: true }) : json(401, { error: { message: 'Unauthorized' } });
    }) as typeof fetch;
    const api = createAppTokenClient({ baseUrl: 'http://x/api', credentials: { appId: 'a', key: 'k', secret: 's' }, fetch: fetchImpl });
    await expect(api.call({ method: 'get', path: 'site', schema: v.object({ ok: v.boolean() }) })).resolves.toEqual({ ok: true });
    expect(issued).toBe(3);
    expect(dataCalls).toBe(3);
  });

  it('gives up after two refreshes', async () => {
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return request.url.endsWith('/app-key') ? json(200, { token: 't' }) : json(401, { error: { message: 'Unauthorized' } });
    }) as typeof fetch;
    const api = createAppTokenClient({ baseUrl: 'http://x/api', credentials: { appId: 'a', key: 'k', secret: 's' }, fetch: fetchImpl });
    await expect(api.call({ method: 'get', path: 'site', schema: v.unknown() })).rejects.toMatchObject({ status: 401 });
  });

  it('logs invalid credentials clearly', async () => {
    const logged: string[] = [];
    const fetchImpl = (async () => json(401, { error: { message: 'bad secret' } })) as typeof fetch;
    const api = createAppTokenClient({ baseUrl: 'http://x/api', credentials: { appId: 'shop', key: 'k', secret: 's' }, fetch: fetchImpl, log: (m) => logged.push(m) });
    await api.refreshToken();
    expect(logged).toEqual(['Invalid app credentials for app "shop": bad secret']);
  });
});
