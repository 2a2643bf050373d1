/**
 * PayPal express checkout. PayPal creates its order before the buyer is known, and our order needs
 * the buyer's e-mail and shipping address, so:
 * - `POST /wallet/express` prices the lines (and discount code) for the tenant's home country and
 *   creates the PayPal order for that total, with PayPal collecting the address (GET_FROM_FILE);
 * - `POST /wallet/express/{id}/shipping`, while the buyer picks an address in PayPal's window, prices
 *   the lines for it and replaces PayPal's amount when the total changes (refusing countries the store
 *   does not ship to), so the buyer approves the right total;
 * - `POST /wallet/express/{id}/capture`, after the buyer approved, reads the payer and the shipping
 *   address from PayPal, re-prices for that address, creates our order and only then captures.
 * When the total for the buyer's real address differs from what PayPal was asked for (shipping or
 * tax), or PayPal's order amount is not ours, the capture is refused before any money moves: no
 * refund is ever needed and the buyer starts again with the right total.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import { shipsTo } from '../../../domain/commerce-settings.ts';
import {
  claimExpressPayment,
  findExpressPayment,
  insertExpressPayment,
  repriceExpressPayment,
  settleExpressPayment,
  type ExpressPayment,
} from '../../../domain/express-payments.ts';
import { randomId } from '../../../domain/ids.ts';
import { createOrder } from '../../../domain/order-create.ts';
import { getOrder } from '../../../domain/orders.ts';
import { lineProblemMessage, priceLines, quoteFor } from '../../../domain/quotes.ts';
import { findPaymentByRef, insertPayment } from '../../../payments/records.ts';
import { applyOutcome, captureOutcome } from '../../../payments/settle.ts';
import type { WalletBuyer, WalletProvider } from '../../../payments/types.ts';
import { idempotent, type JsonAnswer } from '../idempotency.ts';
import { existingSessionHashOf, sessionHashOf, withSession } from '../sessions.ts';
import { errorBody, fail, sentBody, validate, type ValidContext } from '../validation.ts';
import { providerFailure, providersOf, refusal, requireGateway } from './respond.ts';
import { expressBody, expressShippingBody, refParam } from './schemas.ts';

const expressId = refParam('id');

/** Express checkout routes (mounted under /api/payments). */
export function walletExpressRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/wallet/express', withSession(), requireGateway('paypal'), validate('json', expressBody), async (c) => {
    const input = c.req.valid('json');
    const wallet = providersOf(c).paypal;
    if (!wallet) return fail(c, 404, 'gateway_unavailable', 'Payment gateway "paypal" not available');
    const data = c.get('data');
    const tenant = c.get('tenant');
    const sessionHash = await sessionHashOf(c);
    return idempotent(c, 'payment.wallet_express', sentBody(c), async () => {
      const priced = await priceLines(data, tenant.id, input.items);
      if (!priced.ok) {
        const { problem } = priced;
        const field = `items.${problem.index}.${problem.kind === 'unknown_sku' ? 'sku' : 'quantity'}`;
        return problem.kind === 'unknown_sku'
          ? refusal(404, 'not_found', lineProblemMessage(problem), field)
          : refusal(409, 'insufficient_stock', lineProblemMessage(problem), field);
      }
      const quote = await quoteFor(data, tenant, priced.lines, input.discountCode);
      try {
        const order = await wallet.createOrder({
          amount: quote.total,
          currency: quote.currency,
          reference: `${tenant.siteName} express checkout`,
          // Not a payment of ours yet: webhooks about this PayPal order are ignored; the capture route settles it.
          customId: `${tenant.id}:express`,
          requestId: randomId('exp'),
          collectShipping: true,
        });
        await insertExpressPayment(data, {
          tenantId: tenant.id,
          providerRef: order.id,
          items: input.items,
          discountCode: quote.discountCode,
          amount: quote.total,
          currency: quote.currency,
          sessionHash,
        });
        return { status: 201, body: { id: order.id, status: order.status, amount: quote.total, currency: quote.currency } };
      } catch (error) {
        return providerFailure(error);
      }
    });
  });

  router.post(
    '/wallet/express/:id/shipping',
    withSession(),
    requireGateway('paypal'),
    validate('param', expressId),
    validate('json', expressShippingBody),
    async (c) => {
      const own = await ownExpress(c);
      if (own instanceof Response) return own;
      const answer = await repriceForAddress(c, own.wallet, own.express, c.req.valid('json'));
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    },
  );

  router.post('/wallet/express/:id/capture', withSession(), requireGateway('paypal'), validate('param', expressId), async (c) => {
    const own = await ownExpress(c);
    if (own instanceof Response) return own;
    const { wallet, express, session } = own;
    return idempotent(c, 'payment.wallet_express_capture', { id: express.providerRef }, () => captureExpress(c, wallet, express, session));
  });

  return router;
}

/**
 * The express payment named in the path, when it is this tenant's and was started in the caller's
 * session; otherwise the answer to give (another tenant's, another visitor's or none read alike: 404).
 */
async function ownExpress(
  c: ValidContext<{ param: typeof expressId }>,
): Promise<{ wallet: WalletProvider; express: ExpressPayment; session: string } | Response> {
  const wallet = providersOf(c).paypal;
  const express = await findExpressPayment(c.get('data'), c.get('tenant').id, c.req.valid('param').id);
  const session = existingSessionHashOf(c);
  if (!wallet || !express || !session || express.sessionHash !== session) return fail(c, 404, 'not_found', 'No such express payment.');
  return { wallet, express, session };
}

/**
 * The buyer picked a shipping address in PayPal's window: prices the same lines (and code) for it
 * and, when the total changes, replaces PayPal's amount and records it, so the buyer approves the
 * right total. An address the store does not ship to is refused (422): the page then tells PayPal
 * to reject it. Nothing is charged here.
 */
async function repriceForAddress(
  c: Context<AppEnv>,
  wallet: WalletProvider,
  express: ExpressPayment,
  address: { country: string; state?: string | undefined },
): Promise<JsonAnswer> {
  const data = c.get('data');
  const tenant = c.get('tenant');
  if (express.status !== 'pending') return refusal(409, 'express_closed', 'This payment is already being completed or was closed.');
  if (!(await shipsTo(data, tenant.id, address.country))) return refusal(422, 'not_shipped', 'We do not ship to this country.', 'country');
  const priced = await priceLines(data, tenant.id, express.items);
  if (!priced.ok) return refusal(409, 'insufficient_stock', lineProblemMessage(priced.problem));
  const quote = await quoteFor(data, tenant, priced.lines, express.discountCode, {
    country: address.country,
    region: address.state ?? null,
  });
  if (quote.total !== express.amount) {
    try {
      await wallet.updateOrderAmount(express.providerRef, { amount: quote.total, currency: express.currency });
    } catch (error) {
      return providerFailure(error);
    }
    // A capture that claimed the payment meanwhile checks PayPal's amount against ours and refuses.
    if (!(await repriceExpressPayment(data, tenant.id, express.providerRef, quote.total)))
      return refusal(409, 'express_closed', 'This payment is already being completed or was closed.');
  }
  const { subtotal, shipping, tax, discount, total } = quote;
  return { status: 200, body: { id: express.providerRef, currency: express.currency, subtotal, shipping, tax, discount, total } };
}

/** The answer of a capture that reached our order: the payment's outcome and the order. */
async function orderAnswer(
  c: Context<AppEnv>,
  orderId: string,
  result: { success: boolean; status: string; message: string },
): Promise<JsonAnswer> {
  const order = await getOrder(c.get('data'), c.get('tenant').id, orderId);
  return { status: 200, body: { ...result, orderId, ...(order ? { order } : {}) } };
}

/** The order's shipping address from PayPal's buyer. */
function addressOf(buyer: WalletBuyer) {
  const { line1, line2, ...rest } = buyer.address;
  return { firstName: buyer.firstName, lastName: buyer.lastName, address: line1, ...(line2 ? { apartment: line2 } : {}), ...rest };
}

async function captureExpress(c: Context<AppEnv>, wallet: WalletProvider, express: ExpressPayment, session: string): Promise<JsonAnswer> {
  const data = c.get('data');
  const tenant = c.get('tenant');
  const ref = express.providerRef;
  if (express.status === 'paid' && express.orderId)
    return await orderAnswer(c, express.orderId, { success: true, status: 'succeeded', message: PAYMENT_MESSAGES.paymentCompletedToast });
  if (express.status === 'failed') return refusal(409, 'express_closed', 'This payment was not completed; start the payment again.');
  let orderId = express.orderId;
  if (!orderId) {
    if (express.status === 'claimed') return refusal(409, 'capture_in_progress', 'This payment is being completed.');
    let details;
    try {
      details = await wallet.getOrder(ref);
    } catch (error) {
      return providerFailure(error);
    }
    if (!details) return refusal(404, 'not_found', 'No such express payment.');
    if (details.status !== 'APPROVED')
      return { status: 200, body: { success: false, status: 'not_approved', message: PAYMENT_MESSAGES.notSuccessful } };
    // PayPal's order must ask for exactly what we quoted: anything else was not made by this server.
    if (details.amount !== express.amount || details.currency.toUpperCase() !== express.currency) {
      await settleExpressPayment(data, tenant.id, ref, { status: 'failed' });
      return refusal(409, 'amount_mismatch', 'The PayPal amount does not match the amount due; nothing was charged.');
    }
    if (!details.buyer)
      return refusal(422, 'address_required', 'PayPal did not share an e-mail and shipping address; nothing was charged.');
    const shippingAddress = addressOf(details.buyer);
    const priced = await priceLines(data, tenant.id, express.items);
    if (priced.ok) {
      const destination = { country: shippingAddress.country, region: shippingAddress.state };
      const quote = await quoteFor(data, tenant, priced.lines, express.discountCode, destination);
      if (quote.total !== express.amount) {
        await settleExpressPayment(data, tenant.id, ref, { status: 'failed' });
        return refusal(
          409,
          'amount_changed',
          'Shipping or tax for your address changes the total; nothing was charged. Start the payment again.',
        );
      }
    }
    if (!(await claimExpressPayment(data, tenant.id, ref))) return refusal(409, 'capture_in_progress', 'This payment is being completed.');
    const language = c.req.header('Accept-Language');
    const created = await createOrder(
      data,
      tenant,
      {
        customerInfo: { email: details.buyer.email, firstName: details.buyer.firstName, lastName: details.buyer.lastName },
        shippingAddress,
        items: express.items,
        ...(express.discountCode ? { discountCode: express.discountCode } : {}),
        paymentMethod: 'wallet',
        paymentGateway: 'paypal',
        ...(language ? { language } : {}),
      },
      session,
    );
    if (!created.ok) {
      await settleExpressPayment(data, tenant.id, ref, { status: 'failed' });
      return { status: created.status, body: errorBody(created.code, created.message, created.field) };
    }
    orderId = created.order.id;
    await insertPayment(data, {
      tenantId: tenant.id,
      target: { type: 'order', id: orderId },
      provider: 'paypal',
      method: 'wallet',
      amount: created.order.total,
      currency: created.order.currency,
      status: 'pending',
      providerRef: ref,
    });
    await settleExpressPayment(data, tenant.id, ref, { status: 'claimed', orderId });
  }
  return captureFor(c, wallet, ref, orderId);
}

/** Captures (again, safely: PayPal-Request-Id) and applies the outcome to our order's payment once. */
async function captureFor(c: Context<AppEnv>, wallet: WalletProvider, ref: string, orderId: string): Promise<JsonAnswer> {
  const data = c.get('data');
  const tenantId = c.get('tenant').id;
  const payment = await findPaymentByRef(data, tenantId, 'paypal', ref);
  if (!payment) throw new Error(`Express payment ${ref} has an order but no payment row`);
  let capture;
  try {
    capture = await wallet.captureOrder(ref, `${ref}-express-capture`);
  } catch (error) {
    return providerFailure(error);
  }
  // applyOutcome marks the order paid only when PayPal captured exactly the order's total.
  const updated = await applyOutcome(data, tenantId, payment.id, captureOutcome(capture));
  if (capture.outcome === 'completed') {
    const success = updated.status === 'succeeded';
    await settleExpressPayment(data, tenantId, ref, { status: success ? 'paid' : 'failed' });
    return await orderAnswer(c, orderId, {
      success,
      status: success ? 'succeeded' : updated.status,
      message: success ? PAYMENT_MESSAGES.paymentCompletedToast : (updated.message ?? PAYMENT_MESSAGES.couldNotProcess),
    });
  }
  const status = capture.outcome === 'canceled' ? 'canceled' : 'failed';
  await settleExpressPayment(data, tenantId, ref, { status: 'failed' });
  return await orderAnswer(c, orderId, {
    success: false,
    status,
    message: capture.outcome === 'canceled' ? PAYMENT_MESSAGES.canceled : capture.message,
  });
}
