// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type DataLayer } from '../database.ts';
import { migrate, openDatabase, type Db } from '../db.ts';
import { checkLimit, consumeLimit, resetLimit, type RateLimitStore } from './rate-limit.ts';
import { RATE_LIMIT_POLICIES } from './rate-limits.ts';

const { engines: ENGINES } = engineDatabases('rate-limits-');

const CODE_POINTS = RATE_LIMIT_POLICIES['one-time-code'].points;
const SIGN_IN_POINTS = RATE_LIMIT_POLICIES['staff-sign-in'].points;

describe.each(ENGINES)('rate limits kept on %s', (engine, where) => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** The limiter's store as two server processes on one fresh database have it: two connections (SQLite) or two pools (PostgreSQL). */
  async function twoProcesses(): Promise<[RateLimitStore, RateLimitStore]> {
    const options = await where();
    if (engine === 'sqlite') {
      const open = (): Db => {
        const db = openDatabase(options.dataDir);
        closers.push(() => db.close());
        return db;
      };
      const first = open();
      migrate(first);
      return [first, open()];
    }
    const layers: DataLayer[] = [];
    for (let i = 0; i < 2; i++) {
      const layer = await openDataLayer(options);
      closers.push(() => layer.close());
      layers.push(layer);
    }
    return layers.map((layer) => {
      if (!layer.pool) throw new Error('A PostgreSQL data layer has its pool');
      return layer.pool;
    }) as [RateLimitStore, RateLimitStore];
  }

  it('shares one count between the processes: a limit spent on one refuses on the other, for that key only', async () => {
    const [one, two] = await twoProcesses();
    const key = 'org_one|email|ada@example.com';
    for (let i = 0; i < CODE_POINTS; i++) expect(await consumeLimit(i % 2 ? one : two, 'one-time-code', key)).toEqual({ limited: false });
    const refused = await consumeLimit(one, 'one-time-code', key);
    expect(refused).toMatchObject({ limited: true });
    expect(refused.limited && refused.retryAfter).toBeGreaterThan(14 * 60);
    expect(await checkLimit(two, 'one-time-code', key)).toMatchObject({ limited: true });
    // Another tenant's counter for the same address is its own.
    expect(await consumeLimit(two, 'one-time-code', 'org_two|email|ada@example.com')).toEqual({ limited: false });
  });

  it('lets exactly the allowed number through when requests reach both processes at the same moment', async () => {
    const [one, two] = await twoProcesses();
    const verdicts = await Promise.all(
      Array.from({ length: 2 * CODE_POINTS }, (_, i) => consumeLimit(i % 2 ? one : two, 'one-time-code', 'org_one|address|10.0.0.1')),
    );
    expect(verdicts.filter((verdict) => !verdict.limited)).toHaveLength(CODE_POINTS);
  });

  it('locks an account out on both after its failures, and a sign-in on one clears it for both', async () => {
    const [one, two] = await twoProcesses();
    const account = 'org_one|staff-account|kim@example.com';
    for (let i = 0; i < SIGN_IN_POINTS; i++) await consumeLimit(i % 2 ? one : two, 'staff-sign-in', account);
    expect(await checkLimit(one, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 15 * 60 });
    expect(await checkLimit(two, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 15 * 60 });
    await resetLimit(two, 'staff-sign-in', account);
    expect(await checkLimit(one, 'staff-sign-in', account)).toEqual({ limited: false });
  });
});
