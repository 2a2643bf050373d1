import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionsSchema, reservationSchema, slotSchema, type Slot } from '../../../../../shared/api/schemas.ts';
import { body, bookingApp, PICKUP } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

describe('GET /api/reservations/definitions', () => {
  it('maps the tables to the contract: numeric weekdays, zone, cents, active attendants only', async () => {
    app = bookingApp();
    const res = await app.get('/definitions', 'org_harbor');
    expect(res.status).toBe(200);
    const parsed = v.parse(definitionsSchema, await body(res));
    const { locations, services, attendants } = parsed.data[0]!.data;
    expect(parsed.data[0]!.id).toBe('org_harbor');
    expect(locations.find((l) => l.id === 'loc_hb_marina')).toMatchObject({
      timeZone: 'Europe/London',
      hours: [2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '18:00' })),
      coordinates: { lat: 51.5085, lng: -0.0671 },
    });
    expect(services.find((s) => s.id === 'svc_hb_cut')).toMatchObject({ price: 5500, duration: 60, requiresAttendant: true, capacity: 1 });
    expect(attendants.map((a) => a.id)).not.toContain('att_hb_tom'); // on leave
    expect(attendants.every((a) => !('schedule' in a))).toBe(true);
  });

  it('answers a rating only where one was given: the demo attendants are not rated, so no stars show', async () => {
    app = bookingApp();
    const { attendants } = v.parse(definitionsSchema, await body(await app.get('/definitions', 'org_northwind'))).data[0]!.data;
    expect(attendants.length).toBeGreaterThan(0);
    expect(attendants.map((a) => a.rating)).toEqual(attendants.map(() => null));
    await app.data.updateTable('attendants').set({ rating: 4.6 }).where('tenant_id', '=', 'org_northwind').execute();
    const rated = v.parse(definitionsSchema, await body(await app.get('/definitions', 'org_northwind'))).data[0]!.data.attendants;
    expect(rated.map((a) => a.rating)).toEqual(rated.map(() => 4.6));
  });
});

describe('POST /api/reservations/slots', () => {
  it('lists the day in the location zone from the rules of the governing configuration', async () => {
    app = bookingApp();
    const res = await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03' });
    expect(res.status).toBe(200);
    const { slots } = v.parse(v.object({ slots: v.array(slotSchema) }), await body(res));
    // Tuesday 10:00-20:00, 15-minute pickups every 15 minutes: 40 slots, 4 spots each.
    expect(slots).toHaveLength(40);
    expect(slots[0]).toEqual({
      startTime: '2026-03-03T10:00:00-05:00',
      endTime: '2026-03-03T10:15:00-05:00',
      available: true,
      locationId: 'loc_nw_soho',
      capacity: 4,
    });
    expect(slots.at(-1)?.startTime).toBe('2026-03-03T19:45:00-05:00');
  });

  it('applies the minimum notice (2 hours for pickup) and the advance window (7 days)', async () => {
    app = bookingApp('2026-03-03T16:00:00Z'); // 11:00 in New York
    const { slots } = await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03' }));
    expect(slots[0].startTime).toBe('2026-03-03T13:00:00-05:00');
    expect(
      (await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-10' }))).slots,
    ).toHaveLength(40);
    expect(
      (await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-11' }))).slots,
    ).toEqual([]);
  });

  it("gives the restaurant's slots the chosen meal's length, read from the configuration, to any visitor", async () => {
    app = bookingApp();
    const dinner = { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_dinner', date: '2026-03-04' };
    const minutes = (slot: { startTime: string; endTime: string }) => (Date.parse(slot.endTime) - Date.parse(slot.startTime)) / 60_000;
    const ask = async (extra: Record<string, unknown>) =>
      (await body(await app.post('/slots', { ...dinner, ...extra }, { org: 'org_harbor', as: 'visitor' }))).slots as Slot[];
    const chefs = await ask({ mealType: 'chefs-table' });
    const regular = await ask({ mealType: 'regular-dining' });
    expect(new Set(chefs.map(minutes))).toEqual(new Set([120]));
    expect(new Set(regular.map(minutes))).toEqual(new Set([90]));
    // A longer meal must end by closing time, so its last start is half an hour earlier.
    expect(Date.parse(regular.at(-1)!.startTime) - Date.parse(chefs.at(-1)!.startTime)).toBe(30 * 60_000);
    // The booking keeps its meal type, so moving it later asks for slots of the same length.
    const made = await body(
      await app.post('/create', { ...PICKUP, ...dinner, time: '19:00', mealType: 'chefs-table' }, { org: 'org_harbor', as: 'visitor' }),
    );
    const found = await body(await app.get(`?code=${made.reservation.confirmationCode}`, 'org_harbor'));
    expect(found.reservations[0]).toMatchObject({ mealType: 'chefs-table', endTime: '2026-03-04T21:00:00+00:00' });
    // A length sent by the browser is not a field: the slots stay the meal's.
    expect(new Set((await ask({ mealType: 'chefs-table', durationMinutes: 15 })).map(minutes))).toEqual(new Set([120]));
  });

  it('refuses a meal type the configuration does not offer, also on the other tenant', async () => {
    app = bookingApp();
    const dinner = { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_dinner', date: '2026-03-04' };
    const refused = {
      error: { code: 'invalid', message: 'Please choose one of the meal types offered.', field: 'mealType', reason: 'mealTypeUnknown' },
    };
    const brunch = await app.post('/slots', { ...dinner, mealType: 'brunch' }, { org: 'org_harbor', as: 'visitor' });
    expect(brunch.status).toBe(400);
    expect(await body(brunch)).toEqual(refused);
    const check = await app.post(
      '/slots',
      { ...dinner, mealType: 'brunch', check: true, startTime: '2026-03-04T19:00:00+00:00' },
      { org: 'org_harbor' },
    );
    expect(check.status).toBe(400);
    const northwind = await app.post('/slots', {
      locationId: 'loc_nw_soho',
      serviceId: 'svc_nw_pickup',
      date: '2026-03-03',
      mealType: 'chefs-table',
    });
    expect(northwind.status).toBe(400);
    expect(await body(northwind)).toEqual(refused);
  });

  it('writes the new offset after the DST change (8 March 2026 in New York)', async () => {
    app = bookingApp();
    const { slots } = await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-08' }));
    expect(slots[0].startTime).toBe('2026-03-08T11:00:00-04:00');
  });

  it("uses an attendant's shifts and only their bookings; No Preference pools everyone who can serve", async () => {
    app = bookingApp();
    const maya = await body(
      await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_styling', attendantId: 'att_nw_maya', date: '2026-03-05' }),
    );
    // Thursday: Maya works 12:00-20:00; a 60-minute session plus 15 minutes buffer fits until 18:45.
    expect(maya.slots[0].startTime).toBe('2026-03-05T12:00:00-05:00');
    expect(maya.slots.at(-1).startTime).toBe('2026-03-05T18:45:00-05:00');
    const anyone = await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_styling', date: '2026-03-08' }));
    expect(anyone.slots[0].startTime).toBe('2026-03-08T11:00:00-04:00'); // Sunday: Priya at SoHo
    const wrong = await app.post('/slots', {
      locationId: 'loc_nw_soho',
      serviceId: 'svc_nw_styling',
      attendantId: 'att_nw_jordan',
      date: '2026-03-05',
    });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).error.field).toBe('attendantId');
  });

  it('answers an availability check', async () => {
    app = bookingApp();
    const check = (startTime: string) =>
      app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03', check: true, startTime });
    expect(await body(await check('2026-03-03T15:00:00-05:00'))).toEqual({ available: true });
    expect(await body(await check('2026-03-03T20:00:00Z'))).toEqual({ available: true }); // the same instant
    expect(await body(await check('2026-03-03T15:05:00-05:00'))).toEqual({ available: false });
    const missing = await app.post('/slots', { locationId: 'loc_nw_soho', date: '2026-03-03', check: true });
    expect((await body(missing)).error).toMatchObject({ code: 'invalid', field: 'startTime' });
  });

  it.each([
    [{ serviceId: 'svc_nw_pickup', date: '2026-03-03' }, 'locationId', 400],
    [{ locationId: 'loc_nw_soho', date: '2026-02-30' }, 'date', 400],
    [{ locationId: 'loc_nw_soho', date: '2026-03-03', partySize: 21 }, 'partySize', 400],
    [{ locationId: 'loc_nw_soho', date: '2026-03-03', partySize: 1.5 }, 'partySize', 400],
    [{ locationId: 'loc_nope', date: '2026-03-03' }, 'locationId', 404],
    [{ locationId: 'loc_nw_soho', serviceId: 'svc_nope', date: '2026-03-03' }, 'serviceId', 404],
    [{ locationId: 'loc_nw_soho', serviceId: 'svc_nw_fitting', date: '2026-03-03' }, 'serviceId', 400],
  ])('rejects %j naming %s', async (input, field, status) => {
    app = bookingApp();
    const res = await app.post('/slots', input);
    expect(res.status).toBe(status);
    expect((await body(res)).error.field).toBe(field);
  });

  it('shows a booking, a cancellation and the clock in the very next answer, each tenant its own day', async () => {
    app = bookingApp();
    const at1500 = (answer: { slots: Slot[] }) => answer.slots.find((s) => s.startTime === '2026-03-03T15:00:00-05:00');
    const query = { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03' };
    expect(at1500(await body(await app.post('/slots', query)))).toMatchObject({ capacity: 4, available: true });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await body(await app.post('/create', { ...PICKUP, customerEmail: `p${i}@example.com` }))).reservation.id);
    // The clock has not moved: only the bookings can have changed the answer.
    expect(at1500(await body(await app.post('/slots', query)))).toMatchObject({ available: false });
    await app.data
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', ids[0] ?? '')
      .execute();
    expect(at1500(await body(await app.post('/slots', query)))).toMatchObject({ available: true });
    // Harbor's own location is unknown to Northwind's answers, whatever was asked before.
    const harbor = await app.post('/slots', query, { org: 'org_harbor' });
    expect(harbor.status).toBe(404);
    // 15:00 New York is 20:00 UTC; within the 2-hour notice it is no longer offered, without any write.
    app.at('2026-03-03T18:30:00Z');
    const late = (await body(await app.post('/slots', query))) as { slots: Slot[] };
    expect(late.slots.length).toBeGreaterThan(0);
    expect(at1500(late)?.available ?? false).toBe(false);
  });

  it('rejects a body that is not JSON', async () => {
    app = bookingApp();
    const res = await app.post('/slots', '{oops');
    expect(res.status).toBe(400);
    expect((await body(res)).error).toEqual({ code: 'invalid', message: 'body: must be a JSON object', field: 'body' });
  });
});

describe('GET /api/reservations', () => {
  it('lists a location’s reservations of a local day and finds one by code or id in any case', async () => {
    app = bookingApp();
    const { reservation } = await body(await app.post('/create', PICKUP));
    await app.post('/create', { ...PICKUP, date: '2026-03-04' });
    const day = await body(await app.get('?locationId=loc_nw_soho&date=2026-03-03'));
    expect(day.reservations.map((r: { id: string }) => r.id)).toEqual([reservation.id]);
    expect(v.parse(reservationSchema, day.reservations[0]).startTime).toBe('2026-03-03T15:00:00-05:00');
    expect((await body(await app.get('?locationId=loc_nw_soho'))).reservations).toHaveLength(2);
    for (const text of [reservation.confirmationCode.toLowerCase(), reservation.id.toUpperCase()]) {
      const found = await body(await app.get(`?code=${encodeURIComponent(` ${text} `)}`));
      expect(found.reservations.map((r: { id: string }) => r.id)).toEqual([reservation.id]);
    }
  });

  it('answers the specified messages for an empty or unknown code, and 404 for an unknown location', async () => {
    app = bookingApp();
    expect((await body(await app.get('?code=%20'))).error).toMatchObject({ message: 'Please enter a confirmation code', field: 'code' });
    const none = await app.get('?code=ZZZZZZZZ');
    expect(none.status).toBe(404);
    expect((await body(none)).error.message).toBe('No reservation found with this confirmation code');
    expect((await app.get('?locationId=loc_nope&date=2026-03-03')).status).toBe(404);
    expect((await app.get('?date=03/03/2026')).status).toBe(400);
    expect((await app.get('?type=line')).status).toBe(400);
  });

  it('keeps tenants apart: harbor’s reservation is not found as northwind', async () => {
    app = bookingApp();
    const lunch = {
      locationId: 'loc_hb_quayside',
      serviceId: 'svc_hb_lunch',
      date: '2026-03-03',
      time: '13:00',
      customerName: 'H',
      customerEmail: 'h@example.co.uk',
      customerPhone: '020',
    };
    const created = await app.post('/create', lunch, { org: 'org_harbor' });
    expect(created.status).toBe(201);
    const { reservation } = await body(created);
    expect(reservation.startTime).toBe('2026-03-03T13:00:00+00:00');
    expect((await app.get(`?code=${reservation.confirmationCode}`, 'org_harbor')).status).toBe(200);
    expect((await app.get(`?code=${reservation.confirmationCode}`)).status).toBe(404);
    expect((await app.get(`?code=${reservation.id}`)).status).toBe(404);
    expect((await body(await app.get('?locationId=loc_hb_quayside&date=2026-03-03'))).error.field).toBe('locationId');
  });
});
