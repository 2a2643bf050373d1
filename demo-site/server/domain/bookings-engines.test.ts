// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import type { Data } from '../database.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { expireUnpaidBookings } from './booking-expiry.ts';
import { addClosure, listExceptions, removeException } from './capacity.ts';
import { joinQueue, listQueue, notifyNext, updateQueueEntry } from './queue.ts';
import { sendDueReminders } from './reminders.ts';
import {
  cancelReservation,
  confirmPaidReservation,
  createReservation,
  findReservation,
  getReservation,
  isCapacityAbort,
  listReservations,
  modifyReservation,
  type BookingRequest,
} from './reservations.ts';
import { findSlots } from './slots.ts';

const { engines: ENGINES, postgres } = engineDatabases('bookings-engines-');

/** Friday 20 November 2026, 08:00 UTC; the bookings are for Monday the 23rd. */
const NOW = new Date('2026-11-20T08:00:00.000Z');
const DAY = '2026-11-23';
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '17:00' }));

const layer = layersClosedAfterEach();

/**
 * Two tenants with the same ids inside: a location open every day 09:00 to 17:00 (UTC), a free
 * one-place service and a priced one the customer pays for when booking.
 */
async function seed(data: Data): Promise<Data> {
  for (const tenant of ['org_one', 'org_two']) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant, host: `${tenant}.example`, name: `Shop ${tenant}`, time_zone: 'UTC' })
      .execute();
    await data
      .insertInto('locations')
      .values({ tenant_id: tenant, id: 'loc_main', name: 'Main Street', time_zone: 'UTC', hours: JSON.stringify(WEEK) })
      .execute();
    await data.insertInto('service_categories').values({ tenant_id: tenant, id: 'cat_hair', name: 'Hair' }).execute();
    await data
      .insertInto('services')
      .values([
        {
          tenant_id: tenant,
          id: 'svc_cut',
          name: 'Haircut',
          category_id: 'cat_hair',
          duration: 60,
          capacity: 1,
          price_cents: 0,
          location_ids: '["loc_main"]',
        },
        {
          tenant_id: tenant,
          id: 'svc_colour',
          name: 'Colour',
          category_id: 'cat_hair',
          duration: 60,
          capacity: 1,
          price_cents: 5000,
          location_ids: '["loc_main"]',
        },
      ])
      .execute();
    await data
      .insertInto('business_config')
      .values({ tenant_id: tenant, preset: 'hair-salon', json: JSON.stringify({ flow: { skipPayment: false }, paymentHoldMinutes: 15 }) })
      .execute();
  }
  return data;
}

const request = (time: string, extra: Partial<BookingRequest> = {}): BookingRequest => ({
  locationId: 'loc_main',
  serviceId: 'svc_cut',
  date: DAY,
  time,
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+44 20 7946 0100',
  ...extra,
});

async function book(data: Data, time: string, extra: Partial<BookingRequest> = {}, tenant = 'org_one', at = NOW) {
  const result = await createReservation(data, tenant, request(time, extra), at);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.reservation;
}

const freeAt = async (data: Data, tenant: string, time: string) => {
  const found = await findSlots(data, tenant, { locationId: 'loc_main', serviceId: 'svc_cut', date: DAY }, NOW);
  if (!found.ok) throw new Error(found.message);
  return found.slots.some((slot) => slot.startTime.slice(11, 16) === time && slot.available);
};

describe.each(ENGINES)('bookings on %s', (_engine, where) => {
  it('books the one place of a slot once, finds it by code or id in any case, and shows another tenant nothing', async () => {
    const data = await seed(await layer(await where()));
    const booking = await book(data, '10:00');
    expect(booking).toMatchObject({ status: 'confirmed', startTime: `${DAY}T10:00:00+00:00`, endTime: `${DAY}T11:00:00+00:00` });
    expect(await createReservation(data, 'org_one', request('10:00', { customerName: 'Bob' }), NOW)).toMatchObject({
      ok: false,
      status: 409,
      code: 'slot_unavailable',
    });
    expect((await findReservation(data, 'org_one', booking.confirmationCode.toLowerCase()))?.id).toBe(booking.id);
    expect((await getReservation(data, 'org_one', booking.id.toUpperCase()))?.id).toBe(booking.id);
    expect((await listReservations(data, 'org_one', { date: DAY, now: NOW })).map((r) => r.id)).toEqual([booking.id]);
    expect((await eventsOf(data, 'org_one', booking.id)).map((e) => e.type)).toEqual(['booking.created']);

    expect(await getReservation(data, 'org_two', booking.id)).toBeUndefined();
    expect(await findReservation(data, 'org_two', booking.confirmationCode)).toBeUndefined();
    expect(await listReservations(data, 'org_two', { now: NOW })).toEqual([]);
    expect(await freeAt(data, 'org_two', '10:00')).toBe(true);
  });

  it('lists a day in start order, then booking order', async () => {
    const data = await seed(await layer(await where()));
    const second = (n: number) => new Date(NOW.getTime() + n * 1000);
    const late = await book(data, '14:00', {}, 'org_one', second(1));
    const colour = await book(data, '09:00', { serviceId: 'svc_colour' }, 'org_one', second(2));
    const early = await book(data, '09:00', {}, 'org_one', second(3));
    expect((await listReservations(data, 'org_one', { date: DAY, now: NOW })).map((r) => r.id)).toEqual([colour.id, early.id, late.id]);
  });

  it('moves a booking (freeing its old time) and cancels it; another tenant can do neither', async () => {
    const data = await seed(await layer(await where()));
    const booking = await book(data, '10:00');
    expect(await modifyReservation(data, 'org_two', booking.id, { date: DAY, time: '12:00' }, NOW)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await cancelReservation(data, 'org_two', booking.id, NOW)).toMatchObject({ ok: false, status: 404 });

    const moved = await modifyReservation(data, 'org_one', booking.id, { date: DAY, time: '12:00' }, NOW);
    expect(moved).toMatchObject({ ok: true, reservation: { startTime: `${DAY}T12:00:00+00:00` } });
    expect(await freeAt(data, 'org_one', '10:00')).toBe(true);
    expect(await freeAt(data, 'org_one', '12:00')).toBe(false);

    expect(await cancelReservation(data, 'org_one', booking.id, NOW)).toMatchObject({ ok: true, reservation: { status: 'cancelled' } });
    expect(await freeAt(data, 'org_one', '12:00')).toBe(true);
    expect((await eventsOf(data, 'org_one', booking.id)).map((e) => e.type)).toEqual([
      'booking.created',
      'booking.changed',
      'booking.cancelled',
    ]);
  });

  it('recognises the capacity trigger’s refusal of an overbooking written past the check', async () => {
    const data = await seed(await layer(await where()));
    const row = (id: string, code: string) => ({
      tenant_id: 'org_one',
      id,
      location_id: 'loc_main',
      service_id: 'svc_cut',
      start_utc: `${DAY}T15:00:00.000Z`,
      end_utc: `${DAY}T16:00:00.000Z`,
      block_start_utc: `${DAY}T15:00:00.000Z`,
      block_end_utc: `${DAY}T16:00:00.000Z`,
      customer_name: 'x',
      status: 'confirmed',
      confirmation_code: code,
      currency: 'USD',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    await data.insertInto('reservations').values(row('res_first', 'CODE0001')).execute();
    const refused = await data
      .insertInto('reservations')
      .values(row('res_second', 'CODE0002'))
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isCapacityAbort(refused)).toBe(true);
    expect(isCapacityAbort(new Error('UNIQUE constraint failed: reservations.id'))).toBe(false);
  });

  it('closes a day for its own tenant only, and removes only its own closure', async () => {
    const data = await seed(await layer(await where()));
    const id = await addClosure(data, 'org_one', { locationId: null, startDate: DAY, endDate: DAY, reason: 'Holiday' }, NOW);
    expect(await freeAt(data, 'org_one', '10:00')).toBe(false);
    expect(await freeAt(data, 'org_two', '10:00')).toBe(true);
    expect(await listExceptions(data, 'org_one', '2026-11-01')).toEqual([
      { kind: 'closure', id, locationId: null, startDate: DAY, endDate: DAY, reason: 'Holiday' },
    ]);
    expect(await listExceptions(data, 'org_two', '2026-11-01')).toEqual([]);
    expect(await removeException(data, 'org_two', id)).toBe(false);
    expect(await removeException(data, 'org_one', id)).toBe(true);
    expect(await freeAt(data, 'org_one', '10:00')).toBe(true);
  });

  it('releases an unpaid priced booking once its hold has run out, and tells the customer once', async () => {
    const data = await seed(await layer(await where()));
    const unpaid = await book(data, '11:00', { serviceId: 'svc_colour' });
    const other = await book(data, '11:00', { serviceId: 'svc_colour' }, 'org_two');
    expect(unpaid.status).toBe('pending');
    expect(await expireUnpaidBookings(data, new Date(NOW.getTime() + 10 * 60_000))).toBe(0);
    expect(await expireUnpaidBookings(data, new Date(NOW.getTime() + 16 * 60_000))).toBe(2);
    expect(await expireUnpaidBookings(data, new Date(NOW.getTime() + 17 * 60_000))).toBe(0);
    expect((await getReservation(data, 'org_one', unpaid.id))?.status).toBe('cancelled');
    expect((await getReservation(data, 'org_two', other.id))?.status).toBe('cancelled');
    expect((await eventsOf(data, 'org_one', unpaid.id)).map((e) => e.type)).toEqual(['booking.created', 'booking.expired']);
  });

  it('reminds a confirmed booking once, a day before it starts', async () => {
    const data = await seed(await layer(await where()));
    const booking = await book(data, '10:00');
    const dayBefore = new Date(`2026-11-22T11:00:00.000Z`);
    expect(await sendDueReminders(data, dayBefore)).toBe(1);
    expect(await sendDueReminders(data, dayBefore)).toBe(0);
    expect((await eventsOf(data, 'org_one', booking.id)).map((e) => e.type)).toEqual(['booking.created', 'booking.reminder']);
  });

  it('queues walk-ins in joining order, calls the first, and keeps each tenant’s line its own', async () => {
    const data = await seed(await layer(await where()));
    const walkIn = async (name: string, tenant = 'org_one') => {
      const result = await joinQueue(
        data,
        tenant,
        { locationId: 'loc_main', customerName: name, customerPhone: '020 7946 0100', partySize: 1 },
        NOW,
      );
      if (!result.ok) throw new Error(result.message);
      return result.queueEntry;
    };
    const first = await walkIn('Sam');
    const second = await walkIn('Kim');
    await walkIn('Lee', 'org_two');
    expect([first.position, second.position]).toEqual([1, 2]);
    expect(await updateQueueEntry(data, 'org_two', first.id, { status: 'seated' }, NOW)).toMatchObject({ ok: false, status: 404 });

    const called = await notifyNext(data, 'org_one', 'loc_main', NOW);
    expect(called).toMatchObject({ ok: true, nextEntry: { id: first.id, status: 'notified' } });
    expect((await eventsOf(data, 'org_one', first.id)).map((e) => e.type)).toEqual(['queue.called']);
    expect((await eventsOf(data, 'org_one', second.id)).map((e) => e.type)).toEqual(['queue.next']);
    const line = await listQueue(data, 'org_one', { now: NOW });
    expect(Array.isArray(line) && line.map((e) => [e.customerName, e.position])).toEqual([
      ['Sam', 0],
      ['Kim', 1],
    ]);
    const theirs = await listQueue(data, 'org_two', { now: NOW });
    expect(Array.isArray(theirs) && theirs.map((e) => e.customerName)).toEqual(['Lee']);
  });
});

describe('bookings over two processes on one PostgreSQL', () => {
  it('gives the last place of a slot to exactly one of many bookings sent at once through two pools', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createReservation(i % 2 ? one : two, 'org_one', request('13:00', { customerName: `Guest ${i}` }), NOW),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array.from({ length: 11 }, () => 'slot_unavailable'));
    expect(await listReservations(one, 'org_one', { date: DAY, now: NOW })).toHaveLength(1);
  });

  it('gives walk-ins joining one line at once through two pools distinct consecutive positions', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const joined = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        joinQueue(
          i % 2 ? one : two,
          'org_one',
          { locationId: 'loc_main', customerName: `Guest ${i}`, customerPhone: '020 7946 0100', partySize: 1 },
          NOW,
        ),
      ),
    );
    const positions = joined.map((r) => (r.ok ? r.queueEntry.position : -1));
    expect([...positions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const line = await listQueue(one, 'org_one', { now: NOW });
    const byId = new Map(joined.map((r) => (r.ok ? [r.queueEntry.id, r.queueEntry.position] : ['', -1])));
    expect(Array.isArray(line) && line.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Array.isArray(line) && line.every((e) => byId.get(e.id) === e.position)).toBe(true);
  });

  it('calls two different walk-ins when two staff call the next one at once through two pools', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    for (const name of ['Sam', 'Kim', 'Lee', 'Ana']) {
      await joinQueue(one, 'org_one', { locationId: 'loc_main', customerName: name, customerPhone: '020 7946 0100', partySize: 1 }, NOW);
    }
    const calls = await Promise.all([0, 1, 2, 3].map((i) => notifyNext(i % 2 ? one : two, 'org_one', 'loc_main', NOW)));
    const called = calls.map((c) => (c.ok && c.nextEntry ? c.nextEntry.customerName : ''));
    expect([...called].sort()).toEqual(['Ana', 'Kim', 'Lee', 'Sam']);
  });

  it('lets either a payment or the expiry of its hold win a booking, never both, when they land at once', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const bookings = [];
    for (const time of times) bookings.push(await book(one, time, { serviceId: 'svc_colour' }));
    const expiredAt = new Date(NOW.getTime() + 20 * 60_000);
    const [payments, expired] = await Promise.all([
      Promise.all(bookings.map((b, i) => confirmPaidReservation(one, 'org_one', b.id, `pay_${i}`, expiredAt))),
      expireUnpaidBookings(two, expiredAt),
    ]);
    const paid = payments.filter((p) => p.ok).length;
    expect(paid + expired).toBe(times.length);
    for (const [i, booking] of bookings.entries()) {
      const types = (await eventsOf(one, 'org_one', booking.id)).map((e) => e.type);
      const status = (await getReservation(one, 'org_one', booking.id))?.status;
      if (payments[i]?.ok) {
        expect([status, types]).toEqual(['confirmed', ['booking.created', 'booking.paid']]);
      } else {
        expect(payments[i]).toMatchObject({ ok: false, code: 'not_payable' });
        expect([status, types]).toEqual(['cancelled', ['booking.created', 'booking.expired']]);
      }
    }
  });
});
