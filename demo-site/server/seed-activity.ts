import { DateTime } from 'luxon';
import { inTransaction, type Data } from './database.ts';
import { createReservation } from './domain/reservations.ts';
import { findSlots } from './domain/slots.ts';

/** Made-up visitors for the seeded bookings (names only; the addresses are on example.com). */
const VISITORS = ['Ana Ruiz', 'Ben Carter', 'Chloe Martin', 'Dev Patel', 'Emma Novak', 'Felix Wong', 'Grace Okafor', 'Hugo Laurent'];

/** How many bookings a seeded day gets per location (at most: fewer when the day has fewer free slots). */
const BOOKINGS_PER_DAY = 3;

/**
 * Fills the last `days` days (before today) of every tenant with a few bookings, so the calendar and
 * the reservation lists of a fresh demo show activity. Only past days are used, so the availability of
 * every bookable slot (today onwards) is exactly as the static seed left it. Each booking goes through
 * `createReservation` (the same slot rules and capacity checks as the API), booked as if two days
 * before its day, then marked completed, and the events it recorded are removed so nobody is e-mailed
 * about a made-up visit. Deterministic for a given `now`. Returns how many it made.
 */
export async function seedPastActivity(data: Data, now: Date, days = 21): Promise<number> {
  // Tenants, locations and services in id order, which both engines keep alike (creation order is rowid on
  // SQLite only), so the same days get the same services on SQLite and PostgreSQL.
  const tenants = (await data.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
  let made = 0;
  for (const tenantId of tenants) {
    const locations = await data
      .selectFrom('locations')
      .select(['id', 'time_zone as timeZone'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    const services = (await data.selectFrom('services').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map(
      (s) => s.id,
    );
    if (services.length === 0) continue;
    for (const [locationIndex, location] of locations.entries()) {
      const today = DateTime.fromJSDate(now, { zone: location.timeZone }).startOf('day');
      for (let back = days; back >= 1; back--) {
        const day = today.minus({ days: back });
        if (day.weekday === 7) continue;
        const date = day.toISODate() ?? '';
        const bookedAt = day.minus({ days: 2 }).toJSDate();
        for (let n = 0; n < BOOKINGS_PER_DAY; n++) {
          const serviceId = services[(back + n + locationIndex) % services.length] ?? services[0]!;
          const found = await findSlots(data, tenantId, { locationId: location.id, serviceId, date }, bookedAt);
          if (!found.ok) continue;
          const free = found.slots.filter((slot) => slot.available);
          if (free.length === 0) continue;
          const slot = free[Math.floor(((n + 1) * free.length) / (BOOKINGS_PER_DAY + 1)) % free.length]!;
          const visitor = VISITORS[(back * BOOKINGS_PER_DAY + n) % VISITORS.length]!;
          const result = await createReservation(
            data,
            tenantId,
            {
              locationId: location.id,
              serviceId,
              date,
              time: slot.startTime.slice(11, 16),
              startTime: slot.startTime,
              customerName: visitor,
              customerEmail: `${visitor.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
              customerPhone: '+1 555 0100',
            },
            bookedAt,
          );
          if (!result.ok) continue;
          const id = result.reservation.id;
          await inTransaction(data, async (trx) => {
            await trx
              .updateTable('reservations')
              .set({ status: 'completed' })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
            // Made-up past visitors are never e-mailed: the booking's events (and their deliveries) go with the seed.
            await trx.deleteFrom('events').where('tenant_id', '=', tenantId).where('subject_id', '=', id).execute();
          });
          made += 1;
        }
      }
    }
  }
  return made;
}
