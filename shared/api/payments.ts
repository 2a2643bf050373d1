import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import { paymentResultSchema } from './schemas.ts';

/** What every payment call identifies: the order (or reservation) being paid; the amount is the server's. */
export interface PaymentTarget {
  orderId?: string;
  reservationId?: string;
  currency?: string;
}

const sessionSchema = v.object({ id: v.string(), status: v.string(), payment_url: v.optional(v.nullable(v.string())), transaction_id: v.optional(v.nullable(v.string())) });
const processSchema = v.object({
  status: v.string(),
  payment_id: v.optional(v.string()),
  transaction_id: v.optional(v.nullable(v.string())),
  reference: v.optional(v.nullable(v.string())),
  action_url: v.optional(v.nullable(v.string())),
  message: v.optional(v.string()),
  error: v.optional(v.string()),
});

/** Payment calls to our API (storefront spec section 7, direct payment calls). Card data never passes here. */
export const paymentsApi = {
  accountBalance: (api: ApiClient, body: PaymentTarget & { userId: string; customer?: unknown }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/account-balance', json: body, idempotencyKey, schema: paymentResultSchema }),
  balance: (api: ApiClient, userId: string) => api.call({ method: 'get', path: `payments/account-balance/${encodeURIComponent(userId)}`, schema: v.object({ balance: v.number() }) }),
  giftCard: (api: ApiClient, body: PaymentTarget & { giftCardCode: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/gift-card', json: body, idempotencyKey, schema: paymentResultSchema }),
  checkGiftCard: (api: ApiClient, giftCardCode: string) =>
    api.call({ method: 'post', path: 'payments/gift-card/check', json: { giftCardCode }, schema: v.object({ valid: v.boolean(), balance: v.number() }) }),
  offline: (api: ApiClient, body: PaymentTarget & { method: string; reference?: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/offline', json: body, idempotencyKey, schema: paymentResultSchema }),
  /** The multi-method provider: create a payment session (our server talks to the provider). */
  createSession: (api: ApiClient, body: PaymentTarget & { method: string; crypto?: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/multi/sessions', json: body, idempotencyKey, schema: sessionSchema }),
  session: (api: ApiClient, id: string, signal?: AbortSignal) => api.call({ method: 'get', path: `payments/multi/sessions/${encodeURIComponent(id)}`, schema: sessionSchema, signal }),
  /** Status of a card-and-bank-transfer payment after its action window, asked of our server (which asks the provider). */
  transferStatus: (api: ApiClient, paymentId: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `payments/transfer/${encodeURIComponent(paymentId)}`, schema: processSchema, signal }),
  /** Wallet provider: our server creates and captures the provider order. */
  walletCreate: (api: ApiClient, body: PaymentTarget, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/wallet/orders', json: body, idempotencyKey, schema: v.object({ id: v.string() }) }),
  walletCapture: (api: ApiClient, providerOrderId: string, body: PaymentTarget, idempotencyKey: string) =>
    api.call({ method: 'post', path: `payments/wallet/orders/${encodeURIComponent(providerOrderId)}/capture`, json: body, idempotencyKey, schema: paymentResultSchema }),
  /** Card-provider result after confirmation: the server asks the provider, never trusts the browser. */
  cardStatus: (api: ApiClient, paymentIntentId: string) =>
    api.call({ method: 'get', path: `payments/card/${encodeURIComponent(paymentIntentId)}`, schema: paymentResultSchema }),
  /** Schema of the card-and-bank-transfer provider's `payments/process` answer (called from the browser). */
  processSchema,
};
