import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { principalOf } from '../../auth/principal.ts';
import type { AppEnv } from '../../context.ts';
import { engineOf, type Data } from '../../database.ts';
import { claimKey, finishKey, releaseKey, type ClaimOutcome, type KeyRef } from '../../domain/idempotency-keys.ts';
import { canonicalJson } from '../../../../shared/api/canonical-json.ts';
import { apiError } from '../../api-errors.ts';

/** A route's answer before it becomes a Response: kept verbatim for repeats of the same key. */
export interface JsonAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

const MAX_KEY_LENGTH = 200;

/**
 * Whose keys these are: a signed-in caller (staff account, customer, the tenant's server) has keys of
 * its own, so nobody else replays its answers (a booking's manage token, a balance). Anonymous callers
 * share one space: a retry whose first answer and cookie were lost must still find its key.
 */
function callerScope(c: Context<AppEnv>): string {
  const principal = principalOf(c);
  if (principal.kind === 'staff') return `@staff:${principal.staffId}`;
  if (principal.kind === 'customer') return `@customer:${principal.email}`;
  if (principal.kind === 'machine') return '@machine';
  return '';
}

/** Options of `idempotent`; `now` is the clock (tests move it to expire keys and leases). */
export interface IdempotencyOptions {
  now?: () => Date;
  /**
   * `run` only reads and writes the database it is given (no provider call, no other wait): on
   * SQLite the key's claim, the operation and its recorded answer are then one transaction and one
   * commit instead of three. A repeat of the key waits for that commit and gets the answer.
   * PostgreSQL keeps three transactions: a statement refused there (the capacity trigger) aborts the
   * whole transaction, which would lose the key's answer.
   */
  databaseOnly?: boolean;
}

/**
 * Runs `run` at most once per `Idempotency-Key` (per tenant, scope and signed-in caller). A repeat with the same key
 * and body gets the first answer; the same key with a different body gets 422; a repeat while the
 * first is still running gets 409 with `Retry-After`. Keys are forgotten after 24 hours, and a key
 * whose attempt died (its lease ran out without an answer) is taken over by the next retry instead of
 * answering 409 for good. 5xx answers are not kept. Without the header the request simply runs.
 */
export async function idempotent(
  c: Context<AppEnv>,
  scope: string,
  requestBody: unknown,
  run: (data: Data) => JsonAnswer | Promise<JsonAnswer>,
  options: IdempotencyOptions = {},
): Promise<Response> {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) {
    const answer = await run(c.get('data'));
    return c.json(answer.body as object, answer.status);
  }
  if (key.length > MAX_KEY_LENGTH)
    return apiError(c, 400, 'invalid_idempotency_key', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`);
  const data = c.get('data');
  const ref = { tenantId: c.get('tenant').id, scope: `${scope}${callerScope(c)}`, key };
  const hash = createHash('sha256').update(canonicalJson(requestBody)).digest('hex');
  const now = (options.now ?? (() => new Date()))();
  const settled =
    options.databaseOnly && engineOf(data) === 'sqlite'
      ? await data.transaction().execute((trx) => claimRunAndRecord(trx, ref, hash, now, run))
      : await claimRunAndRecord(data, ref, hash, now, run);
  return respond(c, settled);
}

/** What a keyed request comes to: the operation's answer, or what its key's claim found instead. */
type Settled = { kind: 'answered'; answer: JsonAnswer } | Exclude<ClaimOutcome, { kind: 'claimed' }>;

/**
 * Claims the key, runs the operation and records its answer (a failed run releases the key). Given
 * a transaction, all of it is that transaction (a failed run rolls it back, claim included); given the app's data layer, each step commits on its own.
 */
async function claimRunAndRecord(
  data: Data,
  ref: KeyRef,
  hash: string,
  now: Date,
  run: (data: Data) => JsonAnswer | Promise<JsonAnswer>,
): Promise<Settled> {
  const outcome = await claimKey(data, ref, hash, now);
  if (outcome.kind !== 'claimed') return outcome;
  let answer: JsonAnswer;
  try {
    answer = await run(data);
  } catch (error) {
    if (!data.isTransaction) await releaseKey(data, ref, outcome.claim);
    throw error;
  }
  if (answer.status >= 500) await releaseKey(data, ref, outcome.claim);
  else await finishKey(data, ref, outcome.claim, answer.status, answer.body);
  return { kind: 'answered', answer };
}

/** The HTTP answer to a keyed request: the operation's own answer, its replay, or the key's refusal. */
function respond(c: Context<AppEnv>, outcome: Settled): Response {
  if (outcome.kind === 'answered') return c.json(outcome.answer.body as object, outcome.answer.status);
  if (outcome.kind === 'mismatch')
    return apiError(c, 422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
  if (outcome.kind === 'running') {
    c.header('Retry-After', String(outcome.retryAfterSeconds));
    return apiError(c, 409, 'request_in_progress', 'A request with this Idempotency-Key is still being processed.');
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(outcome.body as object, outcome.status as ContentfulStatusCode);
}
