import { dataOverSqlite } from '../database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../lifecycle/events.ts';
import { body, bookingApp, PICKUP } from '../routes/api/reservations/testing.ts';
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

    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(14))).toBe(0);
    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(15))).toBe(1);
    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(30))).toBe(0);
    expect((await body(await app.get(`?code=${first.id}`))).reservations[0].status).toBe('cancelled');
    const expired = (await eventsOf(dataOverSqlite(app.db), 'org_northwind', first.id)).filter((e) => e.type === 'booking.expired');
    expect(expired.map((e) => e.id)).toEqual([`booking.expired:${first.id}`]);
    expect(app.db.prepare("SELECT recipient FROM deliveries WHERE event_id = ? AND channel = 'email'").pluck().all(expired[0]?.id)).toEqual(
      ['ada@example.com'],
    );

    app.at(minutesLater(16).toISOString());
    const second = await app.post('/create', { ...STYLING, customerEmail: 'second@example.com' }, { as: 'visitor' });
    expect(second.status).toBe(201);
  });

  it('leaves paid, free and still-held bookings alone', async () => {
    app = bookingApp();
    const paid = (await body(await app.post('/create', STYLING))).reservation;
    await confirmPaidReservation(dataOverSqlite(app.db), 'org_northwind', paid.id, 'pay_1', minutesLater(5));
    const free = (await body(await app.post('/create', PICKUP))).reservation;
    app.at(minutesLater(10).toISOString());
    const held = (await body(await app.post('/create', { ...STYLING, time: '14:00' }))).reservation;
    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(20))).toBe(0);
    const statuses = [paid.id, free.id, held.id].map((id) =>
      app.db.prepare('SELECT status FROM reservations WHERE id = ?').pluck().get(id),
    );
    expect(statuses).toEqual(['confirmed', 'confirmed', 'pending']);
  });

  it("uses the configuration's payment hold", async () => {
    app = bookingApp();
    app.db
      .prepare(
        "UPDATE business_config SET json = json_set(json, '$.paymentHoldMinutes', 45) WHERE tenant_id = 'org_northwind' AND preset = 'meeting-scheduler'",
      )
      .run();
    await app.post('/create', STYLING);
    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(44))).toBe(0);
    expect(await expireUnpaidBookings(dataOverSqlite(app.db), minutesLater(45))).toBe(1);
  });
});
