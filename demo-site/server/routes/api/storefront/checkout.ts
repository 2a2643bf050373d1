import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { evaluateCoupon } from '../../../domain/coupons.ts';
import { lineProblemMessage, priceLines, quoteFor } from '../../../domain/quotes.ts';
import { fail, validate } from '../validation.ts';
import { checkoutBody, couponBody } from './schemas.ts';

/**
 * Checkout routes under `/api/storefront`: `POST checkout` (a quote priced by the server, taxed for
 * the `country` and `state` it ships to) and
 * `POST coupon/apply`. `GET payment-gateways` lives with the payments routes (it adds provider data).
 */
export function checkoutRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/checkout', validate('json', checkoutBody), async (c) => {
    const body = c.req.valid('json');
    const data = c.get('data');
    const tenant = c.get('tenant');
    const priced = await priceLines(data, tenant.id, body.items);
    if (!priced.ok) {
      const { problem } = priced;
      return problem.kind === 'unknown_sku'
        ? fail(c, 404, 'not_found', lineProblemMessage(problem), `items.${problem.index}.sku`)
        : fail(c, 400, 'insufficient_stock', lineProblemMessage(problem), `items.${problem.index}.quantity`);
    }
    const { discountCode, country, state } = body;
    return c.json(await quoteFor(data, tenant, priced.lines, discountCode, { country, region: state }));
  });

  router.post('/coupon/apply', validate('json', couponBody), async (c) => {
    const { couponCode, cartTotal } = c.req.valid('json');
    const tenant = c.get('tenant');
    const result = await evaluateCoupon(c.get('data'), tenant.id, couponCode, cartTotal, tenant);
    return c.json({ valid: result.valid, discount: result.discount, description: result.description, message: result.message });
  });

  return router;
}
