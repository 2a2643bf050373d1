import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { principalOf } from '../../auth/principal.ts';
import type { AppEnv } from '../../context.ts';
import { claimKey, finishKey, releaseKey } from '../../domain/idempotency-keys.ts';
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
  run: () => JsonAnswer | Promise<JsonAnswer>,
  options: IdempotencyOptions = {},
): Promise<Response> {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) {
    const answer = await run();
    return c.json(answer.body as object, answer.status);
  }
  if (key.length > MAX_KEY_LENGTH)
    return apiError(c, 400, 'invalid_idempotency_key', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`);
  const data = c.get('data');
  const ref = { tenantId: c.get('tenant').id, scope: `${scope}${callerScope(c)}`, key };
  const hash = createHash('sha256').update(canonicalJson(requestBody)).digest('hex');

  const outcome = await claimKey(data, ref, hash, (options.now ?? (() => new Date()))());
  if (outcome.kind === 'mismatch')
    return apiError(c, 422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
  if (outcome.kind === 'running') {
    c.header('Retry-After', String(outcome.retryAfterSeconds));
    return apiError(c, 409, 'request_in_progress', 'A request with this Idempotency-Key is still being processed.');
  }
  if (outcome.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body as object, outcome.status as ContentfulStatusCode);
  }

  let answer: JsonAnswer;
  try {
    answer = await run();
  } catch (error) {
    await releaseKey(data, ref, outcome.claim);
    throw error;
  }
  if (answer.status >= 500) await releaseKey(data, ref, outcome.claim);
  else await finishKey(data, ref, outcome.claim, answer.status, answer.body);
  return c.json(answer.body as object, answer.status);
}
