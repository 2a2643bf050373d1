import { describe, expect, it } from 'vitest';
import { BANKS, isBankCode } from './banks.ts';
import {
  cardErrorMessage,
  cardOutcome,
  englishPayment,
  gatewayUnavailableMessage,
  noticeForText,
  paymentFailedToast,
  type PaymentNotice,
  PAYMENT_MESSAGES,
  providerMessage,
  resultOutcome,
  sessionOutcome,
  transferOutcome,
  walletOutcome,
} from './messages.ts';
import {
  CRYPTOS,
  DEFAULT_OFFLINE_METHODS,
  MULTI_METHODS,
  OFFLINE_METHODS,
  offlineInstructions,
  oneOf,
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_MAX_ATTEMPTS,
} from './methods.ts';

describe('outcome messages (exact texts)', () => {
  /** An outcome with its message as the English catalogue shows it. */
  const english = (o: { kind: string; message: PaymentNotice | null }) => ({ kind: o.kind, message: englishPayment(o.message) });

  it('maps the card provider’s four outcomes', () => {
    expect(english(cardOutcome('succeeded'))).toEqual({ kind: 'success', message: 'Payment succeeded!' });
    expect(english(cardOutcome('processing'))).toEqual({ kind: 'processing', message: 'Your payment is processing.' });
    expect(english(cardOutcome('requires_payment_method'))).toEqual({
      kind: 'retry',
      message: 'Your payment was not successful, please try again.',
    });
    expect(english(cardOutcome('canceled'))).toEqual({ kind: 'failure', message: 'Something went wrong.' });
    expect(english(cardOutcome(undefined)).message).toBe('Something went wrong.');
    expect(englishPayment(cardErrorMessage({ type: 'card_error', message: 'Your card was declined.' }))).toBe('Your card was declined.');
    expect(cardErrorMessage({ type: 'card_error', message: 'Something went wrong.' })).toEqual({ key: 'cardOther' });
    expect(englishPayment(cardErrorMessage({ type: 'api_error', message: 'boom' }))).toBe('An unexpected error occurred.');
    expect(englishPayment(cardErrorMessage(undefined))).toBe('An unexpected error occurred.');
  });

  it('maps multi-method sessions, transfers, wallets and stored-value results', () => {
    expect(sessionOutcome('completed').kind).toBe('success');
    expect(english(sessionOutcome('failed'))).toEqual({ kind: 'failure', message: 'Payment failed or expired' });
    expect(english(sessionOutcome('expired')).message).toBe('Payment failed or expired');
    expect(sessionOutcome('pending')).toEqual({ kind: 'pending', message: null });
    expect(transferOutcome({ status: 'succeeded' }).kind).toBe('success');
    expect(english(transferOutcome({ status: 'requires_action' }))).toEqual({ kind: 'action', message: 'Additional authentication required' });
    expect(english(transferOutcome({ status: 'failed', message: 'Your card was declined.' })).message).toBe('Your card was declined.');
    expect(english(transferOutcome({ status: 'weird' })).message).toBe('Payment processing failed');
    expect(english(walletOutcome({ success: false, status: 'canceled' })).message).toBe('Payment was canceled');
    expect(english(walletOutcome({ success: false, status: 'failed' })).message).toBe('Payment could not be processed');
    expect(resultOutcome({ success: true, status: 'pending_payment', message: 'Transfer…' })).toEqual({ kind: 'pending', message: null });
    expect(english(resultOutcome({ success: false, message: 'Insufficient Balance' })).message).toBe('Insufficient Balance');
    expect(englishPayment(providerMessage('  '))).toBe('Payment failed');
  });

  it('turns a catalogue text a server sent into its key, and any other wording into the fallback', () => {
    expect(noticeForText('Invalid gift card code')).toEqual({ key: 'giftCardInvalid' });
    expect(noticeForText('Only 2 left of Blue Mug', 'failed')).toEqual({ key: 'failed' });
    expect(noticeForText(undefined, 'offlineFailed')).toEqual({ key: 'offlineFailed' });
  });

  it('keeps the catalogue texts exact', () => {
    expect(PAYMENT_MESSAGES.timeout).toBe('Payment timeout - please check your payment status');
    expect(PAYMENT_MESSAGES.giftCardInsufficient).toBe('Insufficient Gift Card Balance');
    expect(PAYMENT_MESSAGES.walletEmail).toBe('Customer email is required and must be valid for wallet payments');
    expect(gatewayUnavailableMessage('venmo')).toBe('Payment gateway "venmo" not available');
    expect(paymentFailedToast('card declined')).toBe('Payment failed: card declined');
  });
});

describe('methods and constants', () => {
  it('lists the methods, cryptos, banks and polling rhythm', () => {
    expect(OFFLINE_METHODS).toEqual(['bank_transfer', 'cash', 'check', 'wire_transfer']);
    expect(DEFAULT_OFFLINE_METHODS).toEqual(['bank_transfer', 'cash']);
    expect(MULTI_METHODS).toEqual(['card', 'bank_account', 'mobile_wallet', 'crypto']);
    expect(CRYPTOS).toEqual(['BTC', 'ETH', 'USDC', 'LTC']);
    expect(BANKS).toHaveLength(17);
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(17);
    expect(isBankCode('CHASE')).toBe(true);
    expect(isBankCode('chase')).toBe(false);
    expect([STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX_ATTEMPTS]).toEqual([5000, 60]);
    expect(oneOf(OFFLINE_METHODS, 'cash')).toBe(true);
    expect(oneOf(OFFLINE_METHODS, 'paypal')).toBe(false);
  });

  it('writes instructions for each offline method with the amount and reference', () => {
    for (const method of OFFLINE_METHODS) {
      const text = offlineInstructions(method, { amount: '$30.52', reference: 'NW-100001', payee: 'Northwind' });
      expect(text).toContain('$30.52');
      expect(text).toContain('NW-100001');
    }
  });
});
