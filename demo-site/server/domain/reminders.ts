import { pickConfigFor, readBookingRules, withOverrides } from '../../../shared/booking/rules.ts';
import type { Db } from '../db.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { bookingEvent } from '../lifecycle/snapshots.ts';
import { parseJson } from './ids.ts';

/** Hours before the start a reminder goes out when the business configuration sets no `reminderHours`. */
export const DEFAULT_REMINDER_HOURS = 24;
/** The longest lead honoured (30 days), so one sweep never reads the whole future. */
const MAX_REMINDER_HOURS = 30 * 24;
/** Most bookings one sweep looks at; the rest wait for the next sweep. */
const REMINDERS_PER_SWEEP = 2000;
const HOUR_MS = 60 * 60 * 1000;

/** The reminder event's id: once per booking and start, so a moved booking is reminded again and a retry never twice. */
export function reminderEventId(reservationId: string, startUtc: string): string {
  return `booking.reminder:${reservationId}:${startUtc}`;
}

/** Reads `reminderHours` from a business configuration: a number from 0 (0: no reminders) to 720, else the default. */
export function reminderHoursOf(config: unknown): number {
  const hours = config && typeof config === 'object' ? (config as Record<string, unknown>).reminderHours : undefined;
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= 0 ? Math.min(hours, MAX_REMINDER_HOURS) : DEFAULT_REMINDER_HOURS;
}

type Candidate = {
  tenantId: string;
  id: string;
  startUtc: string;
  createdAt: string;
  serviceId: string;
  requiresAttendant: number;
  locationPolicy: string;
  servicePolicy: string;
};

/**
 * The reminder lead of a booking: `reminderHours` of the configuration that governs its service, with
 * the location's and the service's policy overrides laid over it (as every other booking policy).
 */
function leadHours(configs: unknown[], booking: Candidate): number {
  const config = pickConfigFor(configs, readBookingRules, { id: booking.serviceId, requiresAttendant: booking.requiresAttendant === 1 });
  return reminderHoursOf(withOverrides(config, parseJson<unknown>(booking.locationPolicy, {}), parseJson<unknown>(booking.servicePolicy, {})));
}

/** The longest reminder lead any configuration, location or service sets: how far ahead one sweep looks. */
function longestLead(configs: unknown[], db: Db): number {
  const overrides = db
    .prepare("SELECT policy FROM locations WHERE policy LIKE '%reminderHours%' UNION ALL SELECT policy FROM services WHERE policy LIKE '%reminderHours%'")
    .pluck()
    .all() as string[];
  return Math.max(DEFAULT_REMINDER_HOURS, ...configs.map(reminderHoursOf), ...overrides.map((text) => reminderHoursOf(parseJson<unknown>(text, {}))));
}

/**
 * Records a `booking.reminder` for every booking that is confirmed (or pending with its payment made),
 * has an e-mail address, has not started, and starts within its reminder lead (`reminderHours` of its
 * business configuration, or of its location's or service's policy). A booking made
 * inside that lead is not reminded (its confirmation has just gone out). The event id names the start,
 * so each start is reminded once however often this runs or how many processes run it; a moved
 * booking is reminded of its new time, and a cancelled one no more. Returns how many were recorded.
 */
export function sendDueReminders(db: Db, now: Date): number {
  const configsByTenant = new Map<string, unknown[]>();
  for (const row of db.prepare('SELECT tenant_id AS tenantId, json FROM business_config ORDER BY rowid').all() as { tenantId: string; json: string }[]) {
    const list = configsByTenant.get(row.tenantId) ?? [];
    list.push(parseJson<unknown>(row.json, {}));
    configsByTenant.set(row.tenantId, list);
  }
  const longest = longestLead([...configsByTenant.values()].flat(), db);
  const candidates = db
    .prepare(
      `SELECT r.tenant_id AS tenantId, r.id, r.start_utc AS startUtc, r.created_at AS createdAt, r.service_id AS serviceId,
         s.requires_attendant AS requiresAttendant, l.policy AS locationPolicy, s.policy AS servicePolicy
       FROM reservations r
       JOIN services s ON s.tenant_id = r.tenant_id AND s.id = r.service_id
       JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id
       WHERE (r.status = 'confirmed' OR (r.status = 'pending' AND r.paid_at IS NOT NULL))
         AND r.customer_email <> '' AND r.start_utc > @now AND r.start_utc <= @horizon
         AND NOT EXISTS (SELECT 1 FROM events e WHERE e.tenant_id = r.tenant_id AND e.id = 'booking.reminder:' || r.id || ':' || r.start_utc)
       ORDER BY r.start_utc LIMIT @limit`,
    )
    .all({ now: now.toISOString(), horizon: new Date(now.getTime() + longest * HOUR_MS).toISOString(), limit: REMINDERS_PER_SWEEP }) as Candidate[];
  let recorded = 0;
  for (const booking of candidates) {
    const lead = leadHours(configsByTenant.get(booking.tenantId) ?? [], booking);
    const remindAt = Date.parse(booking.startUtc) - lead * HOUR_MS;
    if (lead === 0 || now.getTime() < remindAt || Date.parse(booking.createdAt) >= remindAt) continue;
    const created = db.transaction(() => {
      const input = bookingEvent(db, booking.tenantId, booking.id, 'booking.reminder', reminderEventId(booking.id, booking.startUtc));
      return input ? recordEvent(db, booking.tenantId, input, now).created : false;
    })();
    if (created) recorded++;
  }
  return recorded;
}
