// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { NW_ORDER_TOTAL, paymentApp } from '../../../test/helpers/server/payment-app.ts';
import { appAuthorization } from '../../../test/helpers/server/test-app.ts';
import { race, racerScript } from '../../../test/helpers/server/process-race.ts';
import { refundsOf } from './refunds.ts';
import { SimStore } from './sim-store.ts';

const app = paymentApp();
afterAll(() => app.close());

describe('refunding the remainder of a payment from separate server processes at once', () => {
  it('refunds it once through the card provider: one process refunds, the other three are told nothing is left', async () => {
    const order = await app.newOrder();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'succeeded',
    });
    const partial = await app.post(
      `/api/storefront/order/${order.id}/refund`,
      { amount: 500 },
      { headers: { authorization: appAuthorization(app.config) } },
    );
    expect(partial.status).toBe(201);

    const fixture = racerScript('refund');
    const results = await race(fixture, app.config.dataDir, 4, (goFile) => [
      app.config.dataDir,
      goFile,
      order.id,
      ...(app.databaseUrl ? [app.databaseUrl] : []),
    ]);
    expect(results.sort()).toEqual(['nothing_to_refund', 'nothing_to_refund', 'nothing_to_refund', 'succeeded']);
    expect((await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id })).map((r) => [r.amount, r.status])).toEqual([
      [500, 'succeeded'],
      [NW_ORDER_TOTAL - 500, 'succeeded'],
    ]);
    expect((await new SimStore<{ refundedCents?: number }>(app.data, 'stripe').get(intent.body.paymentIntentId))?.data.refundedCents).toBe(
      NW_ORDER_TOTAL,
    );
    expect((await app.orderState(order.id))?.status).toBe('refunded');
  }, 60_000);
});
