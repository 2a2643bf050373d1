import { CUSTOMER_IDLE_SECONDS, STAFF_IDLE_SECONDS } from '../auth/sessions.ts';
import type { Db } from '../db.ts';
import { purgeExpiredKeys } from '../domain/idempotency-keys.ts';

/** Finished jobs are kept this long (for a look at what ran), then removed. */
export const DONE_JOB_DAYS = 7;
/** Failed jobs, and events whose every delivery was sent, are kept this long. */
export const KEEP_HISTORY_DAYS = 90;
/** Most batches of idempotency keys one clean-up removes (500 a batch). */
const KEY_BATCHES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows a clean-up removed, by kind. */
export interface CleanUpCounts {
  staffSessions: number;
  customerSessions: number;
  shopperSessions: number;
  codes: number;
  idempotencyKeys: number;
  jobs: number;
  events: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Removes what can no longer be used: staff and customer sessions past their end or idle too long,
 * expired shopper sessions and one-time codes, idempotency keys older than a day, jobs done more than
 * 7 days (failed more than 90 days) ago, and events older than 90 days whose deliveries were all sent
 * (with those deliveries; a failed or pending delivery keeps its event for staff to see). `wallNow` is
 * real time, the one sessions, codes, keys and jobs are stamped and checked with. Events are stamped
 * with the server clock (`now`, which a test may have moved): one goes only when it is 90 days old by
 * both clocks, so moving the test clock never removes a message a test has just recorded.
 */
export function cleanUp(db: Db, clocks: { now: Date; wallNow: Date }): CleanUpCounts {
  const now = clocks.wallNow;
  const at = now.toISOString();
  const eventsNow = new Date(Math.min(clocks.now.getTime(), now.getTime()));
  const sessions = (table: string, idleSeconds: number) =>
    db.prepare(`DELETE FROM ${table} WHERE expires_at <= ? OR last_seen_at <= ?`).run(at, before(now, idleSeconds * 1000)).changes;
  const counts: CleanUpCounts = {
    staffSessions: sessions('staff_sessions', STAFF_IDLE_SECONDS),
    customerSessions: sessions('customer_sessions', CUSTOMER_IDLE_SECONDS),
    shopperSessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(at).changes,
    codes: db.prepare('DELETE FROM customer_codes WHERE expires_at <= ?').run(at).changes,
    idempotencyKeys: 0,
    jobs: db
      .prepare("DELETE FROM jobs WHERE (status = 'done' AND updated_at < ?) OR (status = 'failed' AND updated_at < ?)")
      .run(before(now, DONE_JOB_DAYS * DAY_MS), before(now, KEEP_HISTORY_DAYS * DAY_MS)).changes,
    events: db
      .prepare(
        `DELETE FROM events WHERE created_at < ?
           AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.tenant_id = events.tenant_id AND d.event_id = events.id AND d.status <> 'sent')`,
      )
      .run(before(eventsNow, KEEP_HISTORY_DAYS * DAY_MS)).changes,
  };
  for (let batch = 0; batch < KEY_BATCHES; batch++) {
    const removed = purgeExpiredKeys(db, now);
    counts.idempotencyKeys += removed;
    if (removed < 500) break;
  }
  return counts;
}

/** The total of a clean-up's counts. */
export function removedInAll(counts: CleanUpCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
