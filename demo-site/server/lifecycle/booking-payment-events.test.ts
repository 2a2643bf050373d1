// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp } from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from './events.ts';

const apps: ReturnType<typeof paymentApp>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('what a booker is told about paying', () => {
  it('a priced booking is first held until its payment deadline, then confirmed once by its payment', async () => {
    const p = paymentApp();
    apps.push(p);
    const reservation = await p.newReservation('12:00');
    const [created] = await eventsOf(p.data, 'org_northwind', reservation.id);
    expect(created).toMatchObject({ type: 'booking.created', data: { status: 'pending', paid: false } });
    // Booked at 14:00 UTC with the default 15-minute hold.
    expect(created?.data.payBy).toBe('2026-03-02T14:15:00.000Z');

    const intent = await p.post('/api/storefront/payment-intent', {
      email: 'ada@example.com',
      reservationId: reservation.id,
      manageToken: reservation.manageToken,
    });
    expect(intent.status).toBe(201);
    const confirm = { client_secret: intent.body.client_secret, simulate: 'succeeded' };
    await p.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, confirm);
    await p.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, confirm);

    const events = await eventsOf(p.data, 'org_northwind', reservation.id);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.paid']);
    expect(events[1]).toMatchObject({ id: `booking.paid:${reservation.id}`, data: { status: 'confirmed', paid: true, payBy: null } });
    const mail = await p.data
      .selectFrom('deliveries')
      .select('recipient')
      .where('channel', '=', 'email')
      .where('event_id', '=', `booking.paid:${reservation.id}`)
      .orderBy('id')
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual(['ada@example.com']);
  });
});
