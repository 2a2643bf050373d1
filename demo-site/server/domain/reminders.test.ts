// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Data } from '../database.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { changeBusinessConfig, setPolicy } from '../../../test/helpers/server/booking-app.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { reminderEventId, reminderHoursOf, sendDueReminders } from './reminders.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();

let test: ReturnType<typeof makeTestApp>;
let data: Data;
let serial = 0;

beforeEach(async () => {
  test = makeTestApp();
  data = test.data;
  await data.deleteFrom('reservations').execute();
});
afterEach(() => test.close());

interface Booking {
  tenant?: string;
  startsIn: number;
  status?: string;
  bookedHoursAgo?: number;
  paid?: boolean;
  email?: string;
}

/** Stores a 30-minute booking of the tenant's first service at its first location, `startsIn` hours from NOW. */
async function book({
  tenant = 'org_northwind',
  startsIn,
  status = 'confirmed',
  bookedHoursAgo = 72,
  paid = false,
  email = 'ada@example.com',
}: Booking): Promise<string> {
  const id = `res_reminder_${++serial}`;
  const location = await firstId('locations', tenant);
  const service = await firstId('services', tenant);
  const start = at(startsIn);
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  await data
    .insertInto('reservations')
    .values({
      tenant_id: tenant,
      id,
      location_id: location,
      service_id: service,
      start_utc: start,
      end_utc: end,
      block_start_utc: start,
      block_end_utc: end,
      customer_name: 'Ada Lovelace',
      customer_email: email,
      status,
      confirmation_code: `REMIND${String(serial).padStart(4, '0')}`,
      currency: 'USD',
      paid_at: paid ? at(-bookedHoursAgo) : null,
      created_at: at(-bookedHoursAgo),
      updated_at: at(-bookedHoursAgo),
    })
    .execute();
  return id;
}

/** The id of a tenant's first location or service by id. */
async function firstId(table: 'locations' | 'services', tenant: string): Promise<string> {
  const row = await data.selectFrom(table).select('id').where('tenant_id', '=', tenant).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.id;
}

const reminders = async (id: string, tenant = 'org_northwind') =>
  (await eventsOf(data, tenant, id)).filter((e) => e.type === 'booking.reminder');

describe('booking reminders', () => {
  it('reminds a confirmed booking once, within 24 hours of its start, with an e-mail to the customer', async () => {
    const id = await book({ startsIn: 23 });
    expect(await sendDueReminders(data, NOW)).toBe(1);
    expect(await sendDueReminders(data, new Date(NOW.getTime() + HOUR))).toBe(0);
    const [event] = await reminders(id);
    expect(await reminders(id)).toHaveLength(1);
    expect(event?.id).toBe(reminderEventId(id, at(23)));
    expect(event?.data).toMatchObject({ kind: 'booking', reservationId: id, startUtc: at(23), customerName: 'Ada Lovelace' });
    const delivery = await data
      .selectFrom('deliveries')
      .select('recipient')
      .where('event_id', '=', event?.id ?? '')
      .where('channel', '=', 'email')
      .executeTakeFirst();
    expect(delivery?.recipient).toBe('ada@example.com');
  });

  it('waits until the booking is inside the lead, and never reminds one that has started', async () => {
    const later = await book({ startsIn: 25 });
    const started = await book({ startsIn: -0.25 });
    expect(await sendDueReminders(data, NOW)).toBe(0);
    expect(await sendDueReminders(data, new Date(NOW.getTime() + 1.5 * HOUR))).toBe(1);
    expect(await reminders(later)).toHaveLength(1);
    expect(await reminders(started)).toHaveLength(0);
  });

  it('reminds no cancelled or unpaid booking, nor one without an e-mail address; a paid pending one is reminded', async () => {
    const cancelled = await book({ startsIn: 5, status: 'cancelled' });
    const unpaid = await book({ startsIn: 6, status: 'pending' });
    const noEmail = await book({ startsIn: 7, email: '' });
    const paid = await book({ startsIn: 8, status: 'pending', paid: true });
    expect(await sendDueReminders(data, NOW)).toBe(1);
    expect(await Promise.all([cancelled, unpaid, noEmail].map(async (id) => (await reminders(id)).length))).toEqual([0, 0, 0]);
    expect(await reminders(paid)).toHaveLength(1);
  });

  it('reminds a moved booking again for its new time', async () => {
    const id = await book({ startsIn: 20 });
    expect(await sendDueReminders(data, NOW)).toBe(1);
    const moved = at(22);
    await data
      .updateTable('reservations')
      .set({ start_utc: moved, end_utc: at(22.5), block_start_utc: moved, block_end_utc: at(22.5) })
      .where('id', '=', id)
      .execute();
    expect(await sendDueReminders(data, NOW)).toBe(1);
    expect((await reminders(id)).map((e) => e.data.startUtc)).toEqual([at(20), moved]);
    expect((await reminders(id))[1]?.sequence).toBe(1);
  });

  it("follows the tenant's reminderHours, and sends none when it is 0", async () => {
    await changeBusinessConfig(data, 'org_harbor', { reminderHours: 2 });
    const harborSoon = await book({ tenant: 'org_harbor', startsIn: 1.5 });
    const harborLater = await book({ tenant: 'org_harbor', startsIn: 5 });
    const northwind = await book({ startsIn: 5.5 });
    expect(await sendDueReminders(data, NOW)).toBe(2);
    expect(await reminders(harborSoon, 'org_harbor')).toHaveLength(1);
    expect(await reminders(harborLater, 'org_harbor')).toHaveLength(0);
    expect(await reminders(northwind)).toHaveLength(1);

    await changeBusinessConfig(data, 'org_northwind', { reminderHours: 0 });
    await book({ startsIn: 1 });
    expect(await sendDueReminders(data, NOW)).toBe(0);
  });

  it("follows a location's or a service's own reminderHours over the configuration's", async () => {
    const service = await firstId('services', 'org_northwind');
    await setPolicy(data, 'services', service, { reminderHours: 48 });
    const twoDaysOut = await book({ startsIn: 40, bookedHoursAgo: 240 });
    expect(await sendDueReminders(data, NOW)).toBe(1);
    expect(await reminders(twoDaysOut)).toHaveLength(1);

    const location = await firstId('locations', 'org_harbor');
    await setPolicy(data, 'locations', location, { reminderHours: 1 });
    const harbor = await book({ tenant: 'org_harbor', startsIn: 3 });
    expect(await sendDueReminders(data, NOW)).toBe(0);
    expect(await sendDueReminders(data, new Date(NOW.getTime() + 2.5 * HOUR))).toBe(1);
    expect(await reminders(harbor, 'org_harbor')).toHaveLength(1);
  });

  it('does not remind a booking made inside the lead (its confirmation has just gone out)', async () => {
    const lastMinute = await book({ startsIn: 3, bookedHoursAgo: 1 });
    expect(await sendDueReminders(data, NOW)).toBe(0);
    expect(await reminders(lastMinute)).toHaveLength(0);
  });

  it('reads reminderHours as a number of hours, falling back to 24', async () => {
    expect(reminderHoursOf({ reminderHours: 48 })).toBe(48);
    expect(reminderHoursOf({ reminderHours: 0 })).toBe(0);
    expect(reminderHoursOf({ reminderHours: -1 })).toBe(24);
    expect(reminderHoursOf({ reminderHours: '12' })).toBe(24);
    expect(reminderHoursOf({})).toBe(24);
    expect(reminderHoursOf({ reminderHours: 10_000 })).toBe(720);
  });
});
