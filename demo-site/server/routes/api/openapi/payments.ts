import { op, ref, type JsonSchema, type Parameter, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const cents = { type: 'integer', description: 'Integer minor units (cents), always computed by the server' } as const;
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const target = { orderId: str, reservationId: str, manageToken: str };
const oneTarget =
  'Give exactly one of orderId or reservationId; a visitor paying a reservation also sends its manageToken (401 without, 403 for another booking’s). The amount is the server’s (order total, or reservation price + 8.25 % tax); any amount in the body is ignored.';
const idempotencyKey: Parameter = {
  name: 'Idempotency-Key',
  in: 'header',
  schema: { type: 'string', maxLength: 200 },
  description: 'A repeat with the same key gets the first answer; the same key with another body gets 422.',
};
const tags = ['payments'];

/** Wire shapes of the payments API (shared/api/payments.ts and paymentResultSchema). */
export const schemas: Record<string, JsonSchema> = {
  PaymentResult: obj(
    {
      success: { type: 'boolean' },
      status: { type: 'string', description: 'succeeded, processing, requires_payment_method, pending_payment, failed, canceled, …' },
      payment_intent_id: {
        type: ['string', 'null'],
        description: 'The reference recorded on the order (confirmation page: /store/order-confirmation/{payment_intent_id})',
      },
      transaction_id: { type: ['string', 'null'] },
      transactionId: { type: ['string', 'null'] },
      message: str,
      metadata: {
        type: 'object',
        description:
          'paymentId, orderId or reservationId, provider, method, amount, currency, last4/brand for cards, remainingBalance, instructions',
      },
    },
    ['success', 'status'],
  ),
  PaymentSession: obj(
    {
      id: str,
      status: { enum: ['pending', 'completed', 'failed', 'expired'] },
      payment_url: { type: ['string', 'null'] },
      transaction_id: { type: ['string', 'null'] },
      payment_intent_id: str,
      success: { type: 'boolean' },
      message: str,
    },
    ['id', 'status'],
  ),
  TransferStatus: obj(
    {
      success: { type: 'boolean' },
      status: { enum: ['succeeded', 'requires_action', 'failed'] },
      payment_id: str,
      transaction_id: { type: ['string', 'null'] },
      reference: { type: ['string', 'null'] },
      action_url: { type: ['string', 'null'], description: 'Open only when its host is in the gateway’s allowedActionHosts' },
      message: str,
      error: str,
    },
    ['status', 'payment_id'],
  ),
};

/** The payment paths. */
export const paths: Paths = {
  '/storefront/payment-intent': {
    post: op('Create a card payment intent for an order or reservation', {
      tags,
      description: `${oneTarget} A second call for the same unpaid target reuses the open intent. The browser confirms with the provider SDK; the server then decides through GET /payments/card/{paymentIntentId} or the webhook.`,
      status: 201,
      ok: obj({ publishableKey: str, client_secret: str, paymentIntentId: str, amount: cents, currency: str }, [
        'publishableKey',
        'client_secret',
        'paymentIntentId',
        'amount',
      ]),
      body: obj(
        {
          email: { type: 'string', format: 'email' },
          ...target,
          currency: { type: 'string', description: 'Must equal the target’s currency when given' },
        },
        ['email'],
      ),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/card/{paymentIntentId}': {
    get: op('Card payment outcome, asked of the provider by the server', {
      tags,
      description:
        'status is the provider’s (succeeded, processing, requires_payment_method, other) and message the specification’s text for it. succeeded marks the order paid or confirms the reservation.',
      ok: ref('PaymentResult'),
      errors: [400, 404],
    }),
  },
  '/webhooks/stripe': {
    post: op('Card provider webhook', {
      tags,
      description:
        'Raw JSON event with a Stripe-Signature header (HMAC-SHA256 of "t.payload", 5-minute tolerance). A forged or stale signature changes nothing (400). No organisation header: the tenant comes from the verified event.',
      ok: obj({ received: { type: 'boolean' }, ignored: { type: 'boolean' }, status: str }, ['received']),
      body: { type: 'object' },
      errors: [400, 404, 413, 503],
    }),
  },
  '/webhooks/paypal': {
    post: op('Wallet provider webhook', {
      tags,
      description:
        'Raw JSON event with PayPal’s transmission headers (PAYPAL-AUTH-ALGO, PAYPAL-CERT-URL, PAYPAL-TRANSMISSION-ID, PAYPAL-TRANSMISSION-SIG, PAYPAL-TRANSMISSION-TIME). The server asks PayPal’s verify-webhook-signature API (with PAYPAL_WEBHOOK_ID) and applies only a SUCCESS: CHECKOUT.ORDER.APPROVED captures, PAYMENT.CAPTURE.COMPLETED pays, PAYMENT.CAPTURE.DENIED or DECLINED fails the payment, PAYMENT.CAPTURE.REFUNDED records our refund. Missing headers, a body that is not an event, another event type or an unverified event: 400 and nothing changes; 503 when PayPal cannot be asked. No organisation header: the tenant comes from the verified event.',
      ok: obj({ received: { type: 'boolean' }, ignored: { type: 'boolean' }, status: str }, ['received']),
      body: { type: 'object' },
      errors: [400, 404, 413, 503],
    }),
  },
  '/payments/wallet/orders': {
    post: op('Create a wallet provider order', {
      tags,
      description: oneTarget,
      status: 201,
      ok: obj({ id: str, status: str }, ['id']),
      body: obj(target),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/wallet/orders/{id}/capture': {
    post: op('Capture an approved wallet order (server side)', {
      tags,
      description:
        'success false with status not_approved, failed or canceled when the provider says so; the body may repeat the target, which must match.',
      ok: ref('PaymentResult'),
      body: obj(target),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/wallet/express': {
    post: op('Start a PayPal express checkout from a quote', {
      tags,
      description:
        'Public, rate limited like order creation. Prices the lines (and discount code) on the server for the home country and creates the PayPal order for that total; PayPal collects the shipping address (GET_FROM_FILE). No order of ours exists yet: the capture makes it. Only the same shopper session may capture.',
      status: 201,
      ok: obj({ id: str, status: str, amount: { type: 'integer' }, currency: str }, ['id', 'amount', 'currency']),
      body: obj({ items: { type: 'array', items: { type: 'object' } }, discountCode: str }, ['items']),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422, 429, 502],
    }),
  },
  '/payments/wallet/express/{id}/capture': {
    post: op('Complete a PayPal express checkout (server side)', {
      tags,
      description:
        'After the buyer approved: reads the payer’s e-mail, name and shipping address from PayPal, prices the order for that address, creates it and captures. The approved amount is the one last set for the buyer’s address (see …/shipping). When the total for that address differs from it (409 amount_changed) or PayPal’s amount is not ours (409 amount_mismatch), nothing is captured. Answers success, status, message, orderId and the order; a repeat answers the same order.',
      ok: obj({ success: { type: 'boolean' }, status: str, message: str, orderId: str, order: { type: 'object' } }, ['success', 'status', 'message']),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422, 429, 502],
    }),
  },
  '/payments/wallet/express/{id}/shipping': {
    post: op('Re-price a PayPal express checkout for the address the buyer picked', {
      tags,
      description:
        'Called by the page from PayPal’s onShippingAddressChange, in the session that started the payment (another session, another tenant or none: 404). Prices the same lines and discount code for the country and state and, when the total changes, replaces the PayPal order’s amount (PATCH) and records it, so the buyer approves the right total and the capture accepts it. A country the store does not ship to is 422 not_shipped (the page then has PayPal reject the address); a payment already being captured or closed is 409 express_closed. Nothing is charged. Rate limited per visitor address.',
      ok: obj(
        { id: str, currency: str, subtotal: { type: 'integer' }, shipping: { type: 'integer' }, tax: { type: 'integer' }, discount: { type: 'integer' }, total: { type: 'integer' } },
        ['id', 'currency', 'total'],
      ),
      body: obj({ country: str, state: str, city: str, postalCode: str }, ['country']),
      errors: [400, 404, 409, 422, 429, 502],
    }),
  },
  '/payments/multi/sessions': {
    post: op('Create a multi-method provider payment session', {
      tags,
      description: `${oneTarget} Open payment_url, then poll GET /payments/multi/sessions/{id} every 5 s (at most 60 times).`,
      status: 201,
      ok: ref('PaymentSession'),
      body: obj(
        {
          ...target,
          method: { enum: ['card', 'bank_account', 'mobile_wallet', 'crypto'] },
          crypto: { enum: ['BTC', 'ETH', 'USDC', 'LTC'] },
        },
        ['method'],
      ),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/multi/sessions/{id}': {
    get: op('Status of a payment session, asked of the provider by the server', {
      tags,
      description: 'completed marks the target paid; failed and expired carry the message "Payment failed or expired".',
      ok: ref('PaymentSession'),
      errors: [400, 404],
    }),
  },
  '/payments/transfer/{paymentId}': {
    get: op('Status of a card-and-bank-transfer payment, asked of the provider by the server', {
      tags,
      description:
        'The browser posts card or bank details straight to the provider (never here). The server checks the payment pays a target of this organisation with exactly the amount due, then records it.',
      ok: ref('TransferStatus'),
      errors: [400, 404, 409],
    }),
  },
  '/payments/account-balance/{userId}': {
    get: op('A customer’s account balance', {
      tags,
      ok: obj({ userId: str, balance: cents, currency: str }, ['userId', 'balance', 'currency']),
      errors: [400, 404],
    }),
  },
  '/payments/account-balance': {
    post: op('Pay from the account balance', {
      tags,
      description: `${oneTarget} 409 "Insufficient Balance" when short; the balance never goes negative, even under concurrent redemptions.`,
      ok: ref('PaymentResult'),
      body: obj({ userId: str, ...target }, ['userId']),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/gift-card/check': {
    post: op('Check a gift card (code upper-cased)', {
      tags,
      ok: obj({ valid: { type: 'boolean' }, code: str, balance: cents, currency: str }, ['valid', 'balance']),
      body: obj({ giftCardCode: str }, ['giftCardCode']),
      errors: [400, 404],
    }),
  },
  '/payments/gift-card': {
    post: op('Pay with a gift card', {
      tags,
      description: `${oneTarget} 404 "Invalid gift card code"; 409 "Insufficient Gift Card Balance". Never negative under concurrent redemptions.`,
      ok: ref('PaymentResult'),
      body: obj({ giftCardCode: str, ...target }, ['giftCardCode']),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
  '/payments/offline': {
    post: op('Request an offline payment', {
      tags,
      description: `${oneTarget} Answers status pending_payment with the instructions (message and metadata.instructions); the order’s paymentStatus becomes pending_payment.`,
      ok: ref('PaymentResult'),
      body: obj({ method: { enum: ['bank_transfer', 'cash', 'check', 'wire_transfer'] }, ...target, reference: str }, ['method']),
      parameters: [idempotencyKey],
      errors: [400, 404, 409, 422],
    }),
  },
};
