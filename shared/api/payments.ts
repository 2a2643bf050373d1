import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { paymentResultSchema } from './schemas.ts';

/** What every payment call identifies: the order (or reservation) being paid; the amount is the server's. */
export interface PaymentTarget {
  orderId?: string;
  reservationId?: string;
  currency?: string;
}

const sessionSchema = v.object({
  id: v.string(),
  status: v.string(),
  payment_url: v.optional(v.nullable(v.string())),
  transaction_id: v.optional(v.nullable(v.string())),
  /** Added: true once the server recorded the payment as succeeded. */
  success: v.optional(v.boolean()),
  /** Added: the reference recorded on the order (for /store/order-confirmation/{id}). */
  payment_intent_id: v.optional(v.string()),
  /** Added: 'Payment failed or expired' for failed and expired sessions. */
  message: v.optional(v.string()),
});
const processSchema = v.object({
  status: v.string(),
  payment_id: v.optional(v.string()),
  transaction_id: v.optional(v.nullable(v.string())),
  reference: v.optional(v.nullable(v.string())),
  action_url: v.optional(v.nullable(v.string())),
  message: v.optional(v.string()),
  error: v.optional(v.string()),
  /** Added (our status query only): true once the server recorded the payment as succeeded. */
  success: v.optional(v.boolean()),
});

/**
 * Added: a gateway with its public provider data (`GET storefront/payment-gateways`). Everything past
 * `provider` and `clientId` is optional and public: `mode` live or simulator, the card provider's
 * `publishableKey` (+ `endpoint` of the simulator's fake-SDK routes), the card-and-bank-transfer
 * provider's `endpoint`, `publicKey` and `allowedActionHosts`, and the offered `methods`/`cryptos`.
 */
export const paymentGatewaySchema = v.object({
  name: v.string(),
  data: v.optional(
    v.object({
      provider: v.optional(v.string()),
      clientId: v.optional(v.string()),
      mode: v.optional(v.picklist(['live', 'simulator'])),
      publishableKey: v.optional(v.string()),
      publicKey: v.optional(v.string()),
      endpoint: v.optional(v.string()),
      allowedActionHosts: v.optional(v.array(v.string())),
      methods: v.optional(v.array(v.string())),
      cryptos: v.optional(v.array(v.string())),
    }),
  ),
});
/** A gateway with its provider data. */
export type PaymentGateway = v.InferOutput<typeof paymentGatewaySchema>;

/** Payment calls to our API (account balance, gift card, offline, and the providers' payment sessions). Card data never passes here. */
export const paymentsApi = {
  /** Added: the gateways with their full public provider data (the storefront schema keeps only provider and clientId). */
  gateways: (api: ApiClient) =>
    api.call({ method: 'get', path: 'storefront/payment-gateways', schema: v.object({ data: v.array(paymentGatewaySchema) }) }),
  /**
   * Pays from an account balance: a signed-in customer's own (no `userId`: the server takes the user
   * from the customer session, 401 without one); staff and the tenant's server name the `userId`.
   */
  accountBalance: (api: ApiClient, body: PaymentTarget & { userId?: string; customer?: unknown }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/account-balance', json: body, idempotencyKey, schema: paymentResultSchema }),
  /** A balance: `'me'` is the signed-in customer's own (401 without a customer session); staff may name a user. */
  balance: (api: ApiClient, userId: 'me' | (string & {})) =>
    api.call({
      method: 'get',
      path: `payments/account-balance/${encodeURIComponent(userId)}`,
      schema: v.object({ balance: v.number(), userId: v.optional(v.string()), currency: v.optional(v.string()) }),
    }),
  giftCard: (api: ApiClient, body: PaymentTarget & { giftCardCode: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/gift-card', json: body, idempotencyKey, schema: paymentResultSchema }),
  /** 404 'Invalid gift card code' when the code is unknown (the ApiError carries that message). */
  checkGiftCard: (api: ApiClient, giftCardCode: string) =>
    api.call({
      method: 'post',
      path: 'payments/gift-card/check',
      json: { giftCardCode },
      schema: v.object({ valid: v.boolean(), balance: v.number(), code: v.optional(v.string()), currency: v.optional(v.string()) }),
    }),
  /** Answers status 'pending_payment'; the instructions are in `message` and `metadata.instructions`. */
  offline: (api: ApiClient, body: PaymentTarget & { method: string; reference?: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/offline', json: body, idempotencyKey, schema: paymentResultSchema }),
  /** The multi-method provider: create a payment session (our server talks to the provider). */
  createSession: (api: ApiClient, body: PaymentTarget & { method: string; crypto?: string }, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/multi/sessions', json: body, idempotencyKey, schema: sessionSchema }),
  session: (api: ApiClient, id: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `payments/multi/sessions/${encodeURIComponent(id)}`, schema: sessionSchema, signal }),
  /** Status of a card-and-bank-transfer payment after its action window, asked of our server (which asks the provider). */
  transferStatus: (api: ApiClient, paymentId: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `payments/transfer/${encodeURIComponent(paymentId)}`, schema: processSchema, signal }),
  /** Wallet provider: our server creates and captures the provider order. */
  walletCreate: (api: ApiClient, body: PaymentTarget, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'payments/wallet/orders', json: body, idempotencyKey, schema: v.object({ id: v.string() }) }),
  /** `success: false` with status not_approved, failed or canceled when the provider refuses. */
  walletCapture: (api: ApiClient, providerOrderId: string, body: PaymentTarget, idempotencyKey: string) =>
    api.call({
      method: 'post',
      path: `payments/wallet/orders/${encodeURIComponent(providerOrderId)}/capture`,
      json: body,
      idempotencyKey,
      schema: paymentResultSchema,
    }),
  /** Card-provider result after confirmation: the server asks the provider, never trusts the browser. */
  cardStatus: (api: ApiClient, paymentIntentId: string) =>
    api.call({ method: 'get', path: `payments/card/${encodeURIComponent(paymentIntentId)}`, schema: paymentResultSchema }),
  /** Schema of the card-and-bank-transfer provider's `payments/process` answer (called from the browser). */
  processSchema,
};

/**
 * Added: the body of the card-and-bank-transfer provider's `payments/process`, posted by the browser
 * straight to the provider (gateway data `endpoint` + `/payments/process`, bearer `publicKey`), never
 * to our API. `amount` is the order's total in minor units; `metadata` names the order or reservation.
 */
export interface TransferProcessRequest {
  amount: number;
  currency: string;
  customer?: { name?: string; email?: string; phone?: string };
  payment_method: 'card' | 'bank_transfer';
  payment_details: { card_number: string; expiry: string; cvv: string; name?: string } | { bank_code: string };
  metadata: { orderId: string } | { reservationId: string };
}

/**
 * Added: posts a payment straight to the card-and-bank-transfer provider. Resolves to its answer for
 * any JSON reply (a failure has status 'failed' and a message); rejects with an ApiError when the
 * provider cannot be reached or answers something that is not its JSON. Nothing is logged.
 */
export async function processTransferPayment(
  endpoint: string,
  publicKey: string,
  body: TransferProcessRequest,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<v.InferOutput<typeof processSchema>> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${endpoint.replace(/\/+$/, '')}/payments/process`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${publicKey}` },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error | null)?.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the payment provider', { kind: 'network' });
  }
  const parsed = v.safeParse(processSchema, await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError('Payment processing failed', { kind: 'malformed', status: response.status });
  return parsed.output;
}

/**
 * Added: the card provider simulator's browser endpoints (demo mode, gateway data `mode: 'simulator'`,
 * base `endpoint`), for the fake SDK that stands in for the provider's JS in tests and the demo:
 * - confirm: POST `{ client_secret, payment_method: { card: { number } } }` or `{ client_secret, simulate }`
 *   with simulate succeeded | processing | requires_payment_method | canceled. Answers
 *   `{ paymentIntent }` or, like the real SDK, `{ error: { type, code, message, payment_intent? } }`;
 * - retrieve: GET with `?client_secret=`; settle (finish a processing intent): POST `{ client_secret, outcome }`.
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0077 processing, 4000 0000 0000 0002 and
 * 4000 0000 0000 9995 declined (requires_payment_method), 4000 0000 0000 0127 canceled.
 */
export const cardSimulatorPaths = {
  confirm: (endpoint: string, intentId: string) => `${endpoint}/payment_intents/${encodeURIComponent(intentId)}/confirm`,
  retrieve: (endpoint: string, intentId: string, clientSecret: string) =>
    `${endpoint}/payment_intents/${encodeURIComponent(intentId)}?client_secret=${encodeURIComponent(clientSecret)}`,
  settle: (endpoint: string, intentId: string) => `${endpoint}/payment_intents/${encodeURIComponent(intentId)}/settle`,
};

/** Added: the wallet simulator's approval (what the buyer does in the provider's window): approve, decline or cancel. */
export const walletSimulatorPaths = {
  approve: (origin: string, providerOrderId: string) => `${origin}/sim/paypal/orders/${encodeURIComponent(providerOrderId)}/approve`,
};
