// @vitest-environment node
import { sql, type RawBuilder } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSession, startSession } from '../auth/sessions.ts';
import { createStaffAccount } from '../auth/staff-accounts.ts';
import { issueCode, redeemCode } from '../auth/one-time-codes.ts';
import type { Data } from '../database.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { cleanUp } from './cleanup.ts';
import { enqueueJob } from './runner.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 60 * MINUTE;

let test: ReturnType<typeof makeTestApp>;
let data: Data;
beforeEach(() => {
  test = makeTestApp();
  data = test.data;
});
afterEach(() => test.close());

/** The one number a `SELECT count(*) AS n …` query answers (PostgreSQL's bigint comes back as a number too). */
const count = async (query: RawBuilder<{ n: number }>) => Number((await query.execute(data)).rows[0]?.n);

describe('clean-up', () => {
  it('removes sessions that ended or went idle and expired codes, and keeps live ones', async () => {
    const staff = await createStaffAccount(data, {
      tenantId: 'org_northwind',
      email: 'kim@northwind.test',
      password: 'a-long-password-1',
      role: 'staff',
    });
    // Newest first: starting a session already removes the tenant's sessions that ended before it.
    const staffLive = await startSession(data, 'staff', 'org_northwind', staff.id, ago(10 * MINUTE));
    const staffIdle = await startSession(data, 'staff', 'org_northwind', staff.id, ago(31 * MINUTE));
    const staffOver = await startSession(data, 'staff', 'org_northwind', staff.id, ago(13 * 60 * MINUTE));
    const customerLive = await startSession(data, 'customer', 'org_harbor', 'bob@example.com', ago(5 * MINUTE));
    const customerOver = await startSession(data, 'customer', 'org_harbor', 'ada@example.com', ago(25 * 60 * MINUTE));
    await issueCode(data, 'org_harbor', 'ada@example.com', ago(11 * MINUTE));
    const liveCode = await issueCode(data, 'org_harbor', 'bob@example.com', ago(MINUTE));
    await data
      .insertInto('sessions')
      .values([
        { token_hash: 'old-shopper', tenant_id: 'org_northwind', expires_at: ago(DAY).toISOString() },
        { token_hash: 'live-shopper', tenant_id: 'org_northwind', expires_at: ago(-DAY).toISOString() },
      ])
      .execute();

    const counts = await cleanUp(data, { now: NOW, wallNow: NOW });

    expect(counts).toMatchObject({ staffSessions: 2, customerSessions: 1, shopperSessions: 1, codes: 1 });
    expect(await count(sql`SELECT count(*) AS n FROM staff_sessions`)).toBe(1);
    expect((await findSession(data, 'staff', staffLive, NOW))?.subject).toBe(staff.id);
    expect(await Promise.all([staffOver, staffIdle].map((id) => findSession(data, 'staff', id, ago(20 * 60 * MINUTE))))).toEqual([
      undefined,
      undefined,
    ]);
    expect(await count(sql`SELECT count(*) AS n FROM customer_sessions`)).toBe(1);
    expect((await findSession(data, 'customer', customerLive, NOW))?.subject).toBe('bob@example.com');
    expect(await findSession(data, 'customer', customerOver, ago((24 * 60 + 50) * MINUTE))).toBeUndefined();
    expect(await count(sql`SELECT count(*) AS n FROM customer_codes WHERE email = 'ada@example.com'`)).toBe(0);
    expect(await redeemCode(data, 'org_harbor', 'bob@example.com', liveCode, NOW)).toBe(true);
    expect(
      (await data.selectFrom('sessions').select('token_hash').where('token_hash', 'in', ['old-shopper', 'live-shopper']).execute()).map(
        (row) => row.token_hash,
      ),
    ).toEqual(['live-shopper']);
  });

  it('removes idempotency keys older than a day only', async () => {
    const key = (name: string, created: Date) =>
      data
        .insertInto('idempotency_keys')
        .values({
          tenant_id: 'org_northwind',
          scope: 'order.create',
          key: name,
          request_hash: 'h',
          state: 'done',
          created_at: created.toISOString(),
        })
        .execute();
    await key('old', ago(25 * 60 * MINUTE));
    await key('recent', ago(60 * MINUTE));
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).idempotencyKeys).toBe(1);
    expect((await data.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key)).toEqual(['recent']);
  });

  it('removes jobs done a week ago and failed ones after 90 days, never pending ones', async () => {
    const job = async (key: string, status: string, updated: Date) => {
      const id = await enqueueJob(data, { kind: 'test', key, dueAt: ago(100 * DAY) }, ago(100 * DAY));
      if (id === undefined) throw new Error(`job ${key} was not added`);
      await data.updateTable('jobs').set({ status, updated_at: updated.toISOString() }).where('id', '=', id).execute();
    };
    await job('done-old', 'done', ago(8 * DAY));
    await job('done-recent', 'done', ago(6 * DAY));
    await job('failed-old', 'failed', ago(91 * DAY));
    await job('failed-recent', 'failed', ago(30 * DAY));
    await job('pending-old', 'pending', ago(100 * DAY));
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).jobs).toBe(2);
    expect((await data.selectFrom('jobs').select('key').orderBy('id').execute()).map((row) => row.key)).toEqual([
      'done-recent',
      'failed-recent',
      'pending-old',
    ]);
  });

  it('removes events older than 90 days whose deliveries were all sent, with those deliveries', async () => {
    const event = async (subjectId: string, created: Date, status: 'sent' | 'failed') => {
      const { eventId } = await recordEvent(
        data,
        'org_northwind',
        { type: 'order.paid', subjectId, email: 'ada@example.com', data: {} },
        created,
      );
      await data.updateTable('deliveries').set({ status }).where('event_id', '=', eventId).execute();
      return eventId;
    };
    const oldSent = await event('ord_1', ago(91 * DAY), 'sent');
    const oldFailed = await event('ord_2', ago(91 * DAY), 'failed');
    const recentSent = await event('ord_3', ago(89 * DAY), 'sent');
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).events).toBe(1);
    expect((await data.selectFrom('events').select('id').orderBy('subject_id').execute()).map((row) => row.id)).toEqual([
      oldFailed,
      recentSent,
    ]);
    expect(await count(sql`SELECT count(*) AS n FROM deliveries WHERE event_id = ${oldSent}`)).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM deliveries`)).toBe(2);
  });

  it('keeps an event that is recent by either clock (a test clock set in the past, or real time)', async () => {
    const { eventId } = await recordEvent(
      data,
      'org_northwind',
      { type: 'order.paid', subjectId: 'ord_1', email: 'ada@example.com', data: {} },
      ago(100 * DAY),
    );
    await data.updateTable('deliveries').set({ status: 'sent' }).where('event_id', '=', eventId).execute();
    expect((await cleanUp(data, { now: ago(99 * DAY), wallNow: NOW })).events).toBe(0);
    expect((await cleanUp(data, { now: NOW, wallNow: ago(99 * DAY) })).events).toBe(0);
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).events).toBe(1);
  });
});
