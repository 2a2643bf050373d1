import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { nowIso } from '../domain/ids.ts';

/** A webhook endpoint as staff see it (the secret is shown once, when it is made). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
}

/** The most endpoints one tenant may have. */
export const MAX_ENDPOINTS = 20;

interface Row {
  id: string;
  url: string;
  events: string;
  createdAt: string;
}

const toEndpoint = (row: Row): WebhookEndpoint => ({ id: row.id, url: row.url, events: JSON.parse(row.events) as string[], createdAt: row.createdAt });

/** A tenant's active endpoints, oldest first, without secrets. */
export function listEndpoints(db: Db, tenantId: string): WebhookEndpoint[] {
  const rows = db.prepare('SELECT id, url, events, created_at AS createdAt FROM webhook_endpoints WHERE tenant_id = ? AND active = 1 ORDER BY created_at, id').all(tenantId) as Row[];
  return rows.map(toEndpoint);
}

/** Adds an endpoint with a new random secret (`whsec_…`); answers it with the secret, the only time it is shown. Undefined when the tenant has too many. */
export function createEndpoint(db: Db, tenantId: string, input: { url: string; events: string[] }, now: Date = new Date()): (WebhookEndpoint & { secret: string }) | undefined {
  return db.transaction(() => {
    const count = db.prepare('SELECT count(*) FROM webhook_endpoints WHERE tenant_id = ? AND active = 1').pluck().get(tenantId) as number;
    if (count >= MAX_ENDPOINTS) return undefined;
    const endpoint = { id: `we_${randomBytes(9).toString('base64url')}`, url: input.url, events: input.events, createdAt: nowIso(now) };
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    db.prepare('INSERT INTO webhook_endpoints (tenant_id, id, url, secret, events, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      tenantId,
      endpoint.id,
      endpoint.url,
      secret,
      JSON.stringify(endpoint.events),
      endpoint.createdAt,
    );
    return { ...endpoint, secret };
  }).immediate();
}

/** The message a delivery to a removed endpoint ends with. */
export const ENDPOINT_REMOVED = 'The webhook endpoint was removed.';

/** Removes an endpoint; its pending deliveries end as failed (staff see why). False when the tenant has no such endpoint. */
export function deleteEndpoint(db: Db, tenantId: string, id: string): boolean {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM webhook_endpoints WHERE tenant_id = ? AND id = ?').run(tenantId, id).changes > 0;
    if (removed) {
      db.prepare("UPDATE deliveries SET status = 'failed', last_error = ?, lease_until = NULL WHERE tenant_id = ? AND channel = 'webhook' AND recipient = ? AND status = 'pending'").run(
        ENDPOINT_REMOVED,
        tenantId,
        id,
      );
    }
    return removed;
  })();
}

/** Where and with which secret to send a delivery; undefined when the endpoint is gone or inactive. */
export function endpointTarget(db: Db, tenantId: string, id: string): { url: string; secret: string } | undefined {
  return db.prepare('SELECT url, secret FROM webhook_endpoints WHERE tenant_id = ? AND id = ? AND active = 1').get(tenantId, id) as { url: string; secret: string } | undefined;
}
