/**
 * What the checkout shows when a payment step fails: a refusal with the
 * server's own message (409 'Insufficient Balance', 404 'Invalid gift card code', a stock problem),
 * or, for a server error, a timeout or a dropped connection, the method's catalogue message. Every
 * failure leaves the shopper able to try again.
 */
import { ApiError } from '../api/errors.ts';
import { paymentNotice, providerMessage, type PaymentMessageKey, type PaymentNotice } from '../payments/messages.ts';

/** The gateway names the checkout has a panel for (one per payment method the checkout offers). */
export const KNOWN_GATEWAYS = ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline'] as const;
/** A gateway the checkout has a panel for. */
export type KnownGateway = (typeof KNOWN_GATEWAYS)[number];

/** True when the checkout has a panel for this gateway name. */
export function isKnownGateway(name: string): name is KnownGateway {
  return (KNOWN_GATEWAYS as readonly string[]).includes(name);
}

/** The catalogue message each method falls back to when the server gives none it can show. */
export const METHOD_FALLBACK: Record<KnownGateway, PaymentMessageKey> = {
  stripe: 'unexpected',
  paypal: 'couldNotProcess',
  multipay: 'failed',
  cardbank: 'processingFailed',
  account_balance: 'failed',
  gift_card: 'giftCardValidateFailed',
  offline: 'offlineFailed',
};

/** A failure as the panel shows it. */
export interface Failure {
  message: PaymentNotice;
  /** True when the same attempt may simply be tried again (a server error, timeout or lost connection). */
  transient: boolean;
}

/**
 * The message for an error thrown by a payment step: a 4xx refusal keeps the server's message (a
 * catalogue text such as 409 'Insufficient Balance' as its key, so it is translated); a 5xx, a
 * timeout, a network or malformed answer gets `fallback`; only 4xx other than 408/409/429 is final.
 */
export function failureFor(error: unknown, fallback: PaymentMessageKey): Failure {
  if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'rate_limited') && error.status >= 400 && error.status < 500) {
    return { message: providerMessage(error.message, fallback), transient: error.status === 408 || error.status === 409 || error.status === 429 };
  }
  return { message: paymentNotice(fallback), transient: true };
}

/** The failure of a method's step (see `failureFor`), with that method's catalogue fallback. */
export function methodFailure(gateway: KnownGateway, error: unknown): Failure {
  return failureFor(error, METHOD_FALLBACK[gateway]);
}
