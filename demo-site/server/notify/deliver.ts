import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { engineOf, type Data } from '../database.ts';
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

/** A claimed delivery: what to send to whom, and the lease token that marks it done. */
export interface Claimed {
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
 * Claims up to BATCH_SIZE due deliveries (pending, due, and free or with a lapsed lease) under one
 * new lease, each for one claimer only, with several workers and several processes on one database.
 * SQLite claims them with one conditional UPDATE … RETURNING (one writer at a time); PostgreSQL picks
 * them in a transaction with `SELECT … FOR UPDATE SKIP LOCKED`, so two claimers never take one row
 * and neither waits for the other's rows.
 */
export async function claimDueDeliveries(data: Data, now: Date): Promise<Claimed[]> {
  const token = randomBytes(12).toString('base64url');
  const at = nowIso(now);
  const lease = { lease_until: nowIso(new Date(now.getTime() + LEASE_MS)), lease_token: token };
  const claim = (trx: Data, due: number[] | ReturnType<typeof dueIds>) =>
    trx
      .updateTable('deliveries')
      .set(lease)
      .where('id', 'in', due)
      .returning(['id', 'tenant_id as tenantId', 'event_id as eventId', 'channel', 'recipient', 'attempts'])
      .execute();
  const rows =
    engineOf(data) === 'postgres'
      ? await data.transaction().execute(async (trx) => {
          const ids = (await dueIds(trx, at).forUpdate().skipLocked().execute()).map((row) => row.id);
          return ids.length === 0 ? [] : claim(trx, ids);
        })
      : await claim(data, dueIds(data, at));
  return rows.map((row) => ({ ...row, channel: row.channel as Claimed['channel'], token }));
}

/** The ids of the deliveries due at `at`, the longest waiting first. */
function dueIds(data: Data, at: string) {
  return data
    .selectFrom('deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH_SIZE);
}

async function loadEvent(data: Data, tenantId: string, eventId: string): Promise<StoredEvent> {
  const row = await data
    .selectFrom('events')
    .select(['id', 'type', 'subject_id as subjectId', 'sequence', 'language', 'data', 'created_at as createdAt'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw new PermanentFailure(`The event ${eventId} is gone`);
  return { ...row, type: row.type as StoredEvent['type'], language: row.language as StoredEvent['language'], data: JSON.parse(row.data) as Record<string, unknown> };
}

/**
 * The Message-ID of a delivery's e-mail: the same on every attempt, so a message sent again after a
 * crash (between the SMTP server's accept and the 'sent' write) is recognisably the same message.
 */
export function messageIdOf(config: Config, delivery: { id: number; tenantId: string; eventId: string; recipient: string }): string {
  const digest = createHash('sha256')
    .update([delivery.tenantId, delivery.eventId, delivery.recipient].join('\n'))
    .digest('hex')
    .slice(0, 20);
  return `<delivery.${delivery.id}.${digest}@${new URL(config.siteUrl).hostname}>`;
}

async function send(data: Data, config: Config, delivery: Claimed): Promise<void> {
  const event = await loadEvent(data, delivery.tenantId, delivery.eventId);
  if (delivery.channel === 'webhook') {
    const target = await endpointTarget(data, delivery.tenantId, delivery.recipient);
    if (!target) throw new PermanentFailure(ENDPOINT_REMOVED);
    const payload = { id: event.id, type: event.type, created: Math.floor(Date.parse(event.createdAt) / 1000), data: event.data };
    await postWebhook(target.url, target.secret, payload, new Date(), { publicOnly: !config.demoMode });
    return;
  }
  const tenant = await tenantOf(data, delivery.tenantId);
  let message;
  try {
    message = await renderEventMessage(config, data, tenant, event, delivery.recipient);
  } catch (error) {
    throw new PermanentFailure(error instanceof Error ? error.message : String(error));
  }
  await sendMail(config, data, tenant.id, { to: delivery.recipient, ...message, messageId: messageIdOf(config, delivery) });
}

async function markSent(data: Data, delivery: Claimed, now: Date): Promise<void> {
  await data
    .updateTable('deliveries')
    .set((eb) => ({
      status: 'sent',
      sent_at: nowIso(now),
      attempts: eb('attempts', '+', 1),
      last_error: null,
      lease_until: null,
      lease_token: null,
    }))
    .where('id', '=', delivery.id)
    .where('lease_token', '=', delivery.token)
    .execute();
}

async function markFailed(data: Data, delivery: Claimed, error: unknown, now: Date): Promise<void> {
  const attempts = delivery.attempts + 1;
  const delay = error instanceof PermanentFailure ? undefined : retryDelayMs(attempts);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await data
    .updateTable('deliveries')
    .set({
      status: delay === undefined ? 'failed' : 'pending',
      attempts,
      last_error: message,
      next_attempt_at: nowIso(new Date(now.getTime() + (delay ?? 0))),
      lease_until: null,
      lease_token: null,
    })
    .where('id', '=', delivery.id)
    .where('lease_token', '=', delivery.token)
    .execute();
}

/**
 * The claimed deliveries in queues, one per recipient (an e-mail address, a webhook endpoint), each in
 * the order its events happened: a booking's confirmation, change and cancellation reach the customer
 * in that order, while other recipients are not held up behind them.
 */
export function queuesByRecipient(claimed: readonly Claimed[]): Claimed[][] {
  const queues = new Map<string, Claimed[]>();
  for (const delivery of [...claimed].sort((a, b) => a.id - b.id)) {
    const key = `${delivery.tenantId}\n${delivery.channel}\n${delivery.recipient}`;
    const queue = queues.get(key);
    if (queue) queue.push(delivery);
    else queues.set(key, [delivery]);
  }
  return [...queues.values()];
}

/**
 * Sends every due delivery (the customer's e-mail, the tenant's webhooks): claims them with a lease,
 * renders and sends each, marks it sent, or on failure counts the attempt and waits 1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h, 24 h before the next, ending as 'failed' with the last error after 8.
 * One recipient's deliveries go one after another in the order of their events, different recipients'
 * at once. The job runner calls it every few seconds; it answers how many it sent.
 * Sending happens outside any transaction: only the claim and each mark are short statements.
 */
export async function deliverDue(data: Data, config: Config, now: Date): Promise<number> {
  const claimed = await claimDueDeliveries(data, now);
  const deliver = async (delivery: Claimed): Promise<boolean> => {
    try {
      await send(data, config, delivery);
      await markSent(data, delivery, now);
      return true;
    } catch (error) {
      await markFailed(data, delivery, error, now);
      return false;
    }
  };
  const sentPerQueue = await Promise.all(
    queuesByRecipient(claimed).map(async (queue) => {
      let sent = 0;
      for (const delivery of queue) if (await deliver(delivery)) sent++;
      return sent;
    }),
  );
  return sentPerQueue.reduce((sum, sent) => sum + sent, 0);
}
