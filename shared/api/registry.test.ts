import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client.ts';
import { catalogueCalls, createCallRegistry } from './registry.ts';

describe('named-call registry', () => {
  it('refuses a call whose path the deployment has not configured', async () => {
    const registry = createCallRegistry(catalogueCalls);
    const api = createApiClient({ baseUrl: 'http://x/api', fetch: (() => Promise.reject(new Error('no'))) as typeof fetch });
    await expect(registry.call(api, 'crm.tickets')).rejects.toThrow('API call "crm.tickets" has no path configured for this deployment');
    await expect(registry.call(api, 'nope')).rejects.toThrow('Unknown API call "nope"');
  });
  it('fills path parameters once configured', async () => {
    const registry = createCallRegistry(catalogueCalls);
    registry.configureCalls({ 'crm.tickets': { path: 'crm/tickets/{id}', method: 'get' } });
    let url = '';
    const api = createApiClient({
      baseUrl: 'http://x/api',
      fetch: (async (input: RequestInfo | URL) => {
        url = input instanceof Request ? input.url : String(input);
        return new Response('{"id":"t 1"}', { headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    await expect(registry.call(api, 'crm.tickets', { params: { id: 't 1' }, schema: v.object({ id: v.string() }) })).resolves.toEqual({ id: 't 1' });
    expect(url).toBe('http://x/api/crm/tickets/t%201');
    expect(registry.list().find((c) => c.name === 'crm.tickets')).toEqual({ name: 'crm.tickets', group: 'crm', configured: true });
  });
});
