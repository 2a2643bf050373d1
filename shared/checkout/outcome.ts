/**
 * What the checkout shows when a payment step fails (storefront spec §8): a refusal with the
 * server's own message (409 'Insufficient Balance', 404 'Invalid gift card code', a stock problem),
 * or, for a server error, a timeout or a dropped connection, the method's catalogue message. Every
 * failure leaves the shopper able to try again.
 */
import { ApiError } from '../api/errors.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';

/** The gateway names the checkout has a panel for (one per payment method of spec §2). */
export const KNOWN_GATEWAYS = ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline'] as const;
/** A gateway the checkout has a panel for. */
export type KnownGateway = (typeof KNOWN_GATEWAYS)[number];

/** True when the checkout has a panel for this gateway name. */
export function isKnownGateway(name: string): name is KnownGateway {
  return (KNOWN_GATEWAYS as readonly string[]).includes(name);
}

/** The catalogue message each method falls back to when the server gives none it can show. */
export const METHOD_FALLBACK: Record<KnownGateway, string> = {
  stripe: PAYMENT_MESSAGES.unexpected,
  paypal: PAYMENT_MESSAGES.couldNotProcess,
  multipay: PAYMENT_MESSAGES.failed,
  cardbank: PAYMENT_MESSAGES.processingFailed,
  account_balance: PAYMENT_MESSAGES.failed,
  gift_card: PAYMENT_MESSAGES.giftCardValidateFailed,
  offline: PAYMENT_MESSAGES.offlineFailed,
};

/** A failure as the panel shows it. */
export interface Failure {
  message: string;
  /** True when the same attempt may simply be tried again (a server error, timeout or lost connection). */
  transient: boolean;
}

/**
 * The message for an error thrown by a payment step: a 4xx refusal keeps the server's message; a
 * 5xx, timeout, network or malformed answer gets `fallback` and is marked transient.
 */
export function failureFor(error: unknown, fallback: string): Failure {
  if (error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500) {
    return { message: error.message.trim() || fallback, transient: error.status === 408 || error.status === 409 || error.status === 429 };
  }
  return { message: fallback, transient: true };
}

/** The failure of a method's step (see `failureFor`), with that method's catalogue fallback. */
export function methodFailure(gateway: KnownGateway, error: unknown): Failure {
  return failureFor(error, METHOD_FALLBACK[gateway]);
}
