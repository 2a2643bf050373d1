/**
 * The payment texts of the storefront spec §4 and §8, word for word, and how each provider's outcome
 * maps to one of them. A view shows `message`; `kind` says what the checkout does next.
 */

/** Every payment text of the specification (exact wording). */
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

/** Not in the specification: shown when an action or redirect address fails the allow-list. */
export const BLOCKED_URL_MESSAGE = 'The payment page address is not allowed, so it was not opened.';

/** 'Payment gateway "{name}" not available' (an unrecognised or unavailable gateway). */
export function gatewayUnavailableMessage(name: string): string {
  return `Payment gateway "${name}" not available`;
}

/** The toast 'Payment failed: {reason}'. */
export function paymentFailedToast(reason: string): string {
  return `Payment failed: ${reason}`;
}

/** What the checkout does with an outcome: finish, wait, let the shopper retry, or show a failure. */
export type OutcomeKind = 'success' | 'processing' | 'action' | 'pending' | 'retry' | 'failure';

/** An outcome as the checkout shows it. */
export interface Outcome {
  kind: OutcomeKind;
  message: string;
}

/** The card provider's payment intent status (spec §4: four outcomes). */
export function cardOutcome(status: string | undefined): Outcome {
  switch (status) {
    case 'succeeded':
      return { kind: 'success', message: PAYMENT_MESSAGES.cardSucceeded };
    case 'processing':
      return { kind: 'processing', message: PAYMENT_MESSAGES.cardProcessing };
    case 'requires_payment_method':
      return { kind: 'retry', message: PAYMENT_MESSAGES.cardRequiresPaymentMethod };
    default:
      return { kind: 'failure', message: PAYMENT_MESSAGES.cardOther };
  }
}

/** The message of a card confirmation error: card and validation errors carry their own text. */
export function cardErrorMessage(error: { type?: string; message?: string } | undefined): string {
  if ((error?.type === 'card_error' || error?.type === 'validation_error') && error.message) return error.message;
  return PAYMENT_MESSAGES.unexpected;
}

/** A provider's own message, else the given catalogue fallback ('Payment failed' by default). */
export function providerMessage(message: string | null | undefined, fallback: string = PAYMENT_MESSAGES.failed): string {
  const text = typeof message === 'string' ? message.trim() : '';
  return text === '' ? fallback : text;
}

/** A multi-method session status: completed, failed or expired end the polling; others keep it going. */
export function sessionOutcome(status: string | undefined): Outcome {
  switch (status) {
    case 'completed':
      return { kind: 'success', message: PAYMENT_MESSAGES.paymentCompletedToast };
    case 'failed':
    case 'expired':
      return { kind: 'failure', message: PAYMENT_MESSAGES.failedOrExpired };
    default:
      return { kind: 'pending', message: '' };
  }
}

/** The card-and-bank-transfer provider's answer: succeeded, requires_action (open the action URL), else failure. */
export function transferOutcome(result: { status?: string; message?: string | null; error?: string | null }): Outcome {
  if (result.status === 'succeeded') return { kind: 'success', message: PAYMENT_MESSAGES.paymentCompletedToast };
  if (result.status === 'requires_action') return { kind: 'action', message: PAYMENT_MESSAGES.authenticationRequired };
  return { kind: 'failure', message: providerMessage(result.message ?? result.error, PAYMENT_MESSAGES.processingFailed) };
}

/** A wallet capture answer: success, cancel, or the provider's failure message. */
export function walletOutcome(result: { success: boolean; status?: string; message?: string }): Outcome {
  if (result.success) return { kind: 'success', message: PAYMENT_MESSAGES.paymentCompletedToast };
  if (result.status === 'canceled') return { kind: 'failure', message: PAYMENT_MESSAGES.canceled };
  return { kind: 'failure', message: providerMessage(result.message, PAYMENT_MESSAGES.couldNotProcess) };
}

/** The server's answer to a stored-value or offline payment. */
export function resultOutcome(result: { success: boolean; status?: string; message?: string }): Outcome {
  if (result.success && result.status === 'pending_payment') return { kind: 'pending', message: result.message ?? '' };
  if (result.success) return { kind: 'success', message: PAYMENT_MESSAGES.paymentCompletedToast };
  return { kind: 'failure', message: providerMessage(result.message) };
}
