/**
 * One order per attempt (every order creation carries an `Idempotency-Key`, so a retry never creates a second order). The order
 * request of a Pay click gets a key; a double click, or a retry after a server error or timeout,
 * sends the same request with the same key, so the server answers with the same order. Once created,
 * the order is reused for any payment method until the cart, the coupon or the customer details change.
 */
import { canonicalJson } from '../api/canonical-json.ts';

/** What the checkout remembers between Pay clicks. */
export interface OrderAttempt<O> {
  /** The order's contents without the payment choice: what makes it the same order. */
  contents: string;
  /** The exact request last sent, and the key it was sent with. */
  request: string;
  key: string;
  /** The order, once the server created it. */
  order: O | null;
}

/** The contents of an order request: everything but the payment method and gateway. */
export function orderContents(request: { paymentMethod?: string; paymentGateway?: string } & Record<string, unknown>): string {
  const { paymentMethod: _method, paymentGateway: _gateway, ...contents } = request;
  return canonicalJson(contents);
}

/**
 * The attempt for a Pay click: the previous one when its order already exists for the same contents
 * (no new order), or when the very same request is being sent again (same key); otherwise a new
 * attempt with a fresh key.
 */
export function attemptFor<O>(
  previous: OrderAttempt<O> | null,
  request: { paymentMethod?: string; paymentGateway?: string } & Record<string, unknown>,
  newKey: () => string,
): OrderAttempt<O> {
  const contents = orderContents(request);
  const exact = canonicalJson(request);
  if (previous && previous.contents === contents && previous.order) return previous;
  if (previous && previous.request === exact) return previous;
  return { contents, request: exact, key: newKey(), order: null };
}

/** The attempt with its order recorded. */
export function withOrder<O>(attempt: OrderAttempt<O>, order: O): OrderAttempt<O> {
  return { ...attempt, order };
}
