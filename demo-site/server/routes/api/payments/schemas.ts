/**
 * Request bodies and path parameters of the payment routes. Amounts are never read from a body:
 * extra fields such as `amount`, `total` or `customer` are dropped by the schemas and ignored.
 */
import * as v from 'valibot';
import { CRYPTOS, MULTI_METHODS, OFFLINE_METHODS } from '../../../../../shared/payments/methods.ts';
import { linesSchema } from '../storefront/schemas.ts';
import { email, optionalText } from '../validation.ts';

/** An id of ours or of a provider: 1 to 100 letters, digits, `_`, `-`, `.` or `:`. */
export const idText = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(100, 'must be at most 100 characters'),
  v.regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, "_", "-", "." or ":"'),
);

/** A customer's id: their e-mail address (what a one-time-code sign-in proves) or a plain id. */
const userIdText = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(254, 'must be at most 254 characters'),
  v.regex(/^[A-Za-z0-9_.:@+-]+$/, 'must be an e-mail address or letters, digits, "_", "-", "." or ":"'),
);

const target = { orderId: v.optional(idText), reservationId: v.optional(idText) };

/** Exactly one of orderId and reservationId; the issue is reported on `orderId`. */
function oneTarget<T extends { orderId?: string; reservationId?: string }>() {
  return v.forward<T, v.CheckIssue<T>, ['orderId']>(
    v.check(
      (input) => (input.orderId === undefined) !== (input.reservationId === undefined),
      'give either orderId or reservationId (one of them)',
    ),
    ['orderId'] as never,
  );
}

const currency = v.pipe(v.string('must be text'), v.trim(), v.regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code'), v.toUpperCase());

/** `POST /storefront/payment-intent`: `{ email, orderId | reservationId, currency? }`. */
export const cardIntentBody = v.pipe(v.object({ email, ...target, currency: v.optional(currency) }), oneTarget());

/** `POST /payments/wallet/orders`: `{ orderId | reservationId }`. */
export const walletOrderBody = v.pipe(v.object({ ...target }), oneTarget());

/** `POST /payments/wallet/orders/{id}/capture`: optionally the target, which must match the wallet order's. */
export const walletCaptureBody = v.object({ ...target });

/** `POST /payments/wallet/express`: the lines and an optional discount code; prices come from the server. */
export const expressBody = v.object({ items: linesSchema, discountCode: optionalText(60) });

/**
 * `POST /payments/wallet/express/{id}/shipping`: the address PayPal's buyer picked, as PayPal tells
 * the page (country, state, city and postal code only; the street comes with the approval).
 */
export const expressShippingBody = v.object({
  country: v.pipe(v.string('must be text'), v.trim(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'), v.toUpperCase()),
  state: optionalText(100),
  city: optionalText(100),
  postalCode: optionalText(20),
});

/** `POST /payments/multi/sessions`: `{ orderId | reservationId, method, crypto? }` (crypto only, and required, for method crypto). */
export const sessionBody = v.pipe(
  v.object({
    ...target,
    method: v.picklist(MULTI_METHODS, `must be one of ${MULTI_METHODS.join(', ')}`),
    crypto: v.optional(v.picklist(CRYPTOS, `must be one of ${CRYPTOS.join(', ')}`)),
  }),
  oneTarget(),
  v.forward(
    v.check((input) => input.method !== 'crypto' || input.crypto !== undefined, 'is required for crypto payments'),
    ['crypto'],
  ),
  v.forward(
    v.check((input) => input.method === 'crypto' || input.crypto === undefined, 'is only for crypto payments'),
    ['crypto'],
  ),
);

/**
 * `POST /payments/account-balance`: `{ orderId | reservationId }`, the balance of the signed-in
 * customer; staff and the tenant's server name the `userId` (amount, currency, customer, metadata ignored).
 */
export const balanceBody = v.pipe(v.object({ userId: v.optional(userIdText), ...target }), oneTarget());

/** A gift card code: trimmed and upper-cased. */
export const giftCardCode = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.nonEmpty('Please enter a gift card code'),
  v.maxLength(64, 'must be at most 64 characters'),
  v.toUpperCase(),
);

/** `POST /payments/gift-card/check`: `{ giftCardCode }`. */
export const giftCheckBody = v.object({ giftCardCode });

/** `POST /payments/gift-card`: `{ giftCardCode, orderId | reservationId }`. */
export const giftPayBody = v.pipe(v.object({ giftCardCode, ...target }), oneTarget());

/** `POST /payments/offline`: `{ method, orderId | reservationId, reference? }`. */
export const offlineBody = v.pipe(
  v.object({
    method: v.picklist(OFFLINE_METHODS, `must be one of ${OFFLINE_METHODS.join(', ')}`),
    ...target,
    reference: optionalText(100),
  }),
  oneTarget(),
);

/** A provider reference in the path. */
export const refParam = <N extends string>(name: N) => v.object({ [name]: providerRef } as Record<N, typeof providerRef>);
const providerRef = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'is not a valid id'));

/** A user id in the path. */
export const userParam = v.object({ userId: userIdText });
