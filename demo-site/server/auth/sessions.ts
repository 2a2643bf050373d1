import { randomBytes } from 'node:crypto';
import type { Data } from '../database.ts';
import { sha256 } from '../domain/ids.ts';

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
  staff: { table: 'staff_sessions', idle: STAFF_IDLE_SECONDS, absolute: STAFF_ABSOLUTE_SECONDS },
  customer: { table: 'customer_sessions', idle: CUSTOMER_IDLE_SECONDS, absolute: CUSTOMER_ABSOLUTE_SECONDS },
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Starts a session for `subject` (a staff account id or a customer's e-mail) and returns its id,
 * which only the browser keeps (the database holds its sha256). A new id on every sign-in.
 */
export async function startSession(data: Data, kind: SessionKind, tenantId: string, subject: string, now = new Date()): Promise<string> {
  const { table, absolute } = TABLES[kind];
  const id = randomBytes(32).toString('base64url');
  await data.deleteFrom(table).where('tenant_id', '=', tenantId).where('expires_at', '<=', now.toISOString()).execute();
  const times = {
    id_hash: sha256(id),
    tenant_id: tenantId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: iso(now.getTime() + absolute * 1000),
  };
  if (kind === 'staff')
    await data
      .insertInto('staff_sessions')
      .values({ ...times, staff_id: subject })
      .execute();
  else
    await data
      .insertInto('customer_sessions')
      .values({ ...times, email: subject })
      .execute();
  return id;
}

/** A session looked up: its tenant and subject, or nothing when unknown, idle too long or expired. */
export interface SessionFound {
  tenantId: string;
  subject: string;
}

function sessionRow(data: Data, kind: SessionKind, hash: string) {
  const columns = ['tenant_id', 'last_seen_at', 'expires_at'] as const;
  return kind === 'staff'
    ? data
        .selectFrom('staff_sessions')
        .select([...columns, 'staff_id as subject'])
        .where('id_hash', '=', hash)
        .executeTakeFirst()
    : data
        .selectFrom('customer_sessions')
        .select([...columns, 'email as subject'])
        .where('id_hash', '=', hash)
        .executeTakeFirst();
}

/**
 * Looks a session id up. A live one is touched (its idle clock restarts, at most once a minute);
 * an expired or idle one is deleted and not found.
 */
export async function findSession(data: Data, kind: SessionKind, id: string, now = new Date()): Promise<SessionFound | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const { table, idle } = TABLES[kind];
  const hash = sha256(id);
  const row = await sessionRow(data, kind, hash);
  if (!row) return undefined;
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now.getTime() || lastSeen + idle * 1000 <= now.getTime()) {
    await data.deleteFrom(table).where('id_hash', '=', hash).execute();
    return undefined;
  }
  if (now.getTime() - lastSeen > 60_000)
    await data.updateTable(table).set({ last_seen_at: now.toISOString() }).where('id_hash', '=', hash).execute();
  return { tenantId: row.tenant_id, subject: row.subject };
}

/** Ends a session (sign-out). Unknown ids are ignored. */
export async function endSession(data: Data, kind: SessionKind, id: string): Promise<void> {
  if (ID_PATTERN.test(id)) await data.deleteFrom(TABLES[kind].table).where('id_hash', '=', sha256(id)).execute();
}
