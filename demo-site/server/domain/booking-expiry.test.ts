import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../lifecycle/events.ts';
import { body, bookingApp, changeBusinessConfig, PICKUP } from '../../../test/helpers/server/booking-app.ts';
import { expireUnpaidBookings } from './booking-expiry.ts';
import { confirmPaidReservation } from './reservations.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

// Maya is the only stylist at SoHo on Thursday: one styling session fills 12:00.
const STYLING = { ...PICKUP, serviceId: 'svc_nw_styling', date: '2026-03-05', time: '12:00' };
const START = Date.parse('2026-03-02T14:00:00Z');
const minutesLater = (minutes: number) => new Date(START + minutes * 60_000);

describe('expireUnpaidBookings', () => {
  it('frees the slot of an unpaid booking after the 15-minute hold, once, and tells the customer once', async () => {
    app = bookingApp();
    const first = (await body(await app.post('/create', STYLING, { as: 'visitor' }))).reservation;
    expect(first.status).toBe('pending');
    expect((await app.post('/create', STYLING, { as: 'visitor' })).status).toBe(409);

    expect(await expireUnpaidBookings(app.data, minutesLater(14))).toBe(0);
    expect(await expireUnpaidBookings(app.data, minutesLater(15))).toBe(1);
    expect(await expireUnpaidBookings(app.data, minutesLater(30))).toBe(0);
    expect((await body(await app.get(`?code=${first.id}`))).reservations[0].status).toBe('cancelled');
    const expired = (await eventsOf(app.data, 'org_northwind', first.id)).filter((e) => e.type === 'booking.expired');
    expect(expired.map((e) => e.id)).toEqual([`booking.expired:${first.id}`]);
    const mail = await app.data
      .selectFrom('deliveries')
      .select('recipient')
      .where('event_id', '=', expired[0]?.id ?? '')
      .where('channel', '=', 'email')
      .execute();
    expect(mail.map((delivery) => delivery.recipient)).toEqual(['ada@example.com']);

    app.at(minutesLater(16).toISOString());
    const second = await app.post('/create', { ...STYLING, customerEmail: 'second@example.com' }, { as: 'visitor' });
    expect(second.status).toBe(201);
  });

  it('leaves paid, free and still-held bookings alone', async () => {
    app = bookingApp();
    const paid = (await body(await app.post('/create', STYLING))).reservation;
    await confirmPaidReservation(app.data, 'org_northwind', paid.id, 'pay_1', minutesLater(5));
    const free = (await body(await app.post('/create', PICKUP))).reservation;
    app.at(minutesLater(10).toISOString());
    const held = (await body(await app.post('/create', { ...STYLING, time: '14:00' }))).reservation;
    expect(await expireUnpaidBookings(app.data, minutesLater(20))).toBe(0);
    const statuses = await Promise.all(
      [paid.id, free.id, held.id].map(
        async (id) => (await app.data.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
      ),
    );
    expect(statuses).toEqual(['confirmed', 'confirmed', 'pending']);
  });

  it("uses the configuration's payment hold", async () => {
    app = bookingApp();
    await changeBusinessConfig(app.data, 'org_northwind', { paymentHoldMinutes: 45 }, 'meeting-scheduler');
    await app.post('/create', STYLING);
    expect(await expireUnpaidBookings(app.data, minutesLater(44))).toBe(0);
    expect(await expireUnpaidBookings(app.data, minutesLater(45))).toBe(1);
  });
});
