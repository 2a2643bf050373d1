import type { Data } from '../database.ts';

/**
 * Reservations (`r`) joined with their location (`l`), their service (`s`) and, when one is
 * assigned, their attendant (`a`), each matched within the reservation's own tenant: the base of
 * every read that shows a booking with its names (the calendar, the booking events' snapshots).
 */
export function reservationsWithPlaces(data: Data) {
  return data
    .selectFrom('reservations as r')
    .innerJoin('locations as l', (join) => join.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.location_id'))
    .innerJoin('services as s', (join) => join.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.id', '=', 'r.service_id'))
    .leftJoin('attendants as a', (join) => join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.attendant_id'));
}
