/**
 * The server calls of PayPal express checkout, loaded only when a PayPal button is used, so the
 * element's own chunk stays small: start from the lines, re-price for each address the buyer picks,
 * then capture once the buyer approved.
 */
import * as v from 'valibot';
import { newIdempotencyKey, pageApi } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
import type { WalletShippingChange } from '../../shared/checkout/sdks.ts';
import { paymentNotice, type PaymentNotice } from '../../shared/payments/messages.ts';

const started = v.object({ id: v.string() });
const captured = v.object({
  success: v.boolean(),
  status: v.string(),
  message: v.string(),
  order: v.optional(v.object({ id: v.string(), number: v.string() })),
});

/** Starts an express payment for the lines (the server prices them); answers PayPal's order id. */
export async function startExpress(lines: readonly CheckoutLine[]): Promise<string> {
  const answer = await pageApi().call({ method: 'post', path: 'payments/wallet/express', json: { items: lines }, idempotencyKey: newIdempotencyKey(), schema: started });
  return answer.id;
}

const repriced = v.object({ total: v.number() });

/**
 * The buyer picked an address in PayPal's window: our server prices the lines for it and updates
 * PayPal's amount, so the buyer approves the right total. Answers null when PayPal may go on, else the
 * kind of PayPal's own text to reject the address with: a country the store does not ship to, or any
 * other failure (the amount may not be right, so the buyer must not approve it).
 */
export async function shipTo({ orderID, shippingAddress: { countryCode, state, city, postalCode } }: WalletShippingChange): Promise<'COUNTRY_ERROR' | 'ADDRESS_ERROR' | null> {
  if (!orderID) return 'ADDRESS_ERROR';
  const path = `payments/wallet/express/${encodeURIComponent(orderID)}/shipping`;
  try {
    await pageApi().call({ method: 'post', path, json: { country: countryCode, state, city, postalCode }, schema: repriced });
    return null;
  } catch (error) {
    return error instanceof ApiError && error.code === 'not_shipped' ? 'COUNTRY_ERROR' : 'ADDRESS_ERROR';
  }
}

/** Has the server read the buyer from PayPal, create our order and capture; answers the outcome. */
export function captureExpress(paypalOrderId: string): Promise<v.InferOutput<typeof captured>> {
  const path = `payments/wallet/express/${encodeURIComponent(paypalOrderId)}/capture`;
  return pageApi().call({ method: 'post', path, json: {}, idempotencyKey: newIdempotencyKey(), schema: captured });
}

/** The server's refusal in its own words (a changed total, a spent limit), else the unexpected-error text. */
export function noticeOf(error: unknown): PaymentNotice {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return paymentNotice('providerText', { text: error.message });
  return paymentNotice('unexpected');
}
