/**
 * The checkout's calls to the platform API, through the page's one client (`pageApi()`): the quote,
 * the gateways, the coupon, the order, every payment call of our API and the customer sign-in that
 * guards the account balance. Elements import this module
 * lazily (it brings the HTTP client and the answer schemas). Card numbers never pass through here:
 * the card-and-bank-transfer provider is called by `processTransferPayment` directly.
 */
import { pageApi, newIdempotencyKey } from '../api/client.ts';
import { authApi } from '../api/auth.ts';
import { paymentsApi, processTransferPayment, type PaymentGateway, type TransferProcessRequest } from '../api/payments.ts';
import * as v from 'valibot';
import { orderSchema, type Order, type Quote } from '../api/schemas.ts';
import { storefrontApi } from '../api/storefront.ts';
import { ApiError } from '../api/errors.ts';
import { canonicalJson } from '../api/canonical-json.ts';
import type { CheckoutLine, CheckoutOrderRequest } from './form.ts';

export type { Order, Quote, PaymentGateway };
export { newIdempotencyKey, processTransferPayment, type TransferProcessRequest };

/** The server's quote for the cart lines (and coupon): every figure the summary shows. */
export function fetchQuote(
  lines: readonly CheckoutLine[],
  discountCode: string | null,
  signal?: AbortSignal,
  destination?: { country: string; state: string } | null,
): Promise<Quote> {
  const items = lines.map((l) => ({ sku: l.sku, quantity: l.quantity, ...(l.attributes ? { attributes: l.attributes } : {}) }));
  const where = destination ? { country: destination.country, state: destination.state } : {};
  return storefrontApi.quote(pageApi(), { items, ...(discountCode ? { discountCode } : {}), ...where }, signal);
}

/** The gateways the store offers, with their public provider data. */
export async function fetchGateways(): Promise<PaymentGateway[]> {
  return (await paymentsApi.gateways(pageApi())).data;
}

/** Asks whether a coupon applies to a subtotal: `{ valid, discount, description, message }`. */
export function applyCoupon(code: string, cartTotal: number) {
  return storefrontApi.applyCoupon(pageApi(), code, cartTotal);
}

/** Creates the order (the server prices it); the same key answers the same order. */
export async function createOrder(request: CheckoutOrderRequest, idempotencyKey: string): Promise<Order> {
  return (await storefrontApi.createOrder(pageApi(), request, idempotencyKey)).data;
}

/** Reads an order by id (GET storefront/order/{id}, `?token=` with an order link's signed token); a newer read aborts the older through `signal`. */
export async function fetchOrder(id: string, signal?: AbortSignal, token?: string): Promise<Order> {
  const answer = await pageApi().call({ method: 'get', path: `storefront/order/${encodeURIComponent(id)}`, query: { token }, schema: v.object({ data: orderSchema }), signal });
  return answer.data;
}

/** Cancels an unpaid order (POST storefront/order/{id}/cancel, with an order link's signed token when given); answers the cancelled order. */
export async function cancelOrder(id: string, token?: string): Promise<Order> {
  const answer = await pageApi().call({ method: 'post', path: `storefront/order/${encodeURIComponent(id)}/cancel`, json: token ? { token } : {}, schema: v.object({ data: orderSchema }) });
  return answer.data;
}

/** Idempotency keys for one kind of payment call (see `paymentKeys`). */
export interface PaymentKeys {
  keyFor(body: unknown): string;
  answered(): void;
  /** Sends `body` with its key; an answer (even a 4xx refusal) retires the key, a timeout or 5xx keeps it. */
  send<B, T>(body: B, call: (body: B, key: string) => Promise<T>): Promise<T>;
}

/**
 * Idempotency keys for one kind of payment call: the same body gets the same key until the server
 * answers (so a retry after a timeout or a server error is the same request and cannot pay twice);
 * after an answer the next call gets a fresh key (a new session after an expired one, say).
 */
export function paymentKeys(): PaymentKeys {
  let last: { body: string; key: string } | null = null;
  const keys: PaymentKeys = {
    keyFor(body) {
      const text = canonicalJson(body);
      if (last?.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    answered() {
      last = null;
    },
    async send(body, call) {
      try {
        const answer = await call(body, keys.keyFor(body));
        keys.answered();
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'http' && error.status < 500) keys.answered();
        throw error;
      }
    },
  };
  return keys;
}

/** Our API's payment calls, bound to the page's client. */
export const payments = {
  offline: (body: { orderId: string; method: string }, key: string) => paymentsApi.offline(pageApi(), body, key),
  checkGiftCard: (code: string) => paymentsApi.checkGiftCard(pageApi(), code),
  giftCard: (body: { orderId: string; giftCardCode: string }, key: string) => paymentsApi.giftCard(pageApi(), body, key),
  /** The signed-in customer's own balance (401 without a customer session). */
  balance: () => paymentsApi.balance(pageApi(), 'me'),
  /** Pays from the signed-in customer's own balance (the server takes the user from the session). */
  accountBalance: (body: { orderId: string }, key: string) => paymentsApi.accountBalance(pageApi(), body, key),
  cardIntent: (body: { email: string; orderId: string }, key: string) => storefrontApi.cardIntent(pageApi(), body, key),
  cardStatus: (paymentIntentId: string) => paymentsApi.cardStatus(pageApi(), paymentIntentId),
  walletCreate: (body: { orderId: string }, key: string) => paymentsApi.walletCreate(pageApi(), body, key),
  walletCapture: (providerOrderId: string, body: { orderId: string }, key: string) => paymentsApi.walletCapture(pageApi(), providerOrderId, body, key),
  createSession: (body: { orderId: string; method: string; crypto?: string }, key: string) => paymentsApi.createSession(pageApi(), body, key),
  session: (id: string, signal?: AbortSignal) => paymentsApi.session(pageApi(), id, signal),
  transferStatus: (paymentId: string, signal?: AbortSignal) => paymentsApi.transferStatus(pageApi(), paymentId, signal),
};

/** The customer sign-in by e-mailed code, bound to the page's client (the session is an HttpOnly cookie). */
export const customerAuth = {
  /** The signed-in customer's e-mail, or null. */
  current: async (): Promise<string | null> => (await authApi.session(pageApi())).customer?.email ?? null,
  sendCode: (email: string) => authApi.sendCode(pageApi(), email),
  /** Signs in with the code; resolves to the customer's e-mail. */
  verify: async (email: string, code: string): Promise<string> => (await authApi.verifyCode(pageApi(), email, code)).customer.email,
  signOut: () => authApi.signOut(pageApi()),
};
