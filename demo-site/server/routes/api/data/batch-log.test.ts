// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LOG_ROWS } from '../../../domain/client-logs.ts';
import { makeTestApp } from '../../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, type ErrorBody } from '../../../../../test/helpers/server/storefront-calls.ts';
import { MAX_LOG_BATCH_BYTES } from './records.ts';

const t = makeTestApp();
afterAll(() => t.close());

const batch = (count: number, message = 'x') => ({
  entries: Array.from({ length: count }, (_, i) => ({ level: 'info', message: `${message}${i}` })),
});

describe('POST /api/data/batch-log retention', () => {
  it('refuses a batch larger than 256 KB with 413 and stores nothing of it', async () => {
    const big = { entries: [{ level: 'info', message: 'big', data: { blob: 'x'.repeat(MAX_LOG_BATCH_BYTES) } }] };
    const { status, body } = await call<ErrorBody>(t, '/api/data/batch-log', jsonPost(big));
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: 'payload_too_large', message: 'Log batch is larger than 256 KB' });
    expect(await t.data.selectFrom('client_logs').select('id').where('message', '=', 'big').execute()).toEqual([]);
  });

  it(`keeps at most ${MAX_LOG_ROWS} lines per tenant, the newest ones`, async () => {
    const calls = Math.ceil(MAX_LOG_ROWS / 50) + 2;
    for (let i = 0; i < calls; i++)
      expect((await call(t, '/api/data/batch-log', jsonPost(batch(50, `c${i}-`)))).body).toEqual({ accepted: 50 });
    const kept = (
      await t.data.selectFrom('client_logs').select('message').where('tenant_id', '=', 'org_northwind').orderBy('id').execute()
    ).map((row) => row.message);
    expect(kept).toHaveLength(MAX_LOG_ROWS);
    expect(kept.at(-1)).toBe(`c${calls - 1}-49`);
    expect(kept).not.toContain('c0-0');
  });
});
