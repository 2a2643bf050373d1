import { randomBytes } from 'node:crypto';
import { compiledCommand, compiledQuery } from '../compiled-query.ts';
import { inTransaction, oneAtATime, type Data } from '../database.ts';
import { nowIso } from '../domain/ids.ts';

/**
 * Every event the platform records; each may send the customer an e-mail and the tenant a webhook.
 * `refund.failed` and `payment.late` are staff alerts: e-mailed to the tenant's staff only.
 */
export const EVENT_TYPES = [
  'booking.created',
  'booking.paid',
  'booking.changed',
  'booking.cancelled',
  'booking.expired',
  'booking.reminder',
  'booking.refunded',
  'order.received',
  'order.paid',
  'order.expired',
  'order.cancelled',
  'order.refunded',
  'queue.next',
  'queue.called',
  'auth.code',
  'refund.failed',
  'payment.late',
] as const;
/** One of `EVENT_TYPES`. */
export type EventType = (typeof EVENT_TYPES)[number];

/** The event types a tenant's webhook endpoints can subscribe to (the rest are e-mail only). */
export const WEBHOOK_EVENT_TYPES = [
  'order.received',
  'order.paid',
  'order.expired',
  'order.cancelled',
  'order.refunded',
  'booking.created',
  'booking.paid',
  'booking.changed',
  'booking.cancelled',
  'booking.expired',
  'booking.refunded',
  'queue.called',
] as const;
/** One of `WEBHOOK_EVENT_TYPES`. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The languages messages are written in; anything else falls back to English. */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
/** One of `MESSAGE_LANGUAGES`. */
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** Reads a language tag (`es`, `es-MX`, `en-US`) as a message language; English when unknown. */
export function messageLanguage(tag: string | null | undefined): MessageLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (MESSAGE_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as MessageLanguage) : 'en';
}

/** What a change records: what happened, to what, who to e-mail, and what the message needs. */
export interface EventInput {
  type: EventType;
  /** The reservation, order or queue entry id. */
  subjectId: string;
  /** The customer's e-mail address; no e-mail is sent when it is empty. */
  email?: string | null;
  /** More e-mail recipients (the tenant's staff, for a staff alert). */
  staffEmails?: readonly string[];
  language?: string | null;
  /** A snapshot of what the message and the webhook carry (JSON-serialisable). */
  data: Record<string, unknown>;
  /**
   * A stable id for events that must happen once whatever runs them (a reminder per booking start,
   * an expiry): a second call with the same id records nothing. Random when absent.
   */
  id?: string;
}

/** A recorded event: its id, its `sequence` (earlier events of the same subject), and whether it is new. */
export interface RecordedEvent {
  eventId: string;
  sequence: number;
  created: boolean;
}

const activeEndpoints = compiledQuery((data: Data, args: { tenantId: string }) =>
  data
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('tenant_id', '=', args.tenantId)
    .where('active', '=', 1)
    .orderBy('id'),
);

const eventsOfSubject = compiledQuery((data: Data, args: { tenantId: string; subjectId: string }) =>
  data
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('sequence'))
    .where('tenant_id', '=', args.tenantId)
    .where('subject_id', '=', args.subjectId),
);

const insertEvent = compiledCommand(
  (
    data: Data,
    args: { tenantId: string; id: string; type: string; subjectId: string; sequence: number; language: string; data: string; at: string },
  ) =>
    data.insertInto('events').values({
      tenant_id: args.tenantId,
      id: args.id,
      type: args.type as EventType,
      subject_id: args.subjectId,
      sequence: args.sequence,
      language: args.language,
      data: args.data,
      created_at: args.at,
    }),
);

const insertDelivery = compiledCommand(
  (data: Data, args: { tenantId: string; eventId: string; channel: string; recipient: string; at: string }) =>
    data
      .insertInto('deliveries')
      .values({
        tenant_id: args.tenantId,
        event_id: args.eventId,
        channel: args.channel as 'email' | 'webhook',
        recipient: args.recipient,
        next_attempt_at: args.at,
        created_at: args.at,
      })
      .onConflict((oc) => oc.doNothing()),
);

async function webhookEndpointsFor(data: Data, tenantId: string, type: EventType): Promise<string[]> {
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) return [];
  const rows = await activeEndpoints(data, { tenantId });
  return rows
    .filter((row) => {
      try {
        const events = JSON.parse(row.events) as unknown;
        return Array.isArray(events) && (events.includes('*') || events.includes(type));
      } catch {
        return false;
      }
    })
    .map((row) => row.id);
}

/**
 * Records an event and its deliveries (the customer's e-mail, the subscribed webhook endpoints) in
 * one transaction; called inside the transaction of the change that causes it, so both happen or
 * neither. Nothing is sent here: the delivery worker sends due rows. Two events of one subject at
 * once (two processes) are numbered one after the other: the second waits for the first's transaction.
 */
export async function recordEvent(data: Data, tenantId: string, input: EventInput, now: Date = new Date()): Promise<RecordedEvent> {
  return inTransaction(data, async (trx): Promise<RecordedEvent> => {
    const eventId = input.id ?? `${input.type}:${input.subjectId}:${randomBytes(6).toString('hex')}`;
    await oneAtATime(trx, 'events', `${tenantId}:${input.subjectId}`);
    // Only a caller-chosen id can have been recorded before; a drawn one is new (a clash would fail the insert).
    const existing =
      input.id === undefined
        ? undefined
        : await trx.selectFrom('events').select('sequence').where('tenant_id', '=', tenantId).where('id', '=', eventId).executeTakeFirst();
    if (existing) return { eventId, sequence: existing.sequence, created: false };
    const [counted] = await eventsOfSubject(trx, { tenantId, subjectId: input.subjectId });
    const sequence = Number(counted?.sequence ?? 0);
    const at = nowIso(now);
    await insertEvent(trx, {
      tenantId,
      id: eventId,
      type: input.type,
      subjectId: input.subjectId,
      sequence,
      language: messageLanguage(input.language),
      data: JSON.stringify(input.data),
      at,
    });
    const email = input.email?.trim();
    const recipients: { channel: 'email' | 'webhook'; recipient: string }[] = [
      ...(email ? [{ channel: 'email' as const, recipient: email.toLowerCase() }] : []),
      ...(input.staffEmails ?? []).map((staff) => ({ channel: 'email' as const, recipient: staff.toLowerCase() })),
      ...(await webhookEndpointsFor(trx, tenantId, input.type)).map((endpointId) => ({
        channel: 'webhook' as const,
        recipient: endpointId,
      })),
    ];
    for (const r of recipients) await insertDelivery(trx, { tenantId, eventId, channel: r.channel, recipient: r.recipient, at });
    return { eventId, sequence, created: true };
  });
}

/** A stored event, as the delivery worker and the tests read it. */
export interface StoredEvent {
  id: string;
  type: EventType;
  subjectId: string;
  sequence: number;
  language: MessageLanguage;
  data: Record<string, unknown>;
  createdAt: string;
}

/** The events of one subject, oldest first. */
export async function eventsOf(data: Data, tenantId: string, subjectId: string): Promise<StoredEvent[]> {
  const rows = await data
    .selectFrom('events')
    .select(['id', 'type', 'subject_id as subjectId', 'sequence', 'language', 'data', 'created_at as createdAt'])
    .where('tenant_id', '=', tenantId)
    .where('subject_id', '=', subjectId)
    .orderBy('created_at')
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    ...row,
    type: row.type as EventType,
    language: row.language as MessageLanguage,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
}
