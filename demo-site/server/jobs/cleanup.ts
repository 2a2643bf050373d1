import { CUSTOMER_IDLE_SECONDS, STAFF_IDLE_SECONDS } from '../auth/sessions.ts';
import type { Data } from '../database.ts';
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
export async function cleanUp(data: Data, clocks: { now: Date; wallNow: Date }): Promise<CleanUpCounts> {
  const now = clocks.wallNow;
  const at = now.toISOString();
  const eventsNow = new Date(Math.min(clocks.now.getTime(), now.getTime()));
  const removed = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const sessions = async (table: 'staff_sessions' | 'customer_sessions', idleSeconds: number) =>
    removed(
      await data
        .deleteFrom(table)
        .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', before(now, idleSeconds * 1000))]))
        .executeTakeFirst(),
    );
  const counts: CleanUpCounts = {
    staffSessions: await sessions('staff_sessions', STAFF_IDLE_SECONDS),
    customerSessions: await sessions('customer_sessions', CUSTOMER_IDLE_SECONDS),
    shopperSessions: removed(await data.deleteFrom('sessions').where('expires_at', '<=', at).executeTakeFirst()),
    codes: removed(await data.deleteFrom('customer_codes').where('expires_at', '<=', at).executeTakeFirst()),
    idempotencyKeys: 0,
    jobs: removed(
      await data
        .deleteFrom('jobs')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'done'), eb('updated_at', '<', before(now, DONE_JOB_DAYS * DAY_MS))]),
            eb.and([eb('status', '=', 'failed'), eb('updated_at', '<', before(now, KEEP_HISTORY_DAYS * DAY_MS))]),
          ]),
        )
        .executeTakeFirst(),
    ),
    events: removed(
      await data
        .deleteFrom('events')
        .where('created_at', '<', before(eventsNow, KEEP_HISTORY_DAYS * DAY_MS))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('deliveries as d')
                .select('d.id')
                .whereRef('d.tenant_id', '=', 'events.tenant_id')
                .whereRef('d.event_id', '=', 'events.id')
                .where('d.status', '<>', 'sent'),
            ),
          ),
        )
        .executeTakeFirst(),
    ),
  };
  for (let batch = 0; batch < KEY_BATCHES; batch++) {
    const purged = await purgeExpiredKeys(data, now);
    counts.idempotencyKeys += purged;
    if (purged < 500) break;
  }
  return counts;
}

/** The total of a clean-up's counts. */
export function removedInAll(counts: CleanUpCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
