// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { HB_ORDER_TOTAL, NW_ORDER_TOTAL, paymentApp, TENANTS, type PaymentApp, type TestOrg } from '../../../test/helpers/server/payment-app.ts';
import { createOrder } from '../domain/order-create.ts';
import { confirmPaidReservation } from '../domain/reservations.ts';
import { renderEventMessage } from '../notify/render.ts';
import { tenantOf } from '../notify/site-links.ts';
import { refundsOf } from '../payments/refunds.ts';
import { setPolicy } from '../../../test/helpers/server/booking-app.ts';
import { appAuthorization } from '../../../test/helpers/server/test-app.ts';
import { eventsOf, type EventType, type StoredEvent } from './events.ts';
import { orderEvent } from './snapshots.ts';

let app: PaymentApp;
afterEach(() => app.close());

/** The e-mail of a subject's last event of `type`, as the delivery worker writes it. */
async function mailOf(org: string, subjectId: string, type: EventType): Promise<{ event: StoredEvent; text: string }> {
  const event = (await eventsOf(app.data, org, subjectId)).findLast((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event`);
  return {
    event,
    text: (await renderEventMessage(app.config, app.data, await tenantOf(app.data, org), event, 'ada@example.com')).text,
  };
}

/** A visitor's Harbor salon booking (Cut and blow-dry, £55.00 with VAT inside; the salon takes a £10 deposit). */
async function harborCut(language = 'en') {
  const made = await app.post(
    '/api/reservations/create',
    {
      locationId: 'loc_hb_oldtown',
      serviceId: 'svc_hb_cut',
      date: '2026-03-05',
      time: '10:00',
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      customerPhone: '+44 20 7946 0000',
      language,
    },
    { org: 'org_harbor' },
  );
  expect(made.status).toBe(201);
  return { id: made.body.reservation.id as string, manageToken: made.body.manageToken as string };
}

async function payHarbor(booking: { id: string; manageToken: string }) {
  const intent = await app.post(
    '/api/storefront/payment-intent',
    { email: 'ada@example.com', reservationId: booking.id, manageToken: booking.manageToken },
    { org: 'org_harbor' },
  );
  await app.post(
    `/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`,
    { client_secret: intent.body.client_secret, simulate: 'succeeded' },
    { org: 'org_harbor' },
  );
  return intent.body.amount as number;
}

describe('booking e-mails say the amount the server charges', () => {
  it('Northwind: the price with its 8.25 % tax, to pay then paid, in English and Spanish', async () => {
    app = paymentApp();
    const booking = await app.newReservation();
    const created = await mailOf('org_northwind', booking.id, 'booking.created');
    expect(created.event.data.payment).toEqual({
      amountCents: 5304,
      deposit: false,
      totalCents: 5304,
      taxCents: 404,
      taxIncluded: false,
      taxLabel: 'Sales tax',
    });
    expect(created.text).toMatch(/Price: +\$53\.04, to pay \(includes \$4\.04 tax\)/);
    expect(created.text).not.toContain('$49.00');
    await app.data.updateTable('events').set({ language: 'es' }).execute();
    expect((await mailOf('org_northwind', booking.id, 'booking.created')).text).toMatch(
      /Precio: +53,04\sUS\$, pendiente de pago \(incluye 4,04\sUS\$ de impuestos\)/,
    );
    expect((await app.payReservationByCard(booking)).amount).toBe(5304);
    expect((await mailOf('org_northwind', booking.id, 'booking.paid')).text).toMatch(/Price: +\$53\.04, paid \(includes \$4\.04 tax\)/);
  });

  it('Harbor salon: the £10 deposit, to pay then paid, in English and Spanish', async () => {
    app = paymentApp();
    const booking = await harborCut();
    const created = await mailOf('org_harbor', booking.id, 'booking.created');
    expect(created.event.data.payment).toMatchObject({
      amountCents: 1000,
      deposit: true,
      totalCents: 5500,
      taxIncluded: true,
      taxLabel: 'VAT',
    });
    expect(created.text).toMatch(/Deposit: +£10\.00, to pay/);
    expect(created.text).not.toContain('£55.00');
    expect(await payHarbor(booking)).toBe(1000);
    expect((await mailOf('org_harbor', booking.id, 'booking.paid')).text).toMatch(/Deposit: +£10\.00, paid\n/);
    await app.data.updateTable('events').set({ language: 'es' }).execute();
    expect((await mailOf('org_harbor', booking.id, 'booking.paid')).text).toMatch(/Depósito: +10,00\sGBP, pagado/);
  });

  it('Harbor without a deposit: the whole price, saying the VAT inside it', async () => {
    app = paymentApp();
    await setPolicy(app.data, 'services', 'svc_hb_cut', { depositCents: 0 }, 'org_harbor');
    const booking = await harborCut();
    const created = await mailOf('org_harbor', booking.id, 'booking.created');
    expect(created.text).toMatch(/Price: +£55\.00, to pay \(includes £9\.17 VAT\)/);
    await app.data.updateTable('events').set({ language: 'es' }).execute();
    expect((await mailOf('org_harbor', booking.id, 'booking.created')).text).toMatch(
      /Precio: +55,00\sGBP, pendiente de pago \(incluye 9,17\sGBP de IVA\)/,
    );
  });
});

describe('the cancelled e-mail and the refund', () => {
  it('a paid booking cancelled within the policy says what is refunded and where, recorded with the cancellation', async () => {
    app = paymentApp();
    const booking = await app.newReservation();
    await app.payReservationByCard(booking);
    const res = await app.post('/api/reservations/delete', { reservationId: booking.id, manageToken: booking.manageToken });
    expect(res.status).toBe(200);
    expect((await refundsOf(app.data, 'org_northwind', { type: 'reservation', id: booking.id })).map((r) => [r.status, r.amount])).toEqual([
      ['succeeded', 5304],
    ]);
    const cancelled = await mailOf('org_northwind', booking.id, 'booking.cancelled');
    expect(cancelled.event.data.refund).toEqual({ amountCents: 5304, currency: 'USD', to: 'original' });
    expect(cancelled.text).toContain('We are refunding $53.04 to your original payment method. It can take 5–10 business days to appear.');
    expect(cancelled.text).not.toMatch(/paid|to pay/);
    await app.data.updateTable('events').set({ language: 'es' }).execute();
    expect((await mailOf('org_northwind', booking.id, 'booking.cancelled')).text).toMatch(
      /Te estamos reembolsando 53,04\sUS\$ en tu método de pago original\. Puede tardar entre 5 y 10 días hábiles en aparecer\./,
    );
  });

  it('a Harbor deposit is refunded as the deposit', async () => {
    app = paymentApp();
    const booking = await harborCut('es');
    await payHarbor(booking);
    await app.post('/api/reservations/delete', { reservationId: booking.id, manageToken: booking.manageToken }, { org: 'org_harbor' });
    expect((await mailOf('org_harbor', booking.id, 'booking.cancelled')).text).toMatch(
      /Te estamos reembolsando 10,00\sGBP en tu método de pago original/,
    );
  });

  it('an unpaid booking, or a paid one staff cancel with no payment here to refund, claims no refund and no payment', async () => {
    app = paymentApp();
    const unpaid = await app.newReservation('14:00');
    await app.post('/api/reservations/delete', { reservationId: unpaid.id, manageToken: unpaid.manageToken });
    const plain = await mailOf('org_northwind', unpaid.id, 'booking.cancelled');
    expect(plain.event.data.refund).toBeNull();
    expect(plain.text).not.toMatch(/refund|paid|to pay/i);

    // Paid at the desk: confirmed as paid, but no payment of ours holds the money.
    const desk = await app.newReservation('15:00');
    expect((await confirmPaidReservation(app.data, 'org_northwind', desk.id, 'desk:cash')).ok).toBe(true);
    const staff = { authorization: appAuthorization(app.config) };
    expect((await app.post('/api/reservations/delete', { reservationId: desk.id }, { headers: staff })).status).toBe(200);
    const cancelled = await mailOf('org_northwind', desk.id, 'booking.cancelled');
    expect(cancelled.event.data.refund).toBeNull();
    expect(cancelled.text).not.toMatch(/refund|paid|to pay/i);
  });
});

describe('order e-mails total as the checkout does', () => {
  /** The order.paid snapshot of a one-item order shipped in the tenant's home country (the data its webhook carries) and its e-mail in `language`. */
  async function paidOrder(org: TestOrg, language: 'en' | 'es') {
    const home =
      org === 'org_harbor'
        ? { firstName: 'Ada', lastName: 'L', address: '1 Quay St', city: 'London', state: '', zip: 'E1 6AN', country: 'GB' }
        : { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' };
    const made = await createOrder(
      app.data,
      TENANTS[org],
      {
        customerInfo: { email: 'ada@example.com' },
        shippingAddress: home,
        items: [{ sku: TENANTS[org].sku, quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      },
      null,
    );
    if (!made.ok) throw new Error(made.message);
    const order = made.order;
    const input = await orderEvent(app.data, org, order.id, 'order.paid');
    if (!input) throw new Error('no order');
    const event: StoredEvent = {
      id: 'evt_1',
      type: 'order.paid',
      subjectId: order.id,
      sequence: 0,
      language,
      data: input.data,
      createdAt: '2026-03-02T14:00:00.000Z',
    };
    return {
      data: input.data,
      text: (await renderEventMessage(app.config, app.data, await tenantOf(app.data, org), event, 'ada@example.com')).text,
    };
  }

  it('Harbor (VAT included): no tax added, the total adds up, and the VAT inside it is said after it', async () => {
    app = paymentApp();
    const en = await paidOrder('org_harbor', 'en');
    expect(en.data).toMatchObject({
      subtotalCents: 2500,
      shippingCents: 395,
      taxCents: 483,
      taxIncluded: true,
      taxLabel: 'VAT',
      totalCents: HB_ORDER_TOTAL,
    });
    expect(en.text).toMatch(/Subtotal: +£25\.00\nShipping: +£3\.95\nTotal: +£28\.95\nIncludes VAT: +£4\.83\n/);
    expect(en.text).not.toMatch(/^Tax:/m);
    const es = (await paidOrder('org_harbor', 'es')).text;
    expect(es).toMatch(/Total: +28,95\sGBP\nIVA incluido: +4,83\sGBP\n/);
    expect(es).not.toContain('Impuestos');
  });

  it('Northwind (tax added): the tax is a row of the sum, in English and Spanish', async () => {
    app = paymentApp();
    const en = await paidOrder('org_northwind', 'en');
    expect(en.data).toMatchObject({ taxCents: 76, taxIncluded: false, taxLabel: 'Sales tax', totalCents: NW_ORDER_TOTAL });
    expect(en.text).toMatch(/Shipping: +\$10\.00\nTax: +\$0\.76\nTotal: +\$29\.76\n/);
    expect(en.text).not.toContain('Includes');
    expect((await paidOrder('org_northwind', 'es')).text).toMatch(/Impuestos: +0,76\sUS\$\nTotal: +29,76\sUS\$\n/);
  });
});
