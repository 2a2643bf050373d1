// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';
import { MAX_LOG_DATA_CHARS, storeLogs } from './client-logs.ts';

const t = makeTestApp();
afterAll(() => t.close());

const messages = (tenantId: string) => t.db.prepare('SELECT message FROM client_logs WHERE tenant_id = ? ORDER BY id').pluck().all(tenantId);
const lines = (...names: string[]) => names.map((message) => ({ level: 'info', message }));

describe('storeLogs', () => {
  it('keeps only the latest lines of a tenant, dropping the oldest first, and leaves other tenants alone', () => {
    storeLogs(t.db, 'org_harbor', lines('h1', 'h2'), 3);
    expect(storeLogs(t.db, 'org_northwind', lines('a', 'b'), 3)).toBe(2);
    storeLogs(t.db, 'org_northwind', lines('c', 'd'), 3);
    expect(messages('org_northwind')).toEqual(['b', 'c', 'd']);
    storeLogs(t.db, 'org_northwind', lines('e', 'f', 'g', 'h', 'i'), 3);
    expect(messages('org_northwind')).toEqual(['g', 'h', 'i']);
    expect(messages('org_harbor')).toEqual(['h1', 'h2']);
  });

  it('keeps the message but drops data larger than the limit', () => {
    storeLogs(t.db, 'org_harbor', [
      { level: 'error', message: 'big', data: { blob: 'x'.repeat(MAX_LOG_DATA_CHARS) } },
      { level: 'error', message: 'small', data: { at: 'cart' } },
    ]);
    const rows = t.db.prepare("SELECT message, data FROM client_logs WHERE tenant_id = 'org_harbor' AND level = 'error' ORDER BY id").all();
    expect(rows).toEqual([
      { message: 'big', data: null },
      { message: 'small', data: '{"at":"cart"}' },
    ]);
  });
});
