import { Hono, type Context } from 'hono';
import { readManageToken } from '../../auth/manage-tokens.ts';
import { isStaffLike, principalOf } from '../../auth/principal.ts';
import { serverSecret } from '../../domain/secrets.ts';
import * as v from 'valibot';
import { commerceSettings } from '../../domain/commerce-settings.ts';
import { gatewayEnabled } from '../../domain/gateways.ts';
import { createOrder } from '../../domain/order-create.ts';
import { findOrderByEmail, getOrder, listSessionOrders, moveOrderToSession, ORDER_STATUSES, orderSessionHash } from '../../domain/orders.ts';
import { cancelOrder } from '../../domain/order-cancel.ts';
import { closeCancelledOrderPayments } from '../../payments/abandoned.ts';
import { providersOf } from './payments/respond.ts';
import { currentTime } from '../../clock.ts';
import { idempotent } from './idempotency.ts';
import { refundBody, refundHandler } from './refunds.ts';
import type { AppEnv } from '../../context.ts';
import { existingSessionHashOf, sessionHashOf, withSession } from './sessions.ts';
import { orderBody } from './storefront/schemas.ts';
import { email, errorBody, fail, idParam, invalid, sentBody, validate } from './validation.ts';

const emailAndId = v.object({ email, id: idParam.entries.id });
const orderToken = v.optional(v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters')));
const cancelBody = v.object({ token: orderToken });
const tokenQuery = v.object({ token: orderToken });
const statusFilter = v.object({ filter: v.picklist([...ORDER_STATUSES, 'all'], `must be one of ${[...ORDER_STATUSES, 'all'].join(', ')}`) });

/**
 * Who may read an order by id: the shopper session that placed it, the holder of its signed link
 * (`?token=`, the link the order e-mail carries), and the tenant's staff and server.
 */
async function mayReadOrder(c: Context<AppEnv>, id: string, token: string | undefined): Promise<boolean> {
  if (isStaffLike(principalOf(c))) return true;
  const secret = serverSecret(c.get('config'));
  if (token && readManageToken(secret, c.get('tenant').id, 'order', token) === id) return true;
  const row = await orderSessionHash(c.get('data'), c.get('tenant').id, id);
  const session = existingSessionHashOf(c);
  return Boolean(row && session && row === session);
}

/**
 * Order routes under `/api/storefront`, all in the shopper's session (see `withSession`):
 * `POST order/create` (Idempotency-Key aware; prices, stock and totals decided by the server),
 * `GET order/{id}`, `GET order/email/{email}/{id}` (both must match), and `GET orders[/{status}]`
 * listing only the orders of the same session, `POST order/{id}/cancel` for an unpaid order
 * (by whoever may read it), and `POST order/{id}/refund` for staff (see refunds.ts).
 */
export function orderRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/order/create', withSession(), validate('json', orderBody), async (c) => {
    const input = c.req.valid('json');
    const data = c.get('data');
    const tenant = c.get('tenant');
    if (!(await gatewayEnabled(data, tenant.id, input.paymentGateway))) {
      return invalid(c, 'paymentGateway', `Payment gateway "${input.paymentGateway}" not available`);
    }
    const sessionHash = await sessionHashOf(c);
    const response = await idempotent(c, 'order.create', sentBody(c), async () => {
      const language = input.language ?? c.req.header('Accept-Language');
      const home = (await commerceSettings(data, tenant.id)).homeCountry;
      const shippingAddress = { ...input.shippingAddress, country: input.shippingAddress.country ?? home };
      const { billingAddress: billing, ...rest } = input;
      const billingAddress = billing ? { ...billing, country: billing.country ?? home } : undefined;
      const order = { ...rest, shippingAddress, ...(billingAddress ? { billingAddress } : {}), ...(language ? { language } : {}) };
      const result = await createOrder(data, tenant, order, sessionHash);
      if (!result.ok) return { status: result.status, body: errorBody(result.code, result.message, result.field) };
      return { status: 201, body: { data: result.order } };
    });
    // A repeat whose first answer was lost (and the session cookie with it): the order joins this session.
    if (response.status === 201 && response.headers.get('Idempotent-Replayed') === 'true') {
      const replayed = (await response.clone().json()) as { data?: { id?: string } };
      if (replayed.data?.id) await moveOrderToSession(data, tenant.id, replayed.data.id, sessionHash);
    }
    return response;
  });

  router.get('/order/email/:email/:id', withSession(), validate('param', emailAndId), async (c) => {
    const { email: address, id } = c.req.valid('param');
    const order = await findOrderByEmail(c.get('data'), c.get('tenant').id, address, id);
    if (!order) return fail(c, 404, 'not_found', 'No order with this number and email.');
    return c.json({ data: order });
  });

  router.get('/order/:id', withSession(), validate('param', idParam), validate('query', tokenQuery), async (c) => {
    const order = await getOrder(c.get('data'), c.get('tenant').id, c.req.valid('param').id);
    // Someone else's order reads exactly like a missing one.
    if (!order || !(await mayReadOrder(c, order.id, c.req.valid('query').token))) return fail(c, 404, 'not_found', 'No such order.');
    return c.json({ data: order });
  });

  router.post('/order/:id/cancel', withSession(), validate('param', idParam), validate('json', cancelBody, { optional: true }), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await getOrder(c.get('data'), c.get('tenant').id, id)) || !(await mayReadOrder(c, id, c.req.valid('json').token))) return fail(c, 404, 'not_found', 'No such order.');
    const now = currentTime();
    const result = await cancelOrder(c.get('data'), c.get('tenant').id, id, now);
    if (!result.ok) return fail(c, result.status, result.code, result.message);
    // After the commit, never inside it: the provider may be slow. Reconciliation retries what fails here.
    await closeCancelledOrderPayments(c.get('data'), providersOf(c), c.get('tenant').id, id, now).catch((error: unknown) => {
      console.error(`Closing the payments of cancelled order ${id} failed:`, error instanceof Error ? error.message : error);
    });
    return c.json({ data: result.order });
  });

  // Staff only (the access table): all or part of a paid order back through its provider.
  router.post('/order/:id/refund', validate('param', idParam), validate('json', refundBody, { optional: true }), refundHandler('order'));

  router.get('/orders', withSession(), async (c) => {
    const session = existingSessionHashOf(c);
    return c.json({ data: session ? await listSessionOrders(c.get('data'), c.get('tenant').id, session) : [] });
  });

  router.get('/orders/:filter', withSession(), validate('param', statusFilter), async (c) => {
    const { filter } = c.req.valid('param');
    const status = filter === 'all' ? undefined : filter;
    const session = existingSessionHashOf(c);
    return c.json({ data: session ? await listSessionOrders(c.get('data'), c.get('tenant').id, session, status) : [] });
  });

  return router;
}
