import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { sha256 } from '../domain/ids.ts';
import { prepared } from '../statements.ts';

/** A staff session ends after 30 minutes without a request… */
export const STAFF_IDLE_SECONDS = 30 * 60;
/** …and 12 hours after sign-in, whatever happens. */
export const STAFF_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** A customer session (one-time code) ends after 30 minutes idle or 24 hours after sign-in. */
export const CUSTOMER_IDLE_SECONDS = 30 * 60;
export const CUSTOMER_ABSOLUTE_SECONDS = 24 * 60 * 60;

/** The two kinds of signed-in session: staff (by account id) and customer (by e-mail). */
export type SessionKind = 'staff' | 'customer';

const TABLES = {
  staff: { table: 'staff_sessions', subject: 'staff_id', idle: STAFF_IDLE_SECONDS, absolute: STAFF_ABSOLUTE_SECONDS },
  customer: { table: 'customer_sessions', subject: 'email', idle: CUSTOMER_IDLE_SECONDS, absolute: CUSTOMER_ABSOLUTE_SECONDS },
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Starts a session for `subject` (a staff account id or a customer's e-mail) and returns its id,
 * which only the browser keeps (the database holds its sha256). A new id on every sign-in.
 */
export function startSession(db: Db, kind: SessionKind, tenantId: string, subject: string, now = new Date()): string {
  const { table, subject: column, absolute } = TABLES[kind];
  const id = randomBytes(32).toString('base64url');
  prepared(db, `DELETE FROM ${table} WHERE tenant_id = ? AND expires_at <= ?`).run(tenantId, now.toISOString());
  prepared(db, `INSERT INTO ${table} (id_hash, tenant_id, ${column}, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
    sha256(id),
    tenantId,
    subject,
    now.toISOString(),
    now.toISOString(),
    iso(now.getTime() + absolute * 1000),
  );
  return id;
}

/** A session looked up: its tenant and subject, or nothing when unknown, idle too long or expired. */
export interface SessionFound {
  tenantId: string;
  subject: string;
}

/**
 * Looks a session id up. A live one is touched (its idle clock restarts, at most once a minute);
 * an expired or idle one is deleted and not found.
 */
export function findSession(db: Db, kind: SessionKind, id: string, now = new Date()): SessionFound | undefined {
  if (!ID_PATTERN.test(id)) return undefined;
  const { table, subject: column, idle } = TABLES[kind];
  const hash = sha256(id);
  const row = prepared(db, `SELECT tenant_id, ${column} AS subject, last_seen_at, expires_at FROM ${table} WHERE id_hash = ?`).get(hash) as
    | { tenant_id: string; subject: string; last_seen_at: string; expires_at: string }
    | undefined;
  if (!row) return undefined;
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now.getTime() || lastSeen + idle * 1000 <= now.getTime()) {
    prepared(db, `DELETE FROM ${table} WHERE id_hash = ?`).run(hash);
    return undefined;
  }
  if (now.getTime() - lastSeen > 60_000) prepared(db, `UPDATE ${table} SET last_seen_at = ? WHERE id_hash = ?`).run(now.toISOString(), hash);
  return { tenantId: row.tenant_id, subject: row.subject };
}

/** Ends a session (sign-out). Unknown ids are ignored. */
export function endSession(db: Db, kind: SessionKind, id: string): void {
  if (ID_PATTERN.test(id)) prepared(db, `DELETE FROM ${TABLES[kind].table} WHERE id_hash = ?`).run(sha256(id));
}
