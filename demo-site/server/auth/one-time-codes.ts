import { randomInt } from 'node:crypto';
import type { Db } from '../db.ts';
import { sha256 } from '../domain/ids.ts';
import { safeEqual } from '../domain/secrets.ts';

/** A one-time code lasts 10 minutes… */
export const CODE_TTL_SECONDS = 10 * 60;
/** …and allows 5 wrong tries before it is gone. */
export const CODE_MAX_ATTEMPTS = 5;

const digest = (tenantId: string, email: string, code: string) => sha256(`${tenantId}\n${email.toLowerCase()}\n${code}`);

/** A new 6-digit code for this e-mail (any earlier one is replaced). */
export function issueCode(db: Db, tenantId: string, email: string, now = new Date()): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO customer_codes (tenant_id, email, code_hash, attempts, expires_at) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (tenant_id, email) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
  ).run(tenantId, email.toLowerCase(), digest(tenantId, email, code), new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString());
  return code;
}

/** True when `code` is this e-mail's live code; it is then used up. A wrong try counts; the fifth ends it. */
export function redeemCode(db: Db, tenantId: string, email: string, code: string, now = new Date()): boolean {
  const row = db.prepare('SELECT code_hash, attempts, expires_at FROM customer_codes WHERE tenant_id = ? AND email = ?').get(tenantId, email.toLowerCase()) as
    | { code_hash: string; attempts: number; expires_at: string }
    | undefined;
  if (!row) return false;
  const remove = () => db.prepare('DELETE FROM customer_codes WHERE tenant_id = ? AND email = ?').run(tenantId, email.toLowerCase());
  if (Date.parse(row.expires_at) <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) {
    remove();
    return false;
  }
  if (/^\d{6}$/.test(code) && safeEqual(row.code_hash, digest(tenantId, email, code))) {
    remove();
    return true;
  }
  if (row.attempts + 1 >= CODE_MAX_ATTEMPTS) remove();
  else db.prepare('UPDATE customer_codes SET attempts = attempts + 1 WHERE tenant_id = ? AND email = ?').run(tenantId, email.toLowerCase());
  return false;
}
