import { useCallback } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import type { PaymentNotice } from '../../../shared/payments/messages.ts';
import { paymentTexts } from './messages-payment.ts';

/** Renders a payment notice (key plus values) in the page's language; an empty string for none. */
export function usePaymentText(): (message: PaymentNotice | null | undefined) => string {
  const tp = useMessages(paymentTexts);
  return useCallback((message) => (message ? tp(message.key, message.params) : ''), [tp]);
}
