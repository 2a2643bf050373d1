import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { nowIso } from '../domain/ids.ts';
import { prepared } from '../statements.ts';

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

function webhookEndpointsFor(db: Db, tenantId: string, type: EventType): string[] {
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) return [];
  const rows = prepared(db, 'SELECT id, events FROM webhook_endpoints WHERE tenant_id = ? AND active = 1 ORDER BY id').all(tenantId) as {
    id: string;
    events: string;
  }[];
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
 * neither. Nothing is sent here: the delivery worker sends due rows.
 */
export function recordEvent(db: Db, tenantId: string, input: EventInput, now: Date = new Date()): RecordedEvent {
  return db.transaction((): RecordedEvent => {
    const eventId = input.id ?? `${input.type}:${input.subjectId}:${randomBytes(6).toString('hex')}`;
    const existing = prepared(db, 'SELECT sequence FROM events WHERE tenant_id = ? AND id = ?').get(tenantId, eventId) as { sequence: number } | undefined;
    if (existing) return { eventId, sequence: existing.sequence, created: false };
    const sequence = prepared(db, 'SELECT count(*) FROM events WHERE tenant_id = ? AND subject_id = ?', 'pluck').get(tenantId, input.subjectId) as number;
    const at = nowIso(now);
    prepared(db, 'INSERT INTO events (tenant_id, id, type, subject_id, sequence, language, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      tenantId,
      eventId,
      input.type,
      input.subjectId,
      sequence,
      messageLanguage(input.language),
      JSON.stringify(input.data),
      at,
    );
    const addDelivery = prepared(
      db,
      'INSERT OR IGNORE INTO deliveries (tenant_id, event_id, channel, recipient, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const email = input.email?.trim();
    if (email) addDelivery.run(tenantId, eventId, 'email', email.toLowerCase(), at, at);
    for (const staff of input.staffEmails ?? []) addDelivery.run(tenantId, eventId, 'email', staff.toLowerCase(), at, at);
    for (const endpointId of webhookEndpointsFor(db, tenantId, input.type)) addDelivery.run(tenantId, eventId, 'webhook', endpointId, at, at);
    return { eventId, sequence, created: true };
  })();
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
export function eventsOf(db: Db, tenantId: string, subjectId: string): StoredEvent[] {
  const rows = prepared(
      db,
      'SELECT id, type, subject_id AS subjectId, sequence, language, data, created_at AS createdAt FROM events WHERE tenant_id = ? AND subject_id = ? ORDER BY created_at, sequence',
    )
    .all(tenantId, subjectId) as (Omit<StoredEvent, 'data'> & { data: string })[];
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
}
