import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../lifecycle/events.ts';
import { reservationAmountDue } from '../../../domain/reservations.ts';
import { body, bookingApp, changeBusinessConfig, PICKUP } from '../../../../../test/helpers/server/booking-app.ts';

// The reservation clock starts at Monday 2 March 2026, 09:00 in New York (14:00 in London).
let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

/** Books as a visitor; answers the reservation and its manage token. */
async function visitorBooks(change: Record<string, unknown> = {}, org = 'org_northwind') {
  const res = await app.post('/create', { ...PICKUP, ...change }, { as: 'visitor', org });
  expect(res.status).toBe(201);
  const answer = await body(res);
  return {
    ...(answer.reservation as { id: string; startTime: string; endTime: string; status: string }),
    token: answer.manageToken as string,
  };
}
const refusal = async (res: Response) => ({ status: res.status, ...(await body(res)).error });

describe('cancellation and modification cut-offs (24 hours)', () => {
  it('refuses a visitor inside the cut-off and after the start; staff override', async () => {
    app = bookingApp();
    const soon = await visitorBooks({ time: '10:00' }); // Tuesday 10:00: 25 hours ahead
    const later = await visitorBooks({ date: '2026-03-05', time: '10:00' });
    app.at('2026-03-02T16:00:00Z'); // 11:00, 23 hours before `soon`
    expect(await refusal(await app.post('/delete', { reservationId: soon.id, manageToken: soon.token }, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'cancellation_cutoff',
      message:
        'Cancelling online closes 24 hours before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
      reason: 'cancelCutoff_other',
      params: { hours: '24' },
    });
    const move = { reservationId: soon.id, date: '2026-03-06', time: '10:00', manageToken: soon.token };
    expect(await refusal(await app.post('/update', move, { as: 'visitor' }))).toMatchObject({
      status: 409,
      code: 'modification_cutoff',
      message:
        'Changing online closes 24 hours before the appointment, so this reservation keeps its current time. Please speak with our staff for assistance.',
      reason: 'modifyCutoff_other',
      params: { hours: '24' },
    });
    const cancelByStatus = { reservationId: soon.id, status: 'cancelled', manageToken: soon.token };
    expect((await refusal(await app.post('/update', cancelByStatus, { as: 'visitor' }))).code).toBe('cancellation_cutoff');
    // Further ahead, the visitor may still move and cancel.
    const moved = await app.post(
      '/update',
      { reservationId: later.id, date: '2026-03-06', time: '10:00', manageToken: later.token },
      { as: 'visitor' },
    );
    expect(moved.status).toBe(200);
    expect((await app.post('/delete', { reservationId: later.id, manageToken: later.token }, { as: 'visitor' })).status).toBe(200);
    app.at('2026-03-03T15:30:00Z'); // 10:30, after the start
    const started = {
      status: 409,
      code: 'already_started',
      message:
        'This reservation has already started, so it cannot be cancelled or changed online. Please speak with our staff for assistance.',
      reason: 'alreadyStarted',
    };
    expect(await refusal(await app.post('/delete', { reservationId: soon.id, manageToken: soon.token }, { as: 'visitor' }))).toEqual(
      started,
    );
    expect(await refusal(await app.post('/update', move, { as: 'visitor' }))).toEqual(started);
    expect(
      (await app.data.selectFrom('reservations').select('start_utc').where('id', '=', soon.id).executeTakeFirstOrThrow()).start_utc,
    ).toBe('2026-03-03T15:00:00.000Z');
    // Staff (a phone call) may still cancel.
    expect((await app.post('/delete', { reservationId: soon.id })).status).toBe(200);
  });

  it('follows a cut-off the configuration sets (48 hours here)', async () => {
    app = bookingApp();
    await changeBusinessConfig(app.data, 'org_northwind', { cancellationCutoffHours: 48 });
    const booked = await visitorBooks({ date: '2026-03-04', time: '10:00' }); // 49 hours ahead
    app.at('2026-03-02T16:00:00Z'); // 47 hours before
    expect(await refusal(await app.post('/delete', { reservationId: booked.id, manageToken: booked.token }, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'cancellation_cutoff',
      message:
        'Cancelling online closes 48 hours before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
      reason: 'cancelCutoff_other',
      params: { hours: '48' },
    });
  });

  it('refuses a visitor where the business has turned online cancelling or changing off, saying the booking stays as it is', async () => {
    app = bookingApp();
    const booked = await visitorBooks({ date: '2026-03-05', time: '10:00' });
    const setting = (name: string) => changeBusinessConfig(app.data, 'org_northwind', { [name]: false });
    await setting('allowCancellation');
    expect(await refusal(await app.post('/delete', { reservationId: booked.id, manageToken: booked.token }, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'cancellation_closed',
      message: 'This reservation cannot be cancelled online. Please speak with our staff for assistance.',
      reason: 'cancelClosed',
    });
    await setting('allowModification');
    const move = { reservationId: booked.id, date: '2026-03-06', time: '10:00', manageToken: booked.token };
    expect(await refusal(await app.post('/update', move, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'modification_closed',
      message: 'This reservation cannot be changed online, so it keeps its current time. Please speak with our staff for assistance.',
      reason: 'modifyClosed',
    });
    expect(
      (await body(await app.get(`?manageToken=${encodeURIComponent(booked.token)}`, 'org_northwind', 'visitor'))).reservations[0],
    ).toMatchObject({
      status: booked.status,
      startTime: booked.startTime,
    });
  });

  it('still refuses anonymous changes before any policy is looked at', async () => {
    app = bookingApp();
    const booked = await visitorBooks({ date: '2026-03-05' });
    expect((await app.post('/delete', { reservationId: booked.id }, { as: 'visitor' })).status).toBe(401);
    expect((await app.post('/update', { reservationId: booked.id, status: 'checked-in' }, { as: 'visitor' })).status).toBe(401);
  });
});

describe('the governing policy in the reservation answers', () => {
  it("answers a service's override (48 hours) with the booking it governs, on create, lookup, move and check-in, and enforces it", async () => {
    app = bookingApp();
    await app.data
      .updateTable('services')
      .set({ policy: '{"cancellationCutoffHours": 48, "modificationCutoffHours": 48}' })
      .where('id', '=', 'svc_nw_pickup')
      .execute();
    const governing = {
      cancellationCutoffHours: 48,
      modificationCutoffHours: 48,
      checkInEarlyMinutes: 15,
      checkInLateMinutes: 30,
      allowCancellation: true,
      allowModification: true,
      paymentHoldMinutes: 15,
    };
    const created = await body(await app.post('/create', { ...PICKUP, date: '2026-03-05', time: '10:00' }, { as: 'visitor' }));
    expect(created.reservation.policy).toEqual(governing);
    const { id, confirmationCode } = created.reservation;
    const token = encodeURIComponent(created.manageToken);
    const byCode = await body(await app.get(`?code=${confirmationCode}&contact=ada@example.com`, 'org_northwind', 'visitor'));
    expect(byCode.reservations[0].policy).toEqual(governing);
    expect((await body(await app.get(`?manageToken=${token}`, 'org_northwind', 'visitor'))).reservations[0].policy).toEqual(governing);
    // Another service of the same page keeps the configuration's 24 hours.
    const fitting = { ...PICKUP, locationId: 'loc_nw_brooklyn', serviceId: 'svc_nw_fitting', date: '2026-03-05' };
    expect((await body(await app.post('/create', fitting, { as: 'visitor' }))).reservation.policy).toMatchObject({
      cancellationCutoffHours: 24,
      modificationCutoffHours: 24,
    });

    const move = { reservationId: id, date: '2026-03-06', time: '10:00', manageToken: created.manageToken };
    expect((await body(await app.post('/update', move, { as: 'visitor' }))).reservation.policy).toEqual(governing);
    app.at('2026-03-04T15:30:00Z'); // 10:30 on Wednesday, 47.5 hours before the moved booking
    expect(
      (await refusal(await app.post('/delete', { reservationId: id, manageToken: created.manageToken }, { as: 'visitor' }))).message,
    ).toBe(
      'Cancelling online closes 48 hours before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
    );
    app.at('2026-03-06T14:50:00Z'); // 09:50 on Friday, 10 minutes before
    const checkIn = { reservationId: id, status: 'checked-in', manageToken: created.manageToken };
    expect((await body(await app.post('/update', checkIn, { as: 'visitor' }))).reservation).toMatchObject({
      status: 'checked-in',
      policy: governing,
    });
  });

  it('says when cancelling and changing online are turned off', async () => {
    app = bookingApp();
    await app.data.updateTable('locations').set({ policy: '{"allowModification": false}' }).where('id', '=', 'loc_nw_soho').execute();
    const created = await body(await app.post('/create', { ...PICKUP, date: '2026-03-05' }, { as: 'visitor' }));
    expect(created.reservation.policy).toMatchObject({ allowCancellation: true, allowModification: false });
  });
});

describe('self check-in window', () => {
  it('refuses a visitor more than 30 minutes late; staff still check them in', async () => {
    app = bookingApp();
    const booked = await visitorBooks(); // Tuesday 15:00
    const other = await app.post('/create', { ...PICKUP, date: '2026-03-03', time: '13:00' });
    const checkIn = { reservationId: booked.id, status: 'checked-in', manageToken: booked.token };
    app.at('2026-03-03T20:31:00Z'); // 15:31
    expect(await refusal(await app.post('/update', checkIn, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'check_in_refused',
      message: 'Self-check-in closed 30 minutes after your appointment time (3:00 PM). Please speak with our staff for assistance.',
      reason: 'checkInTooLate',
      params: { minutes: '30', time: '3:00 PM' },
    });
    app.at('2026-03-03T20:30:00Z');
    expect((await app.post('/update', checkIn, { as: 'visitor' })).status).toBe(200);
    const staffCheckIn = { reservationId: (await body(other)).reservation.id, status: 'checked-in' };
    app.at('2026-03-03T23:00:00Z'); // 18:00, five hours late
    expect((await app.post('/update', staffCheckIn)).status).toBe(200);
  });
});

describe('notice and advance window from the configuration each page shows', () => {
  it('counter appointments (license page): 24 hours of notice and 90 days ahead', async () => {
    app = bookingApp();
    const counter = { serviceId: 'svc_nw_counter' };
    expect(await refusal(await app.post('/create', { ...PICKUP, ...counter, date: '2026-03-02', time: '15:00' }))).toEqual({
      status: 409,
      code: 'notice_too_short',
      message: 'Reservations must be made at least 24 hours in advance.',
      field: 'time',
      reason: 'noticeTooShort_other',
      params: { hours: '24' },
    });
    expect((await app.post('/create', { ...PICKUP, ...counter, date: '2026-05-20', time: '10:00' })).status).toBe(201);
    expect(await refusal(await app.post('/create', { ...PICKUP, ...counter, date: '2026-06-05', time: '10:00' }))).toMatchObject({
      code: 'too_far_ahead',
      message: 'Reservations can be made up to 90 days in advance.',
      reason: 'tooFarAhead',
      params: { days: '90' },
    });
    const slots = await body(await app.post('/slots', { locationId: 'loc_nw_soho', ...counter, date: '2026-05-20' }));
    expect(slots.slots.some((s: { available: boolean }) => s.available)).toBe(true);
    // The pickup page's service keeps the pickup preset: 2 hours, 7 days.
    expect((await app.post('/create', { ...PICKUP, date: '2026-03-02', time: '12:00' })).status).toBe(201);
    expect((await refusal(await app.post('/create', { ...PICKUP, date: '2026-03-12' }))).message).toBe(
      'Reservations can be made up to 7 days in advance.',
    );
  });

  it('salon: 24 hours of notice', async () => {
    app = bookingApp();
    const cut = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', date: '2026-03-03', time: '10:00' };
    const res = await app.post('/create', { ...PICKUP, ...cut }, { org: 'org_harbor' });
    expect((await refusal(res)).message).toBe('Reservations must be made at least 24 hours in advance.');
  });
});

describe('modes, meal types and the deposit', () => {
  it('refuses a visitor where online booking is not enabled; staff may book', async () => {
    app = bookingApp();
    await changeBusinessConfig(app.data, 'org_northwind', { enabledModes: ['walk-in'] }, 'in-store-pickup');
    expect(await refusal(await app.post('/create', PICKUP, { as: 'visitor' }))).toEqual({
      status: 409,
      code: 'mode_disabled',
      message: 'Online booking is not available here. Please speak with our staff for assistance.',
      reason: 'bookingClosed',
    });
    expect((await app.post('/create', PICKUP)).status).toBe(201);
  });

  it('gives a meal type its duration and refuses an unknown one', async () => {
    app = bookingApp();
    const dinner = { locationId: 'loc_hb_quayside', serviceId: 'svc_hb_dinner', date: '2026-03-04', time: '19:00' };
    const chefs = await visitorBooks({ ...dinner, mealType: 'chefs-table' }, 'org_harbor');
    expect([chefs.startTime, chefs.endTime]).toEqual(['2026-03-04T19:00:00+00:00', '2026-03-04T21:00:00+00:00']);
    const regular = await visitorBooks({ ...dinner, mealType: 'regular-dining' }, 'org_harbor');
    expect(regular.endTime).toBe('2026-03-04T20:30:00+00:00');
    expect(await refusal(await app.post('/create', { ...PICKUP, ...dinner, mealType: 'brunch' }, { org: 'org_harbor' }))).toEqual({
      status: 400,
      code: 'invalid',
      message: 'Please choose one of the meal types offered.',
      field: 'mealType',
      reason: 'mealTypeUnknown',
    });
  });

  it("asks the salon's fixed deposit of 10 for a priced booking", async () => {
    app = bookingApp();
    const cut = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', date: '2026-03-05', time: '10:00' };
    const booked = await visitorBooks(cut, 'org_harbor');
    expect(booked).toMatchObject({ status: 'pending', depositCents: 1000 });
    expect(await reservationAmountDue(app.data, 'org_harbor', booked.id)).toEqual({ amount: 1000, currency: 'GBP' });
    // Northwind's styling session has no deposit: the price with tax is due.
    const styling = await visitorBooks({ serviceId: 'svc_nw_styling', date: '2026-03-05', time: '12:00' });
    expect(await reservationAmountDue(app.data, 'org_northwind', styling.id)).toEqual({
      amount: 4900 + 404,
      currency: 'USD',
    });
  });
});

describe('booking events', () => {
  it('records created, changed and cancelled in the customer’s language, and nothing for a refused write', async () => {
    app = bookingApp();
    const booked = await visitorBooks({ date: '2026-03-05', language: 'es-MX' });
    await app.post('/update', { reservationId: booked.id, date: '2026-03-06', time: '11:00' });
    await app.post('/delete', { reservationId: booked.id });
    const events = await eventsOf(app.data, 'org_northwind', booked.id);
    expect(events.map((e) => [e.type, e.language, e.sequence])).toEqual([
      ['booking.created', 'es', 0],
      ['booking.changed', 'es', 1],
      ['booking.cancelled', 'es', 2],
    ]);
    expect(events[1]?.data).toMatchObject({
      startUtc: '2026-03-06T16:00:00.000Z',
      serviceName: 'In-store pickup',
      tenantName: expect.any(String),
    });
    const eventRows = async () => (await app.data.selectFrom('events').select('id').execute()).length;
    const before = await eventRows();
    expect((await app.post('/create', { ...PICKUP, time: '15:05' })).status).toBe(409);
    expect((await app.post('/update', { reservationId: booked.id, date: '2026-03-06', time: '12:00' })).status).toBe(409);
    expect(await eventRows()).toBe(before);
  });

  it('takes the language from Accept-Language when the body has none', async () => {
    app = bookingApp();
    const res = await app.app.request('/api/reservations/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: 'org_northwind', 'accept-language': 'es-ES,es;q=0.9' },
      body: JSON.stringify(PICKUP),
    });
    const { reservation } = await body(res);
    expect((await eventsOf(app.data, 'org_northwind', reservation.id)).map((e) => e.language)).toEqual(['es']);
  });
});
