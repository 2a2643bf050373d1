import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { nowIso } from '../domain/ids.ts';
import type { StoredEvent } from '../lifecycle/events.ts';
import { sendMail } from '../mail/mailer.ts';
import { retryDelayMs } from './backoff.ts';
import { ENDPOINT_REMOVED, endpointTarget } from './endpoints.ts';
import { renderEventMessage } from './render.ts';
import { tenantOf } from './site-links.ts';
import { postWebhook } from './webhooks.ts';

/** How long a claim holds a delivery: longer than any one send (a webhook times out after 10 s). */
export const LEASE_MS = 5 * 60_000;
/** The most deliveries one call claims. */
export const BATCH_SIZE = 20;

/** A claimed delivery. */
interface Claimed {
  id: number;
  tenantId: string;
  eventId: string;
  channel: 'email' | 'webhook';
  recipient: string;
  attempts: number;
  token: string;
}

/** A failure no retry can mend (no message for the event, the endpoint removed). */
class PermanentFailure extends Error {}

/**
 * Claims due deliveries with one atomic UPDATE … RETURNING: pending, due, and free or with a lapsed
 * lease. Safe with several workers and several processes on one database: a row is claimed once.
 */
function claimDue(db: Db, now: Date): Claimed[] {
  const token = randomBytes(12).toString('base64url');
  const at = nowIso(now);
  const rows = db
    .prepare(
      `UPDATE deliveries SET lease_until = @leaseUntil, lease_token = @token
       WHERE id IN (
         SELECT id FROM deliveries
         WHERE status = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
         ORDER BY next_attempt_at, id LIMIT @limit)
       RETURNING id, tenant_id AS tenantId, event_id AS eventId, channel, recipient, attempts`,
    )
    .all({ leaseUntil: nowIso(new Date(now.getTime() + LEASE_MS)), token, now: at, limit: BATCH_SIZE }) as Omit<Claimed, 'token'>[];
  return rows.map((row) => ({ ...row, token }));
}

function loadEvent(db: Db, tenantId: string, eventId: string): StoredEvent {
  const row = db
    .prepare('SELECT id, type, subject_id AS subjectId, sequence, language, data, created_at AS createdAt FROM events WHERE tenant_id = ? AND id = ?')
    .get(tenantId, eventId) as (Omit<StoredEvent, 'data'> & { data: string }) | undefined;
  if (!row) throw new PermanentFailure(`The event ${eventId} is gone`);
  return { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
}

/**
 * The Message-ID of a delivery's e-mail: the same on every attempt, so a message sent again after a
 * crash (between the SMTP server's accept and the 'sent' write) is recognisably the same message.
 */
export function messageIdOf(config: Config, delivery: { id: number; tenantId: string; eventId: string; recipient: string }): string {
  const digest = createHash('sha256').update([delivery.tenantId, delivery.eventId, delivery.recipient].join('\n')).digest('hex').slice(0, 20);
  return `<delivery.${delivery.id}.${digest}@${new URL(config.siteUrl).hostname}>`;
}

async function send(db: Db, config: Config, delivery: Claimed): Promise<void> {
  const event = loadEvent(db, delivery.tenantId, delivery.eventId);
  if (delivery.channel === 'webhook') {
    const target = endpointTarget(db, delivery.tenantId, delivery.recipient);
    if (!target) throw new PermanentFailure(ENDPOINT_REMOVED);
    const payload = { id: event.id, type: event.type, created: Math.floor(Date.parse(event.createdAt) / 1000), data: event.data };
    await postWebhook(target.url, target.secret, payload, new Date(), { publicOnly: !config.demoMode });
    return;
  }
  const tenant = tenantOf(db, delivery.tenantId);
  let message;
  try {
    message = renderEventMessage(config, db, tenant, event, delivery.recipient);
  } catch (error) {
    throw new PermanentFailure(error instanceof Error ? error.message : String(error));
  }
  await sendMail(config, db, tenant.id, { to: delivery.recipient, ...message, messageId: messageIdOf(config, delivery) });
}

function markSent(db: Db, delivery: Claimed, now: Date): void {
  db.prepare(
    `UPDATE deliveries SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, lease_until = NULL, lease_token = NULL
     WHERE id = ? AND lease_token = ?`,
  ).run(nowIso(now), delivery.id, delivery.token);
}

function markFailed(db: Db, delivery: Claimed, error: unknown, now: Date): void {
  const attempts = delivery.attempts + 1;
  const delay = error instanceof PermanentFailure ? undefined : retryDelayMs(attempts);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  db.prepare(
    `UPDATE deliveries SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ?, lease_until = NULL, lease_token = NULL
     WHERE id = ? AND lease_token = ?`,
  ).run(delay === undefined ? 'failed' : 'pending', attempts, message, nowIso(new Date(now.getTime() + (delay ?? 0))), delivery.id, delivery.token);
}

/**
 * Sends every due delivery (the customer's e-mail, the tenant's webhooks): claims them with a lease,
 * renders and sends each, marks it sent, or on failure counts the attempt and waits 1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h, 24 h before the next, ending as 'failed' with the last error after 8.
 * The job runner calls it every few seconds; it answers how many it sent.
 */
export async function deliverDue(db: Db, config: Config, now: Date): Promise<number> {
  const claimed = claimDue(db, now);
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      try {
        await send(db, config, delivery);
        markSent(db, delivery, now);
        return true;
      } catch (error) {
        markFailed(db, delivery, error, now);
        return false;
      }
    }),
  );
  return outcomes.filter(Boolean).length;
}
