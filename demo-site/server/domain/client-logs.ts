import { sql } from 'kysely';
import { oneAtATime, type Data } from '../database.ts';

/**
 * Most log lines kept per tenant; storing more drops the oldest first. With a message of at most
 * 2,000 characters and data of at most MAX_LOG_DATA_CHARS, a tenant's logs stay under about 20 MB.
 */
export const MAX_LOG_ROWS = 2000;
/** Largest `data` of one line, as JSON text; larger data is dropped and the message kept. */
export const MAX_LOG_DATA_CHARS = 8192;

/** One browser log line as the API accepts it. */
export interface LogEntry {
  level: string;
  message: string;
  data?: unknown;
}

/**
 * Stores browser log lines, then drops the tenant's oldest lines beyond `maxRows`, in one
 * transaction. Each tenant numbers its lines 1, 2, 3…, so the oldest are the lowest ids and the
 * primary key finds them; on PostgreSQL a per-tenant lock makes batches arriving together take
 * their numbers one after the other instead of both claiming the same ones. Returns how many lines
 * were taken.
 */
export async function storeLogs(
  data: Data,
  tenantId: string,
  entries: readonly LogEntry[],
  maxRows: number = MAX_LOG_ROWS,
): Promise<number> {
  return data.transaction().execute(async (trx) => {
    await oneAtATime(trx, 'client_logs', tenantId);
    const { last } = await trx
      .selectFrom('client_logs')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    if (entries.length > 0) {
      await trx
        .insertInto('client_logs')
        .values(
          entries.map((entry, index) => {
            const json = entry.data === undefined ? null : JSON.stringify(entry.data);
            return {
              tenant_id: tenantId,
              id: last + 1 + index,
              level: entry.level,
              message: entry.message,
              data: json !== null && json.length <= MAX_LOG_DATA_CHARS ? json : null,
            };
          }),
        )
        .execute();
    }
    await trx
      .deleteFrom('client_logs')
      .where('tenant_id', '=', tenantId)
      .where('id', '<=', last + entries.length - maxRows)
      .execute();
    return entries.length;
  });
}
