import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { offeredPolicies } from '../../../domain/booking-policy.ts';
import { findOrderByPaymentIntent } from '../../../domain/orders.ts';
import { refParam } from '../payments/schemas.ts';
import { fail, validate } from '../validation.ts';

/**
 * What a page shell in front of this platform reads to render pages that the other routes do not
 * answer: `GET booking-policies` (public: the policy of every service at each location, as the help
 * page states it) and `GET order-reference/{paymentIntentId}` (this tenant's app token only: the id
 * and number of the order a payment reference belongs to, for the order confirmation page).
 */
export function pageShellRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/booking-policies', async (c) => c.json({ data: await offeredPolicies(c.get('data'), c.get('tenant').id) }));

  router.get('/order-reference/:paymentIntentId', validate('param', refParam('paymentIntentId')), async (c) => {
    const order = await findOrderByPaymentIntent(c.get('data'), c.get('tenant').id, c.req.valid('param').paymentIntentId as string);
    return order ? c.json({ data: { id: order.id, number: order.number } }) : fail(c, 404, 'not_found', 'No order with this payment reference.');
  });

  return router;
}
