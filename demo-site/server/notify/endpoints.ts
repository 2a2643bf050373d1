import { randomBytes } from 'node:crypto';
import { inTransaction, oneAtATime, type Data } from '../database.ts';
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

const toEndpoint = (row: Row): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  createdAt: row.createdAt,
});

/** A tenant's active endpoints, oldest first, without secrets. */
export async function listEndpoints(data: Data, tenantId: string): Promise<WebhookEndpoint[]> {
  const rows = await data
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'events', 'created_at as createdAt'])
    .where('tenant_id', '=', tenantId)
    .where('active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

/** Adds an endpoint with a new random secret (`whsec_…`); answers it with the secret, the only time it is shown. Undefined when the tenant has too many. */
export async function createEndpoint(
  data: Data,
  tenantId: string,
  input: { url: string; events: string[] },
  now: Date = new Date(),
): Promise<(WebhookEndpoint & { secret: string }) | undefined> {
  return inTransaction(data, async (trx) => {
    // Two additions at once count one after the other, so the limit holds.
    await oneAtATime(trx, 'webhook_endpoints', tenantId);
    const counted = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= MAX_ENDPOINTS) return undefined;
    const endpoint = { id: `we_${randomBytes(9).toString('base64url')}`, url: input.url, events: input.events, createdAt: nowIso(now) };
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    await trx
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: tenantId,
        id: endpoint.id,
        url: endpoint.url,
        secret,
        events: JSON.stringify(endpoint.events),
        created_at: endpoint.createdAt,
      })
      .execute();
    return { ...endpoint, secret };
  });
}

/** The message a delivery to a removed endpoint ends with. */
export const ENDPOINT_REMOVED = 'The webhook endpoint was removed.';

/** Removes an endpoint; its pending deliveries end as failed (staff see why). False when the tenant has no such endpoint. */
export async function deleteEndpoint(data: Data, tenantId: string, id: string): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    const deleted = await trx.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    const removed = Number(deleted.numDeletedRows) > 0;
    if (removed) {
      await trx
        .updateTable('deliveries')
        .set({ status: 'failed', last_error: ENDPOINT_REMOVED, lease_until: null })
        .where('tenant_id', '=', tenantId)
        .where('channel', '=', 'webhook')
        .where('recipient', '=', id)
        .where('status', '=', 'pending')
        .execute();
    }
    return removed;
  });
}

/** Where and with which secret to send a delivery; undefined when the endpoint is gone or inactive. */
export async function endpointTarget(data: Data, tenantId: string, id: string): Promise<{ url: string; secret: string } | undefined> {
  return data
    .selectFrom('webhook_endpoints')
    .select(['url', 'secret'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}
