import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';

/** How long a key is remembered: a retry within 24 hours gets the first answer, a later one runs anew. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a running attempt holds its key before a retry may take it over. The slowest operation
 * behind a key (a card payment intent) makes two provider calls of at most 15 s each plus a few
 * SQLite writes that may wait 5 s for the lock: about 45 s at worst. Two minutes leaves room for that
 * and a slow machine, while a key left 'pending' by a crash frees itself soon after the restart.
 */
export const LEASE_MS = 2 * 60 * 1000;

/** Most expired keys removed by one claim, so that clearing a large backlog never stalls a request. */
const PURGE_BATCH = 500;

/** Which key: a tenant's operation (scope) and the client's Idempotency-Key. */
export interface KeyRef {
  tenantId: string;
  scope: string;
  key: string;
}

/** What claiming a key found. */
export type ClaimOutcome =
  /** Run the operation, then `finishKey` or `releaseKey` with this claim. `takenOver`: a crashed attempt's key. */
  | { kind: 'claimed'; claim: string; takenOver: boolean }
  /** The operation already ran: answer with its recorded status and body. */
  | { kind: 'replay'; status: number; body: unknown }
  /** Another attempt holds the key and its lease has `retryAfterSeconds` left. */
  | { kind: 'running'; retryAfterSeconds: number }
  /** The key was used for a different request body. */
  | { kind: 'mismatch' };

interface KeyRow {
  request_hash: string;
  state: 'pending' | 'done';
  status: number | null;
  response: string | null;
  lease_until: string | null;
}

/** Removes keys older than KEY_TTL_MS, of every tenant, at most PURGE_BATCH at a time. */
export function purgeExpiredKeys(db: Db, now: Date): number {
  const cutoff = new Date(now.getTime() - KEY_TTL_MS).toISOString();
  return prepared(db, 'DELETE FROM idempotency_keys WHERE rowid IN (SELECT rowid FROM idempotency_keys WHERE created_at < ? ORDER BY created_at LIMIT ?)')
    .run(cutoff, PURGE_BATCH).changes;
}

/**
 * Claims a key for one attempt of an operation, atomically. A fresh key (or one older than 24 hours,
 * which is forgotten) is claimed; a finished one is replayed; a pending one is `running` while its
 * lease lasts and taken over once the lease has run out (its attempt died without an answer).
 */
export function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date): ClaimOutcome {
  const claim = randomBytes(16).toString('hex');
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const cutoff = new Date(now.getTime() - KEY_TTL_MS).toISOString();
  const where = 'tenant_id = ? AND scope = ? AND key = ?';
  const keyArgs = [ref.tenantId, ref.scope, ref.key] as const;
  return db
    .transaction((): ClaimOutcome => {
      purgeExpiredKeys(db, now);
      prepared(db, `DELETE FROM idempotency_keys WHERE ${where} AND created_at < ?`).run(...keyArgs, cutoff);
      const inserted = prepared(
          db,
          `INSERT INTO idempotency_keys (tenant_id, scope, key, request_hash, state, claim, lease_until, created_at)
           VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(...keyArgs, requestHash, claim, leaseUntil, at).changes;
      if (inserted === 1) return { kind: 'claimed', claim, takenOver: false };
      const row = prepared(db, `SELECT request_hash, state, status, response, lease_until FROM idempotency_keys WHERE ${where}`).get(...keyArgs) as KeyRow;
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'done') return { kind: 'replay', status: row.status ?? 200, body: JSON.parse(row.response ?? 'null') as unknown };
      if (row.lease_until !== null && row.lease_until > at) {
        return { kind: 'running', retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.lease_until) - now.getTime()) / 1000)) };
      }
      prepared(db, `UPDATE idempotency_keys SET claim = ?, lease_until = ?, created_at = ? WHERE ${where}`).run(claim, leaseUntil, at, ...keyArgs);
      return { kind: 'claimed', claim, takenOver: true };
    })
    .immediate();
}

/** Records the answer of a claimed attempt. False when the claim was lost to a takeover (nothing written). */
export function finishKey(db: Db, ref: KeyRef, claim: string, status: number, body: unknown): boolean {
  return (
    prepared(
        db,
        `UPDATE idempotency_keys SET state = 'done', status = ?, response = ?, lease_until = NULL
         WHERE tenant_id = ? AND scope = ? AND key = ? AND claim = ? AND state = 'pending'`,
      )
      .run(status, JSON.stringify(body), ref.tenantId, ref.scope, ref.key, claim).changes === 1
  );
}

/** Forgets a claimed attempt that failed, so the same key can be retried at once. */
export function releaseKey(db: Db, ref: KeyRef, claim: string): void {
  prepared(db, `DELETE FROM idempotency_keys WHERE tenant_id = ? AND scope = ? AND key = ? AND claim = ? AND state = 'pending'`).run(
    ref.tenantId,
    ref.scope,
    ref.key,
    claim,
  );
}
