// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSession, startSession } from '../auth/sessions.ts';
import { createStaffAccount } from '../auth/staff-accounts.ts';
import { issueCode, redeemCode } from '../auth/one-time-codes.ts';
import { dataOverSqlite, type Data } from '../database.ts';
import type { Db } from '../db.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { makeTestApp } from '../testing.ts';
import { cleanUp } from './cleanup.ts';
import { enqueueJob } from './runner.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 60 * MINUTE;

let test: ReturnType<typeof makeTestApp>;
let db: Db;
let data: Data;
beforeEach(() => {
  test = makeTestApp();
  db = test.db;
  data = dataOverSqlite(db);
});
afterEach(() => test.close());

const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

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
    db.prepare('INSERT INTO sessions (token_hash, tenant_id, expires_at) VALUES (?, ?, ?)').run(
      'old-shopper',
      'org_northwind',
      ago(DAY).toISOString(),
    );
    db.prepare('INSERT INTO sessions (token_hash, tenant_id, expires_at) VALUES (?, ?, ?)').run(
      'live-shopper',
      'org_northwind',
      ago(-DAY).toISOString(),
    );

    const counts = await cleanUp(data, { now: NOW, wallNow: NOW });

    expect(counts).toMatchObject({ staffSessions: 2, customerSessions: 1, shopperSessions: 1, codes: 1 });
    expect(count('SELECT count(*) FROM staff_sessions')).toBe(1);
    expect((await findSession(data, 'staff', staffLive, NOW))?.subject).toBe(staff.id);
    expect(await Promise.all([staffOver, staffIdle].map((id) => findSession(data, 'staff', id, ago(20 * 60 * MINUTE))))).toEqual([
      undefined,
      undefined,
    ]);
    expect(count('SELECT count(*) FROM customer_sessions')).toBe(1);
    expect((await findSession(data, 'customer', customerLive, NOW))?.subject).toBe('bob@example.com');
    expect(await findSession(data, 'customer', customerOver, ago((24 * 60 + 50) * MINUTE))).toBeUndefined();
    expect(count("SELECT count(*) FROM customer_codes WHERE email = 'ada@example.com'")).toBe(0);
    expect(await redeemCode(data, 'org_harbor', 'bob@example.com', liveCode, NOW)).toBe(true);
    expect(db.prepare('SELECT token_hash FROM sessions WHERE token_hash IN (?, ?)').pluck().all('old-shopper', 'live-shopper')).toEqual([
      'live-shopper',
    ]);
  });

  it('removes idempotency keys older than a day only', async () => {
    const key = db.prepare(
      "INSERT INTO idempotency_keys (tenant_id, scope, key, request_hash, state, created_at) VALUES ('org_northwind', 'order.create', ?, 'h', 'done', ?)",
    );
    key.run('old', ago(25 * 60 * MINUTE).toISOString());
    key.run('recent', ago(60 * MINUTE).toISOString());
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).idempotencyKeys).toBe(1);
    expect(db.prepare('SELECT key FROM idempotency_keys').pluck().all()).toEqual(['recent']);
  });

  it('removes jobs done a week ago and failed ones after 90 days, never pending ones', async () => {
    const job = async (key: string, status: string, updated: Date) => {
      const id = await enqueueJob(data, { kind: 'test', key, dueAt: ago(100 * DAY) }, ago(100 * DAY));
      db.prepare('UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?').run(status, updated.toISOString(), id);
    };
    await job('done-old', 'done', ago(8 * DAY));
    await job('done-recent', 'done', ago(6 * DAY));
    await job('failed-old', 'failed', ago(91 * DAY));
    await job('failed-recent', 'failed', ago(30 * DAY));
    await job('pending-old', 'pending', ago(100 * DAY));
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).jobs).toBe(2);
    expect(db.prepare('SELECT key FROM jobs ORDER BY id').pluck().all()).toEqual(['done-recent', 'failed-recent', 'pending-old']);
  });

  it('removes events older than 90 days whose deliveries were all sent, with those deliveries', async () => {
    const event = async (subjectId: string, created: Date, status: 'sent' | 'failed') => {
      const { eventId } = await recordEvent(data, 'org_northwind', { type: 'order.paid', subjectId, email: 'ada@example.com', data: {} }, created);
      db.prepare('UPDATE deliveries SET status = ? WHERE event_id = ?').run(status, eventId);
      return eventId;
    };
    const oldSent = await event('ord_1', ago(91 * DAY), 'sent');
    const oldFailed = await event('ord_2', ago(91 * DAY), 'failed');
    const recentSent = await event('ord_3', ago(89 * DAY), 'sent');
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).events).toBe(1);
    expect(db.prepare('SELECT id FROM events ORDER BY subject_id').pluck().all()).toEqual([oldFailed, recentSent]);
    expect(count('SELECT count(*) FROM deliveries WHERE event_id = ?', oldSent)).toBe(0);
    expect(count('SELECT count(*) FROM deliveries')).toBe(2);
  });

  it('keeps an event that is recent by either clock (a test clock set in the past, or real time)', async () => {
    const { eventId } = await recordEvent(
      data,
      'org_northwind',
      { type: 'order.paid', subjectId: 'ord_1', email: 'ada@example.com', data: {} },
      ago(100 * DAY),
    );
    db.prepare("UPDATE deliveries SET status = 'sent' WHERE event_id = ?").run(eventId);
    expect((await cleanUp(data, { now: ago(99 * DAY), wallNow: NOW })).events).toBe(0);
    expect((await cleanUp(data, { now: NOW, wallNow: ago(99 * DAY) })).events).toBe(0);
    expect((await cleanUp(data, { now: NOW, wallNow: NOW })).events).toBe(1);
  });
});
