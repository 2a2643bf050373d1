import { interpolate } from '../element/messages.ts';

/**
 * The payment texts of the checkout (outcomes and failures), in the product's specified wording, and how each provider's outcome
 * maps to one of them. A view shows `message`; `kind` says what the checkout does next.
 */

/** Every payment text, in the product's specified wording. */
export const PAYMENT_MESSAGES = {
  cardSucceeded: 'Payment succeeded!',
  cardProcessing: 'Your payment is processing.',
  cardRequiresPaymentMethod: 'Your payment was not successful, please try again.',
  cardOther: 'Something went wrong.',
  unexpected: 'An unexpected error occurred.',
  paymentCompleted: 'Payment Completed',
  paymentCompletedToast: 'Payment completed successfully!',
  notSuccessful: 'Payment was not successful, please try again',
  canceled: 'Payment was canceled',
  walletEmail: 'Customer email is required and must be valid for wallet payments',
  customerInfoRequired: 'Customer Information Required',
  failed: 'Payment failed',
  processingFailed: 'Payment processing failed',
  couldNotProcess: 'Payment could not be processed',
  completeAuthentication: 'Please complete the authentication and try again',
  authenticationRequired: 'Additional authentication required',
  failedOrExpired: 'Payment failed or expired',
  timeout: 'Payment timeout - please check your payment status',
  unableToVerify: 'Unable to verify payment status',
  offlineFailed: 'Failed to create offline payment request',
  giftCardValidateFailed: 'Failed to validate gift card',
  giftCardEmpty: 'Please enter a gift card code',
  giftCardInvalid: 'Invalid gift card code',
  giftCardInsufficient: 'Insufficient Gift Card Balance',
  insufficientBalance: 'Insufficient Balance',
} as const;

/** Our own wording (not one of the product's fixed texts): shown when an action or redirect address fails the allow-list. */
export const BLOCKED_URL_MESSAGE = 'The payment page address is not allowed, so it was not opened.';

/** Every payment text a rule can answer with, by key (English; the checkout's catalogues translate the keys). */
export const PAYMENT_TEXTS = {
  ...PAYMENT_MESSAGES,
  blockedUrl: BLOCKED_URL_MESSAGE,
  gatewayUnavailable: 'Payment gateway "{name}" not available',
  paymentFailedToast: 'Payment failed: {reason}',
  /** A payment provider's own message, shown as the provider wrote it (provider errors are shown in the provider's words). */
  providerText: '{text}',
};

/** A key of the payment texts. */
export type PaymentMessageKey = keyof typeof PAYMENT_TEXTS;

/** A payment message as logic yields it: a key plus its placeholders' values; the view renders it in the page's language. */
export interface PaymentNotice {
  key: PaymentMessageKey;
  params?: Record<string, string>;
}

/** A notice for a key. */
export function paymentNotice(key: PaymentMessageKey, params?: Record<string, string>): PaymentNotice {
  return params ? { key, params } : { key };
}

/** The English text of a notice (what the English catalogue shows); empty for none. */
export function englishPayment(message: PaymentNotice | null): string {
  if (!message) return '';
  return interpolate(PAYMENT_TEXTS[message.key], message.params);
}

/**
 * The notice for a text a server or provider sent: the catalogue key with that exact English text,
 * else the fallback. Other wording is never passed through, so a page in another language gets no
 * English sentence.
 */
export function noticeForText(text: string | null | undefined, fallback: PaymentMessageKey = 'failed'): PaymentNotice {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const key = (Object.keys(PAYMENT_TEXTS) as PaymentMessageKey[]).find((k) => PAYMENT_TEXTS[k] === trimmed);
  return paymentNotice(key ?? fallback);
}

/** 'Payment gateway "{name}" not available' (an unrecognised or unavailable gateway). */
export function gatewayUnavailableMessage(name: string): string {
  return englishPayment(paymentNotice('gatewayUnavailable', { name }));
}

/** The toast 'Payment failed: {reason}'. */
export function paymentFailedToast(reason: string): string {
  return englishPayment(paymentNotice('paymentFailedToast', { reason }));
}

/** What the checkout does with an outcome: finish, wait, let the shopper retry, or show a failure. */
export type OutcomeKind = 'success' | 'processing' | 'action' | 'pending' | 'retry' | 'failure';

/** An outcome as the checkout shows it (no message while a payment is still pending). */
export interface Outcome {
  kind: OutcomeKind;
  message: PaymentNotice | null;
}

const outcome = (kind: OutcomeKind, key: PaymentMessageKey): Outcome => ({ kind, message: paymentNotice(key) });

/** The card provider's payment intent status (four outcomes: succeeded, processing, requires_payment_method, anything else). */
export function cardOutcome(status: string | undefined): Outcome {
  switch (status) {
    case 'succeeded':
      return outcome('success', 'cardSucceeded');
    case 'processing':
      return outcome('processing', 'cardProcessing');
    case 'requires_payment_method':
      return outcome('retry', 'cardRequiresPaymentMethod');
    default:
      return outcome('failure', 'cardOther');
  }
}

/** The message of a card confirmation error: card and validation errors carry the provider's own text. */
export function cardErrorMessage(error: { type?: string; message?: string } | undefined): PaymentNotice {
  if ((error?.type === 'card_error' || error?.type === 'validation_error') && error.message) return providerMessage(error.message, 'unexpected');
  return paymentNotice('unexpected');
}

/**
 * A provider's message: a catalogue text becomes its key (so it is translated); other
 * wording is the provider's own and is shown as written (`providerText`); none gives the fallback.
 */
export function providerMessage(message: string | null | undefined, fallback: PaymentMessageKey = 'failed'): PaymentNotice {
  const text = typeof message === 'string' ? message.trim() : '';
  if (text === '') return paymentNotice(fallback);
  const known = noticeForText(text, 'providerText');
  return known.key === 'providerText' ? paymentNotice('providerText', { text }) : known;
}

/** A multi-method session status: completed, failed or expired end the polling; others keep it going. */
export function sessionOutcome(status: string | undefined): Outcome {
  switch (status) {
    case 'completed':
      return outcome('success', 'paymentCompletedToast');
    case 'failed':
    case 'expired':
      return outcome('failure', 'failedOrExpired');
    default:
      return { kind: 'pending', message: null };
  }
}

/** The card-and-bank-transfer provider's answer: succeeded, requires_action (open the action URL), else failure. */
export function transferOutcome(result: { status?: string; message?: string | null; error?: string | null }): Outcome {
  if (result.status === 'succeeded') return outcome('success', 'paymentCompletedToast');
  if (result.status === 'requires_action') return outcome('action', 'authenticationRequired');
  return { kind: 'failure', message: providerMessage(result.message ?? result.error, 'processingFailed') };
}

/** A wallet capture answer: success, cancel, or the provider's failure message. */
export function walletOutcome(result: { success: boolean; status?: string; message?: string }): Outcome {
  if (result.success) return outcome('success', 'paymentCompletedToast');
  if (result.status === 'canceled') return outcome('failure', 'canceled');
  return { kind: 'failure', message: providerMessage(result.message, 'couldNotProcess') };
}

/** The server's answer to a stored-value or offline payment. */
export function resultOutcome(result: { success: boolean; status?: string; message?: string }): Outcome {
  if (result.success && result.status === 'pending_payment') return { kind: 'pending', message: null };
  if (result.success) return outcome('success', 'paymentCompletedToast');
  return { kind: 'failure', message: providerMessage(result.message) };
}
