import type { Db } from '../db.ts';

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
 * Stores browser log lines, then drops the tenant's oldest lines beyond `maxRows` (ids only grow, so
 * the oldest are the lowest ids and the primary key finds them). Returns how many lines were taken.
 */
export function storeLogs(db: Db, tenantId: string, entries: readonly LogEntry[], maxRows: number = MAX_LOG_ROWS): number {
  const insert = db.prepare(
    `INSERT INTO client_logs (tenant_id, id, level, message, data)
     VALUES (?, (SELECT coalesce(max(id), 0) + 1 FROM client_logs WHERE tenant_id = ?), ?, ?, ?)`,
  );
  const trim = db.prepare(`DELETE FROM client_logs WHERE tenant_id = ? AND id <= (SELECT max(id) FROM client_logs WHERE tenant_id = ?) - ?`);
  return db
    .transaction(() => {
      for (const entry of entries) {
        const data = entry.data === undefined ? null : JSON.stringify(entry.data);
        insert.run(tenantId, tenantId, entry.level, entry.message, data !== null && data.length <= MAX_LOG_DATA_CHARS ? data : null);
      }
      trim.run(tenantId, tenantId, maxRows);
      return entries.length;
    })
    .immediate();
}
