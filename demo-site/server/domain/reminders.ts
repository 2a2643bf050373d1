import { pickConfigFor, readBookingRules, withOverrides } from '../../../shared/booking/rules.ts';
import { sql } from 'kysely';
import { inTransaction, type Data } from '../database.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { bookingEvent } from '../lifecycle/snapshots.ts';
import { parseJson } from './ids.ts';
import { creationOrder } from './slots.ts';

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
  return reminderHoursOf(
    withOverrides(config, parseJson<unknown>(booking.locationPolicy, {}), parseJson<unknown>(booking.servicePolicy, {})),
  );
}

/** The longest reminder lead any configuration, location or service sets: how far ahead one sweep looks. */
async function longestLead(configs: unknown[], data: Data): Promise<number> {
  const locations = await data.selectFrom('locations').select('policy').where('policy', 'like', '%reminderHours%').execute();
  const services = await data.selectFrom('services').select('policy').where('policy', 'like', '%reminderHours%').execute();
  const overrides = [...locations, ...services].map((row) => row.policy);
  return Math.max(
    DEFAULT_REMINDER_HOURS,
    ...configs.map(reminderHoursOf),
    ...overrides.map((text) => reminderHoursOf(parseJson<unknown>(text, {}))),
  );
}

/**
 * Records a `booking.reminder` for every booking that is confirmed (or pending with its payment made),
 * has an e-mail address, has not started, and starts within its reminder lead (`reminderHours` of its
 * business configuration, or of its location's or service's policy). A booking made
 * inside that lead is not reminded (its confirmation has just gone out). The event id names the start,
 * so each start is reminded once however often this runs or how many processes run it; a moved
 * booking is reminded of its new time, and a cancelled one no more. Returns how many were recorded.
 */
export async function sendDueReminders(data: Data, now: Date): Promise<number> {
  const configsByTenant = new Map<string, unknown[]>();
  const configRows = await data
    .selectFrom('business_config')
    .select(['tenant_id as tenantId', 'json'])
    .orderBy('tenant_id')
    .orderBy(creationOrder(data, 'preset'))
    .execute();
  for (const row of configRows) {
    const list = configsByTenant.get(row.tenantId) ?? [];
    list.push(parseJson<unknown>(row.json, {}));
    configsByTenant.set(row.tenantId, list);
  }
  const longest = await longestLead([...configsByTenant.values()].flat(), data);
  const candidates: Candidate[] = await data
    .selectFrom('reservations as r')
    .innerJoin('services as s', (join) => join.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.id', '=', 'r.service_id'))
    .innerJoin('locations as l', (join) => join.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.location_id'))
    .select([
      'r.tenant_id as tenantId',
      'r.id',
      'r.start_utc as startUtc',
      'r.created_at as createdAt',
      'r.service_id as serviceId',
      's.requires_attendant as requiresAttendant',
      'l.policy as locationPolicy',
      's.policy as servicePolicy',
    ])
    .where((eb) => eb.or([eb('r.status', '=', 'confirmed'), eb.and([eb('r.status', '=', 'pending'), eb('r.paid_at', 'is not', null)])]))
    .where('r.customer_email', '<>', '')
    .where('r.start_utc', '>', now.toISOString())
    .where('r.start_utc', '<=', new Date(now.getTime() + longest * HOUR_MS).toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('events as e')
            .select('e.id')
            .whereRef('e.tenant_id', '=', 'r.tenant_id')
            .where('e.id', '=', sql<string>`'booking.reminder:' || r.id || ':' || r.start_utc`),
        ),
      ),
    )
    .orderBy('r.start_utc')
    .orderBy('r.tenant_id')
    .orderBy('r.id')
    .limit(REMINDERS_PER_SWEEP)
    .execute();
  let recorded = 0;
  for (const booking of candidates) {
    const lead = leadHours(configsByTenant.get(booking.tenantId) ?? [], booking);
    const remindAt = Date.parse(booking.startUtc) - lead * HOUR_MS;
    if (lead === 0 || now.getTime() < remindAt || Date.parse(booking.createdAt) >= remindAt) continue;
    const created = await inTransaction(data, async (trx) => {
      const input = await bookingEvent(
        trx,
        booking.tenantId,
        booking.id,
        'booking.reminder',
        reminderEventId(booking.id, booking.startUtc),
      );
      return input ? (await recordEvent(trx, booking.tenantId, input, now)).created : false;
    });
    if (created) recorded++;
  }
  return recorded;
}
