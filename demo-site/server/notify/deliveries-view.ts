import type { Db } from '../db.ts';

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
export function recentDeliveries(db: Db, tenantId: string, limit = 50): DeliveryView[] {
  return db
    .prepare(
      `SELECT d.id, e.type AS eventType, d.channel, coalesce(w.url, d.recipient) AS recipient, d.status, d.attempts, d.last_error AS lastError,
        d.next_attempt_at AS nextAttemptAt, d.sent_at AS sentAt, d.created_at AS createdAt
      FROM deliveries d
      JOIN events e ON e.tenant_id = d.tenant_id AND e.id = d.event_id
      LEFT JOIN webhook_endpoints w ON d.channel = 'webhook' AND w.tenant_id = d.tenant_id AND w.id = d.recipient
      WHERE d.tenant_id = ? ORDER BY d.id DESC LIMIT ?`,
    )
    .all(tenantId, limit) as DeliveryView[];
}
