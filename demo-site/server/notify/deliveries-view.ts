import { sql } from 'kysely';
import type { Data } from '../database.ts';

/** One delivery as staff see it on `/staff/outbox`: what, to whom, how it went. */
export interface DeliveryView {
  id: number;
  eventType: string;
  channel: 'email' | 'webhook';
  /** The e-mail address, or the webhook endpoint's URL (its id when the endpoint is gone). */
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** A tenant's newest deliveries (50), failures and retries included. */
export async function recentDeliveries(data: Data, tenantId: string, limit = 50): Promise<DeliveryView[]> {
  const rows = await data
    .selectFrom('deliveries as d')
    .innerJoin('events as e', (join) => join.onRef('e.tenant_id', '=', 'd.tenant_id').onRef('e.id', '=', 'd.event_id'))
    .leftJoin('webhook_endpoints as w', (join) =>
      join
        .on(sql<boolean>`d.channel = 'webhook'`)
        .onRef('w.tenant_id', '=', 'd.tenant_id')
        .onRef('w.id', '=', 'd.recipient'),
    )
    .select((eb) => [
      'd.id',
      'e.type as eventType',
      'd.channel',
      eb.fn.coalesce('w.url', 'd.recipient').as('recipient'),
      'd.status',
      'd.attempts',
      'd.last_error as lastError',
      'd.next_attempt_at as nextAttemptAt',
      'd.sent_at as sentAt',
      'd.created_at as createdAt',
    ])
    .where('d.tenant_id', '=', tenantId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows as DeliveryView[];
}
