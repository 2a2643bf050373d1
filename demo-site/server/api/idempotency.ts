import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { apiError } from './errors.ts';

/** A route's answer before it becomes a Response: kept verbatim for repeats of the same key. */
export interface JsonAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

/** Canonical JSON: object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const MAX_KEY_LENGTH = 200;

/**
 * Runs `run` at most once per `Idempotency-Key` (per tenant and scope). A repeat with the same key
 * and body gets the first answer; the same key with a different body gets 422; a repeat while the
 * first is still running gets 409. Without the header the request simply runs.
 */
export async function idempotent(c: Context<AppEnv>, scope: string, requestBody: unknown, run: () => JsonAnswer | Promise<JsonAnswer>): Promise<Response> {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) {
    const answer = await run();
    return c.json(answer.body as object, answer.status);
  }
  if (key.length > MAX_KEY_LENGTH) return apiError(c, 400, 'invalid_idempotency_key', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`);
  const db = c.get('db');
  const tenantId = c.get('tenant').id;
  const hash = createHash('sha256').update(canonicalJson(requestBody)).digest('hex');

  const claimed = db
    .prepare(`INSERT INTO idempotency_keys (tenant_id, scope, key, request_hash, state) VALUES (?, ?, ?, ?, 'pending') ON CONFLICT DO NOTHING`)
    .run(tenantId, scope, key, hash).changes;
  if (claimed === 0) {
    const row = db.prepare(`SELECT request_hash, state, status, response FROM idempotency_keys WHERE tenant_id = ? AND scope = ? AND key = ?`).get(tenantId, scope, key) as
      | { request_hash: string; state: string; status: number | null; response: string | null }
      | undefined;
    if (!row) return apiError(c, 409, 'request_in_progress', 'A request with this Idempotency-Key is still being processed.');
    if (row.request_hash !== hash) return apiError(c, 422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
    if (row.state !== 'done') return apiError(c, 409, 'request_in_progress', 'A request with this Idempotency-Key is still being processed.');
    c.header('Idempotent-Replayed', 'true');
    return c.json(JSON.parse(row.response ?? 'null') as object, (row.status ?? 200) as ContentfulStatusCode);
  }

  let answer: JsonAnswer;
  try {
    answer = await run();
  } catch (error) {
    db.prepare(`DELETE FROM idempotency_keys WHERE tenant_id = ? AND scope = ? AND key = ?`).run(tenantId, scope, key);
    throw error;
  }
  if (answer.status >= 500) {
    db.prepare(`DELETE FROM idempotency_keys WHERE tenant_id = ? AND scope = ? AND key = ?`).run(tenantId, scope, key);
  } else {
    db.prepare(`UPDATE idempotency_keys SET state = 'done', status = ?, response = ? WHERE tenant_id = ? AND scope = ? AND key = ?`).run(
      answer.status,
      JSON.stringify(answer.body),
      tenantId,
      scope,
      key,
    );
  }
  return c.json(answer.body as object, answer.status);
}
