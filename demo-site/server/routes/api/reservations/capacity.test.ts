import { afterEach, describe, expect, it } from 'vitest';
import { addClosure, addSpecialHours, addTimeOff } from '../../../domain/capacity.ts';
import { body, bookingApp } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

const HARBOR = { org: 'org_harbor' };
const NOW = new Date('2026-03-02T14:00:00Z');
/** A dinner table at Harbor Bistro (16 seats, 90 minutes plus 15 after) on Tuesday 3 March 2026. */
const dinner = (time: string, partySize: number) => ({
  locationId: 'loc_hb_quayside',
  serviceId: 'svc_hb_dinner',
  date: '2026-03-03',
  time,
  partySize,
  customerName: `Party at ${time}`,
  customerEmail: 'guest@example.co.uk',
  customerPhone: '020 7946 0000',
});
/** A cut with Amelia at Harbor Salon, Old Town (her Tuesday and Thursday shifts are 09:00-18:00). */
const cut = (date: string, time: string) => ({
  locationId: 'loc_hb_oldtown',
  serviceId: 'svc_hb_cut',
  attendantId: 'att_hb_amelia',
  date,
  time,
  customerName: 'Ada',
  customerEmail: 'ada@example.co.uk',
  customerPhone: '020 7946 0001',
});
const startsOf = async (query: Record<string, unknown>) =>
  ((await body(await app.post('/slots', query, HARBOR))).slots as { startTime: string; available: boolean }[])
    .filter((s) => s.available)
    .map((s) => s.startTime.slice(11, 16));

describe('capacity by peak', () => {
  it('seats a third party of 8 in a 16-seat room across two parties of 8 that never overlap, and refuses a 17th guest at once', async () => {
    app = bookingApp();
    expect((await app.post('/create', dinner('18:00', 8), HARBOR)).status).toBe(201); // holds 18:00-19:45
    expect((await app.post('/create', dinner('19:45', 8), HARBOR)).status).toBe(201); // holds 19:45-21:30
    const third = await app.post('/create', dinner('18:30', 8), HARBOR); // meets both, 16 at most at once
    expect(third.status).toBe(201);
    const extra = await app.post('/create', dinner('19:00', 1), HARBOR); // 18:00, 18:30 and itself: 17
    expect(extra.status).toBe(409);
    expect((await body(extra)).error.message).toBe('The selected time is no longer available');
    const { slots } = await body(
      await app.post('/slots', { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_dinner', date: '2026-03-03', partySize: 1 }, HARBOR),
    );
    const at = (time: string) => slots.find((s: { startTime: string }) => s.startTime.slice(11, 16) === time);
    expect(at('19:00')).toMatchObject({ available: false, capacity: 0 });
    expect(at('20:45')).toMatchObject({ available: true, capacity: 8 }); // only the 19:45 party is still there
  });

  it('lets the database refuse what the peak rule refuses, even written straight to the table', async () => {
    app = bookingApp();
    const row = (id: string, from: string, to: string, code: string) =>
      app.data
        .insertInto('reservations')
        .values({
          tenant_id: 'org_harbor',
          id,
          location_id: 'loc_hb_quayside',
          service_id: 'svc_hb_dinner',
          start_utc: `2026-03-03T${from}:00.000Z`,
          end_utc: `2026-03-03T${to}:00.000Z`,
          block_start_utc: `2026-03-03T${from}:00.000Z`,
          block_end_utc: `2026-03-03T${to}:00.000Z`,
          party_size: 8,
          customer_name: 'Direct',
          status: 'confirmed',
          confirmation_code: code,
          currency: 'GBP',
          created_at: 'now',
          updated_at: 'now',
        })
        .execute();
    await row('res_a', '18:00', '19:00', 'AAAAAAAA');
    await row('res_b', '19:00', '20:00', 'BBBBBBBB');
    await row('res_c', '18:30', '19:30', 'CCCCCCCC');
    await expect(row('res_d', '18:45', '19:15', 'DDDDDDDD')).rejects.toThrow(/slot_unavailable/);
    await expect(app.data.updateTable('reservations').set({ party_size: 9 }).where('id', '=', 'res_c').execute()).rejects.toThrow(
      /slot_unavailable/,
    );
  });
});

describe('closures, date-specific hours and time off', () => {
  it('a closed day has no slots and refuses a booking; a tenant-wide holiday closes every location', async () => {
    app = bookingApp();
    const query = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', attendantId: 'att_hb_amelia', date: '2026-03-10' };
    expect(await startsOf(query)).toContain('10:00');
    await addClosure(
      app.data,
      'org_harbor',
      { locationId: 'loc_hb_oldtown', startDate: '2026-03-10', endDate: '2026-03-11', reason: 'Refit' },
      NOW,
    );
    expect(await startsOf(query)).toEqual([]);
    const refused = await app.post('/create', cut('2026-03-10', '10:00'), HARBOR);
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.message).toBe('The selected time is no longer available');
    const bistro = { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_dinner', date: '2026-03-10' };
    expect(await startsOf(bistro)).toContain('18:00'); // the bistro stays open
    await addClosure(
      app.data,
      'org_harbor',
      { locationId: null, startDate: '2026-03-10', endDate: '2026-03-10', reason: 'Bank holiday' },
      NOW,
    );
    expect(await startsOf(bistro)).toEqual([]);
    // Northwind's days are its own.
    const northwind = await body(await app.post('/slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03' }));
    expect(northwind.slots.length).toBeGreaterThan(0);
  });

  it('a day with special hours offers only those hours', async () => {
    app = bookingApp();
    await addSpecialHours(app.data, 'org_harbor', { locationId: 'loc_hb_oldtown', date: '2026-03-10', open: '12:00', close: '14:30' }, NOW);
    const query = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', attendantId: 'att_hb_amelia', date: '2026-03-10' };
    expect(await startsOf(query)).toEqual(['12:00', '12:30', '13:00']); // 60 minutes plus 10 after, by 14:30
    expect((await app.post('/create', cut('2026-03-10', '10:00'), HARBOR)).status).toBe(409);
    expect((await app.post('/create', cut('2026-03-10', '12:30'), HARBOR)).status).toBe(201);
    expect(await startsOf({ ...query, date: '2026-03-17' })).toContain('10:00'); // the next Tuesday keeps its hours
  });

  it('an attendant’s time off removes their slots and refuses booking or moving into it', async () => {
    app = bookingApp();
    await addTimeOff(
      app.data,
      'org_harbor',
      { attendantId: 'att_hb_amelia', start: new Date('2026-03-10T09:00:00Z'), end: new Date('2026-03-10T13:00:00Z'), reason: 'Dentist' },
      NOW,
    );
    const query = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', attendantId: 'att_hb_amelia', date: '2026-03-10' };
    expect((await startsOf(query))[0]).toBe('13:00');
    expect((await app.post('/create', cut('2026-03-10', '11:00'), HARBOR)).status).toBe(409);
    const booked = await body(await app.post('/create', cut('2026-03-12', '11:00'), HARBOR));
    const move = await app.post('/update', { reservationId: booked.reservation.id, date: '2026-03-10', time: '11:00' }, HARBOR);
    expect(move.status).toBe(409);
    expect((await app.post('/update', { reservationId: booked.reservation.id, date: '2026-03-10', time: '14:00' }, HARBOR)).status).toBe(
      200,
    );
  });
});
