import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { reservationSchema } from '../../../../../shared/api/schemas.ts';
import { body, bookingApp, PICKUP, setCapacity } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

/** A fitting at Northwind Brooklyn with room for one booking at a time (10:00 on the test day). */
async function oneSpotFitting() {
  await setCapacity(app.data, 'svc_nw_fitting', 1);
  return { ...PICKUP, locationId: 'loc_nw_brooklyn', serviceId: 'svc_nw_fitting', time: '10:00' };
}

describe('POST /api/reservations/create', () => {
  it('books a free service as confirmed, with the server’s price and a unique code', async () => {
    app = bookingApp();
    const res = await app.post('/create', { ...PICKUP, notes: '  Order 1042 ', partySize: 2, price: 1 });
    expect(res.status).toBe(201);
    const { reservation } = await body(res);
    expect(v.parse(reservationSchema, reservation)).toMatchObject({
      locationId: 'loc_nw_soho',
      serviceId: 'svc_nw_pickup',
      attendantId: null,
      startTime: '2026-03-03T15:00:00-05:00',
      endTime: '2026-03-03T15:15:00-05:00',
      status: 'confirmed',
      notes: 'Order 1042',
      partySize: 2,
      price: 0,
      checkInTime: null,
      createdAt: '2026-03-02T14:00:00.000Z',
    });
    expect(reservation.confirmationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const second = await body(await app.post('/create', PICKUP));
    expect(second.reservation.confirmationCode).not.toBe(reservation.confirmationCode);
  });

  it('books a priced service as pending when the payment step is on, picking a free attendant for No Preference', async () => {
    app = bookingApp();
    const styling = { ...PICKUP, serviceId: 'svc_nw_styling', date: '2026-03-05', time: '12:00' };
    const { reservation } = await body(await app.post('/create', styling));
    expect(reservation).toMatchObject({ status: 'pending', price: 4900, attendantId: 'att_nw_maya' });
    // Maya is the only stylist at SoHo on Thursday: the same time is now gone.
    const again = await app.post('/create', styling);
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({
      error: { code: 'slot_unavailable', message: 'The selected time is no longer available', reason: 'slotUnavailable' },
    });
  });

  it('books a priced dish as confirmed where the configuration skips payment (harbor bistro)', async () => {
    app = bookingApp();
    const tasting = {
      locationId: 'loc_hb_quayside',
      serviceId: 'svc_hb_tasting',
      date: '2026-03-04',
      time: '19:00',
      customerName: 'H',
      customerEmail: 'h@example.co.uk',
      customerPhone: '020',
    };
    const { reservation } = await body(await app.post('/create', tasting, { org: 'org_harbor' }));
    expect(reservation).toMatchObject({ status: 'confirmed', price: 6500, startTime: '2026-03-04T19:00:00+00:00' });
  });

  it('answers 409 for a time outside the slots (off the grid, closed)', async () => {
    app = bookingApp();
    for (const change of [{ time: '15:05' }, { time: '21:00' }]) {
      const res = await app.post('/create', { ...PICKUP, ...change });
      expect(res.status).toBe(409);
      expect((await body(res)).error.message).toBe('The selected time is no longer available');
    }
  });

  it.each([
    [{ customerName: '  ' }, 'customerName', 'Name is required'],
    [{ customerName: undefined }, 'customerName', 'Name is required'],
    [{ customerEmail: '' }, 'customerEmail', 'Email is required'],
    [{ customerEmail: 'ada at example.com' }, 'customerEmail', 'Email is invalid'],
    [{ customerPhone: '' }, 'customerPhone', 'Phone is required'],
    [{ partySize: 0 }, 'partySize', 'Please enter a valid party size between 1 and 20'],
    [{ time: '3pm' }, 'time', 'time: must be a time HH:mm'],
    [{ serviceId: undefined }, 'serviceId', 'serviceId: is required'],
    [{ startTime: 'tomorrow' }, 'startTime', 'startTime: must be an ISO-8601 time with offset'],
  ])('rejects %j with 400 naming %s', async (change, field, message) => {
    app = bookingApp();
    const res = await app.post('/create', { ...PICKUP, ...change });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ error: { code: 'invalid', message, field } });
  });

  it('is idempotent: a retry with the same key returns the first reservation and books once', async () => {
    app = bookingApp();
    const first = await app.post('/create', PICKUP, { key: 'k-1' });
    const retry = await app.post('/create', PICKUP, { key: 'k-1' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await body(retry)).reservation.id).toBe((await body(first)).reservation.id);
    expect(await app.data.selectFrom('reservations').select('id').execute()).toHaveLength(1);
    expect((await app.post('/create', { ...PICKUP, time: '16:00' }, { key: 'k-1' })).status).toBe(422);
  });

  it('keeps a refusal under its key: the repeat replays the 409 and books nothing, even once the spot is free again', async () => {
    app = bookingApp();
    const fitting = await oneSpotFitting();
    const taken = await body(await app.post('/create', fitting, { key: 'first' }));
    const refused = await app.post('/create', { ...fitting, customerName: 'Late' }, { key: 'late' });
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.code).toBe('slot_unavailable');
    expect((await app.post('/delete', { reservationId: taken.reservation.id })).status).toBe(200);
    const repeat = await app.post('/create', { ...fitting, customerName: 'Late' }, { key: 'late' });
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    const late = await app.data.selectFrom('reservations').select('id').where('customer_name', '=', 'Late').execute();
    expect(late).toEqual([]);
  });

  it('takes the later instant of a repeated hour only when asked by startTime', async () => {
    app = bookingApp('2026-10-30T12:00:00Z');
    // Open a Sunday night slot across the New York fall-back for this test.
    await app.data
      .updateTable('locations')
      .set({ hours: JSON.stringify([{ day: 'sunday', open: '00:00', close: '04:00' }]) })
      .where('tenant_id', '=', 'org_northwind')
      .where('id', '=', 'loc_nw_soho')
      .execute();
    const early = await body(await app.post('/create', { ...PICKUP, date: '2026-11-01', time: '01:30' }));
    expect(early.reservation.startTime).toBe('2026-11-01T01:30:00-04:00');
    const late = await body(
      await app.post('/create', { ...PICKUP, date: '2026-11-01', time: '01:30', startTime: '2026-11-01T01:30:00-05:00' }),
    );
    expect(late.reservation.startTime).toBe('2026-11-01T01:30:00-05:00');
  });
});

describe('the last spot under 50 concurrent requests', () => {
  it('gives exactly one 201 and 49 clear 409 conflicts', async () => {
    app = bookingApp();
    const fitting = await oneSpotFitting();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.post('/create', { ...fitting, customerName: `Shopper ${i}` }, { key: `race-${i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const conflicts = await Promise.all(answers.filter((r) => r.status === 409).map(body));
    for (const conflict of conflicts)
      expect(conflict.error).toEqual({ code: 'slot_unavailable', message: 'The selected time is no longer available', reason: 'slotUnavailable' });
    const held = await app.data
      .selectFrom('reservations')
      .select('id')
      .where('tenant_id', '=', 'org_northwind')
      .where('service_id', '=', 'svc_nw_fitting')
      .where('status', '<>', 'cancelled')
      .execute();
    expect(held).toHaveLength(1);
    const { slots } = await body(
      await app.post('/slots', { locationId: 'loc_nw_brooklyn', serviceId: 'svc_nw_fitting', date: '2026-03-03' }),
    );
    expect(slots[0]).toMatchObject({ startTime: '2026-03-03T10:00:00-05:00', available: false, capacity: 0 });
  });
});
