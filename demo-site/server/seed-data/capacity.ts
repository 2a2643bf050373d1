import { DateTime } from 'luxon';
import { inTransaction, type Data } from '../database.ts';
import { addClosure, addTimeOff } from '../domain/capacity.ts';
import { insertInChunks } from './chunks.ts';

/** When the static closures were written (their `created_at`), so seeding stays deterministic. */
const SEEDED_AT = new Date('2026-01-01T00:00:00Z');

/** Public holidays every location of a tenant closes for (local dates). */
const HOLIDAYS: Record<string, { id: string; date: string; reason: string }[]> = {
  org_northwind: [
    { id: 'clo_nw_christmas', date: '2026-12-25', reason: 'Christmas Day' },
    { id: 'clo_nw_new_year', date: '2027-01-01', reason: "New Year's Day" },
  ],
  org_harbor: [
    { id: 'clo_hb_christmas', date: '2026-12-25', reason: 'Christmas Day' },
    { id: 'clo_hb_boxing_day', date: '2026-12-26', reason: 'Boxing Day' },
    { id: 'clo_hb_new_year', date: '2027-01-01', reason: "New Year's Day" },
  ],
};

/** How many walk-ins a location serves at once, where it is not its attendants on duty (the bistro's tables). */
const QUEUE_SERVERS: Record<string, Record<string, number>> = {
  org_harbor: { loc_hb_quayside: 10 },
};

/** Seeds a tenant's public holidays and walk-in servers (call inside the seeding transaction: `trx`). */
export async function insertCapacitySeed(trx: Data, tenantId: string): Promise<void> {
  await insertInChunks(
    (HOLIDAYS[tenantId] ?? []).map((holiday) => ({
      tenant_id: tenantId,
      id: holiday.id,
      location_id: null,
      start_date: holiday.date,
      end_date: holiday.date,
      reason: holiday.reason,
      created_at: SEEDED_AT.toISOString(),
    })),
    (rows) => trx.insertInto('location_closures').values(rows).execute(),
  );
  for (const [locationId, count] of Object.entries(QUEUE_SERVERS[tenantId] ?? {}))
    await trx
      .updateTable('locations')
      .set({ queue_servers: count })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', locationId)
      .execute();
}

/**
 * The demo's closures a few days ahead of `now`, so a fresh demo shows them: Harbor Salon, Old Town
 * shut for a staff training day in 9 days, and Oliver Brooks (barber) away for the whole of the 6th
 * day ahead. Only for a freshly seeded demo database; returns how many rows it added.
 */
export async function seedUpcomingClosures(data: Data, now: Date): Promise<number> {
  const zone = 'Europe/London';
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const training = today.plus({ days: 9 }).toISODate() ?? '';
  const away = today.plus({ days: 6 });
  return inTransaction(data, async (trx) => {
    await addClosure(
      trx,
      'org_harbor',
      { id: 'clo_hb_training', locationId: 'loc_hb_oldtown', startDate: training, endDate: training, reason: 'Staff training' },
      now,
    );
    await addTimeOff(
      trx,
      'org_harbor',
      {
        id: 'off_hb_oliver',
        attendantId: 'att_hb_oliver',
        start: away.toJSDate(),
        end: away.plus({ days: 1 }).toJSDate(),
        reason: 'Day off',
      },
      now,
    );
    return 2;
  });
}
