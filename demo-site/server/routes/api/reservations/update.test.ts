import { afterEach, describe, expect, it } from 'vitest';
import { confirmPaidReservation } from '../../../domain/reservations.ts';
import { body, bookingApp, PICKUP, setCapacity } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

async function book(change: Record<string, unknown> = {}, org = 'org_northwind') {
  const res = await app.post('/create', { ...PICKUP, ...change }, { org });
  expect(res.status).toBe(201);
  return (await body(res)).reservation as { id: string; confirmationCode: string; status: string };
}
const setStatus = (reservationId: string, status: string, org?: string) => app.post('/update', { reservationId, status }, { org });

describe('self check-in through POST /update (today only, from 15 minutes before the start), 15:00 pickup on 3 March in New York', () => {
  it('refuses another day with the date in the message', async () => {
    app = bookingApp();
    const { id } = await book();
    const res = await setStatus(id, 'checked-in');
    expect(res.status).toBe(409);
    expect((await body(res)).error).toEqual({
      code: 'check_in_refused',
      message: "This reservation is for March 3, 2026. Self-check-in is only available for today's reservations.",
      reason: 'checkInOtherDay',
      params: { date: 'March 3, 2026' },
    });
  });

  it('refuses more than 15 minutes early, then checks in and records the time, then says already checked in', async () => {
    app = bookingApp();
    const { id } = await book();
    app.at('2026-03-03T19:44:00Z'); // 14:44 local
    expect((await body(await setStatus(id, 'checked-in'))).error).toMatchObject({
      message: 'Check-in is available starting 15 minutes before your appointment time (3:00 PM).',
      reason: 'checkInTooEarly',
      params: { time: '3:00 PM' },
    });
    app.at('2026-03-03T19:45:00Z');
    const ok = await setStatus(id, 'checked-in');
    expect(ok.status).toBe(200);
    expect((await body(ok)).reservation).toMatchObject({ status: 'checked-in', checkInTime: '2026-03-03T19:45:00.000Z' });
    expect((await body(await setStatus(id, 'checked-in'))).error).toMatchObject({
      message: 'You have already checked in for this reservation.',
      reason: 'alreadyCheckedIn',
    });
    // Checked-in reservations can no longer be moved.
    expect((await app.post('/update', { reservationId: id, date: '2026-03-04', time: '10:00' })).status).toBe(409);
  });

  it('answers the cancelled, no-show and pending cases', async () => {
    app = bookingApp();
    const cancelled = await book();
    const noShow = await book({ time: '15:15' });
    const pending = await book({ serviceId: 'svc_nw_styling', date: '2026-03-03', time: '15:00' });
    await app.post('/delete', { reservationId: cancelled.id });
    expect((await setStatus(noShow.id, 'no-show')).status).toBe(200);
    app.at('2026-03-03T20:00:00Z');
    expect((await body(await setStatus(cancelled.id, 'checked-in'))).error.message).toBe('This reservation has been cancelled.');
    expect((await body(await setStatus(noShow.id, 'checked-in'))).error.message).toBe(
      'This reservation is marked as no-show. Please speak with our staff for assistance.',
    );
    expect((await body(await setStatus(pending.id, 'checked-in'))).error.message).toMatch(/^Only confirmed reservations can be checked in/);
  });
});

describe('status changes', () => {
  it('never confirms an unpaid reservation from the public API; a verified payment does', async () => {
    app = bookingApp();
    const { id, status } = await book({ serviceId: 'svc_nw_styling', date: '2026-03-05', time: '12:00' });
    expect(status).toBe('pending');
    const refused = await setStatus(id, 'confirmed');
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.code).toBe('payment_required');
    expect(await confirmPaidReservation(app.data, 'org_northwind', id, 'pay_123', new Date('2026-03-02T14:05:00Z'))).toMatchObject({
      ok: true,
      reservation: { status: 'confirmed' },
    });
    expect((await body(await setStatus(id, 'confirmed'))).reservation.status).toBe('confirmed');
  });

  it('refuses impossible transitions and unknown statuses', async () => {
    app = bookingApp();
    const { id } = await book();
    expect((await setStatus(id, 'pending')).status).toBe(409);
    expect((await body(await setStatus(id, 'done'))).error).toMatchObject({ code: 'invalid', field: 'status' });
    expect((await setStatus(id, 'completed')).status).toBe(200);
    const cancel = await app.post('/delete', { reservationId: id });
    expect(cancel.status).toBe(409);
    expect((await body(cancel)).error.message).toBe('A completed reservation can no longer be cancelled.');
  });
});

describe('moving a reservation', () => {
  it('moves to a free time and frees the old one; refuses a full time and a cancelled booking', async () => {
    app = bookingApp();
    await setCapacity(app.data, 'svc_nw_pickup', 1);
    const a = await book();
    const b = await book({ time: '16:00' });
    const moved = await app.post('/update', { reservationId: a.id, date: '2026-03-04', time: '11:30' });
    expect(moved.status).toBe(200);
    expect((await body(moved)).reservation).toMatchObject({ startTime: '2026-03-04T11:30:00-05:00', endTime: '2026-03-04T11:45:00-05:00' });
    expect((await app.post('/create', PICKUP)).status).toBe(201); // 15:00 on the 3rd is free again
    const full = await app.post('/update', { reservationId: b.id, date: '2026-03-04', time: '11:30' });
    expect(full.status).toBe(409);
    expect((await body(full)).error.message).toBe('The selected time is no longer available');
    // Moving onto its own time is fine (it does not count itself).
    expect((await app.post('/update', { reservationId: b.id, date: '2026-03-03', time: '16:00' })).status).toBe(200);
    await app.post('/delete', { reservationId: b.id });
    expect((await body(await app.post('/update', { reservationId: b.id, date: '2026-03-05', time: '10:00' }))).error.code).toBe(
      'not_modifiable',
    );
  });

  it('validates the move', async () => {
    app = bookingApp();
    const { id } = await book();
    expect((await body(await app.post('/update', { reservationId: id, date: '2026-03-04' }))).error.field).toBe('time');
    expect((await body(await app.post('/update', { date: '2026-03-04', time: '10:00' }))).error.field).toBe('reservationId');
  });
});

describe('cancelling and tenant isolation', () => {
  it('cancels (a repeat is fine) and 404s unknown ids', async () => {
    app = bookingApp();
    const { id } = await book();
    // Nothing was paid, so nothing is refunded.
    expect(await body(await app.post('/delete', { reservationId: id }))).toEqual({ ok: true, refund: 'none' });
    expect(await body(await app.post('/delete', { reservationId: id }))).toEqual({ ok: true, refund: 'none' });
    expect((await body(await app.get(`?code=${id}`))).reservations[0].status).toBe('cancelled');
    expect((await app.post('/delete', { reservationId: 'res_nope' })).status).toBe(404);
    expect((await app.post('/delete', {})).status).toBe(400);
  });

  it("cannot read, change or cancel another organisation's reservation", async () => {
    app = bookingApp();
    const lunch = { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_lunch', date: '2026-03-03', time: '13:00' };
    const harbor = await book(lunch, 'org_harbor');
    expect((await app.post('/delete', { reservationId: harbor.id })).status).toBe(404);
    expect((await setStatus(harbor.id, 'cancelled')).status).toBe(404);
    expect((await app.post('/update', { reservationId: harbor.id, date: '2026-03-04', time: '13:00' })).status).toBe(404);
    expect((await body(await app.get(`?code=${harbor.confirmationCode}`, 'org_harbor'))).reservations[0].status).toBe('confirmed');
  });
});
