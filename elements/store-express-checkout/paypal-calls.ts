/**
 * The two server calls of PayPal express checkout, loaded only when a PayPal button is used, so the
 * element's own chunk stays small: start from the lines, then capture once the buyer approved.
 */
import * as v from 'valibot';
import { newIdempotencyKey, pageApi } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
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
