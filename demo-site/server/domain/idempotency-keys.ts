import { randomBytes } from 'node:crypto';
import { compiledCommand, compiledQuery } from '../compiled-query.ts';
import { engineOf, inTransaction, type Data } from '../database.ts';

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
export type KeyRef = {
  tenantId: string;
  scope: string;
  key: string;
};

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

/** Removes keys older than KEY_TTL_MS, of every tenant, at most PURGE_BATCH at a time (oldest first). */
export async function purgeExpiredKeys(data: Data, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_TTL_MS).toISOString();
  const result = await data
    .deleteFrom('idempotency_keys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'scope', 'key'),
        'in',
        selectFrom('idempotency_keys as old')
          .select(['old.tenant_id', 'old.scope', 'old.key'])
          .where('old.created_at', '<', cutoff)
          .orderBy('old.created_at')
          .limit(PURGE_BATCH)
          .$asTuple('tenant_id', 'scope', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Whether any key was made before `cutoff`: one step down the age index, where the purge's delete of
 * the oldest batch costs several times more even when it finds nothing.
 */
async function anyKeyOlderThan(data: Data, cutoff: string): Promise<boolean> {
  return (await oldestBefore(data, { cutoff })).length > 0;
}

const oldestBefore = compiledQuery((data: Data, args: { cutoff: string }) =>
  data.selectFrom('idempotency_keys').select('created_at').where('created_at', '<', args.cutoff).limit(1),
);

const forgetExpiredKey = compiledCommand((data: Data, args: KeyRef & { cutoff: string }) =>
  data
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', args.tenantId)
    .where('scope', '=', args.scope)
    .where('key', '=', args.key)
    .where('created_at', '<', args.cutoff),
);

const insertPendingKey = compiledCommand(
  (data: Data, args: KeyRef & { requestHash: string; claim: string; leaseUntil: string; at: string }) =>
    data
      .insertInto('idempotency_keys')
      .values({
        tenant_id: args.tenantId,
        scope: args.scope,
        key: args.key,
        request_hash: args.requestHash,
        state: 'pending',
        claim: args.claim,
        lease_until: args.leaseUntil,
        created_at: args.at,
      })
      .onConflict((oc) => oc.doNothing()),
);

const recordAnswer = compiledCommand((data: Data, args: KeyRef & { claim: string; status: number; response: string }) =>
  data
    .updateTable('idempotency_keys')
    .set({ state: 'done', status: args.status, response: args.response, lease_until: null })
    .where('tenant_id', '=', args.tenantId)
    .where('scope', '=', args.scope)
    .where('key', '=', args.key)
    .where('claim', '=', args.claim)
    .where('state', '=', 'pending'),
);

/**
 * Claims a key for one attempt of an operation, atomically. A fresh key (or one older than 24 hours,
 * which is forgotten) is claimed; a finished one is replayed; a pending one is `running` while its
 * lease lasts and taken over once the lease has run out (its attempt died without an answer). Two
 * claims at once, from any processes: the key's primary key lets one insert it; the other waits for
 * that insert's transaction, then reads the row locked (`FOR UPDATE` on PostgreSQL; SQLite runs one
 * writer at a time), so a dead attempt's key is taken over by one retry only. Inside a transaction,
 * the claim is part of it.
 */
export async function claimKey(data: Data, ref: KeyRef, requestHash: string, now: Date): Promise<ClaimOutcome> {
  const claim = randomBytes(16).toString('hex');
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const cutoff = new Date(now.getTime() - KEY_TTL_MS).toISOString();
  return inTransaction(data, async (trx): Promise<ClaimOutcome> => {
    const key = { tenantId: ref.tenantId, scope: ref.scope, key: ref.key };
    await forgetExpiredKey(trx, { ...key, cutoff });
    if (await anyKeyOlderThan(trx, cutoff)) await purgeExpiredKeys(trx, now);
    if ((await insertPendingKey(trx, { ...key, requestHash, claim, leaseUntil, at })) === 1)
      return { kind: 'claimed', claim, takenOver: false };
    let read = trx
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'status', 'response', 'lease_until'])
      .where('tenant_id', '=', ref.tenantId)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key);
    if (engineOf(trx) === 'postgres') read = read.forUpdate();
    const row = await read.executeTakeFirstOrThrow();
    if (row.request_hash !== requestHash) return { kind: 'mismatch' };
    if (row.state === 'done') return { kind: 'replay', status: row.status ?? 200, body: JSON.parse(row.response ?? 'null') as unknown };
    if (row.lease_until !== null && row.lease_until > at) {
      return { kind: 'running', retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.lease_until) - now.getTime()) / 1000)) };
    }
    await trx
      .updateTable('idempotency_keys')
      .set({ claim, lease_until: leaseUntil, created_at: at })
      .where('tenant_id', '=', ref.tenantId)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .execute();
    return { kind: 'claimed', claim, takenOver: true };
  });
}

/** Records the answer of a claimed attempt. False when the claim was lost to a takeover (nothing written). */
export async function finishKey(data: Data, ref: KeyRef, claim: string, status: number, body: unknown): Promise<boolean> {
  const key = { tenantId: ref.tenantId, scope: ref.scope, key: ref.key };
  return (await recordAnswer(data, { ...key, claim, status, response: JSON.stringify(body) })) === 1;
}

/** Forgets a claimed attempt that failed, so the same key can be retried at once. */
export async function releaseKey(data: Data, ref: KeyRef, claim: string): Promise<void> {
  await data
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', ref.tenantId)
    .where('scope', '=', ref.scope)
    .where('key', '=', ref.key)
    .where('claim', '=', claim)
    .where('state', '=', 'pending')
    .execute();
}
