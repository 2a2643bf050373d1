// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../../test/helpers/data-layers.ts';
import { type Data } from '../database.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, issueCode, redeemCode } from './one-time-codes.ts';

const { engines: ENGINES } = engineDatabases('codes-');

const NOW = new Date('2026-03-02T09:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(ENGINES)('one-time codes on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  /** A fresh database with two tenants, and a second connection (pool) to it, as a second server process has. */
  async function twoProcesses(): Promise<[Data, Data]> {
    const options = await where();
    const first = await openLayer(options);
    const second = await openLayer(options);
    for (const tenant of ['org_one', 'org_two'])
      await first.db
        .insertInto('tenants')
        .values({ id: tenant, site_name: tenant.slice(4), host: `${tenant}.example`, name: tenant, time_zone: 'UTC' })
        .execute();
    return [first.db, second.db];
  }

  it('verifies a code issued by another process once, whatever the case of the e-mail; a second use is refused', async () => {
    const [one, two] = await twoProcesses();
    const code = await issueCode(one, 'org_one', 'Ada@Example.com', NOW);
    expect(code).toMatch(/^\d{6}$/);
    expect(await redeemCode(two, 'org_one', 'ada@example.com', code, later(60))).toBe(true);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', code, later(61))).toBe(false);
  });

  it('lets exactly one of two verifications sent at the same moment through, one to each process', async () => {
    const [one, two] = await twoProcesses();
    for (let round = 0; round < 5; round++) {
      const code = await issueCode(one, 'org_one', 'ada@example.com', NOW);
      const results = await Promise.all([
        redeemCode(one, 'org_one', 'ada@example.com', code, NOW),
        redeemCode(two, 'org_one', 'ada@example.com', code, NOW),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });

  it("never accepts one tenant's code for another tenant, nor uses it up there", async () => {
    const [one] = await twoProcesses();
    const code = await issueCode(one, 'org_one', 'ada@example.com', NOW);
    expect(await redeemCode(one, 'org_two', 'ada@example.com', code, NOW)).toBe(false);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', code, NOW)).toBe(true);
  });

  it('refuses a code after 10 minutes, and ends it at the fifth wrong try', async () => {
    const [one, two] = await twoProcesses();
    const stale = await issueCode(one, 'org_one', 'ada@example.com', NOW);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', stale, later(CODE_TTL_SECONDS))).toBe(false);
    const code = await issueCode(one, 'org_one', 'bob@example.com', NOW);
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++)
      expect(await redeemCode(i % 2 ? one : two, 'org_one', 'bob@example.com', wrong(code), NOW)).toBe(false);
    // Four wrong tries: the right code still works.
    expect(await redeemCode(one, 'org_one', 'bob@example.com', code, NOW)).toBe(true);
    const next = await issueCode(one, 'org_one', 'bob@example.com', NOW);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) await redeemCode(two, 'org_one', 'bob@example.com', wrong(next), NOW);
    expect(await redeemCode(one, 'org_one', 'bob@example.com', next, NOW)).toBe(false);
  });

  it('replaces an earlier code: only the newest works, with a fresh count of tries', async () => {
    const [one] = await twoProcesses();
    const first = await issueCode(one, 'org_one', 'ada@example.com', NOW);
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) await redeemCode(one, 'org_one', 'ada@example.com', wrong(first), NOW);
    let second = await issueCode(one, 'org_one', 'ada@example.com', NOW);
    while (second === first) second = await issueCode(one, 'org_one', 'ada@example.com', NOW);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', wrong(second), NOW)).toBe(false);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', first, NOW)).toBe(false);
    expect(await redeemCode(one, 'org_one', 'ada@example.com', second, NOW)).toBe(true);
  });
});
