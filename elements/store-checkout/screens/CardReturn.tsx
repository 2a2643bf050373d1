import { useEffect, useState, type ReactNode } from 'react';
import { cardOutcome } from '../../../shared/payments/messages.ts';
import type { Completion } from '../payments/types.ts';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';
import { loadRemote } from '../use-checkout.ts';
import { usePaymentText } from '../payments/use-payment-text.ts';

/** The payment intent a card provider's redirect came back with (`?payment_intent=…`), if any. */
export function returnedIntent(search: string): string | null {
  const id = new URLSearchParams(search).get('payment_intent');
  return id && /^[A-Za-z0-9_]{3,100}$/.test(id) ? id : null;
}

/**
 * `/store/checkout/success`, the card provider's return address: after a payment that needed
 * a redirect (3-D Secure, a bank), our server reads the intent from the provider and the page shows one
 * of the four outcomes; a success finishes the checkout like any other.
 */
export function CardReturn({ intentId, complete, checkoutHref, t }: { intentId: string; complete: (result: Completion) => void; checkoutHref: string; t: Translate }): ReactNode {
  const [state, setState] = useState<{ tone: 'info' | 'error' | 'success'; text: string }>({ tone: 'info', text: t('returnChecking') });
  const tp = usePaymentText();
  useEffect(() => {
    let live = true;
    (async () => {
      const remote = await loadRemote();
      const verified = await remote.payments.cardStatus(intentId);
      const outcome = cardOutcome(verified.status);
      const orderId = typeof verified.metadata?.orderId === 'string' ? verified.metadata.orderId : null;
      if ((outcome.kind === 'success' || outcome.kind === 'processing') && orderId) {
        const order = await remote.fetchOrder(orderId);
        if (!live) return;
        setState({ tone: outcome.kind === 'success' ? 'success' : 'info', text: tp(outcome.message) });
        complete({ paymentIntentId: intentId, order, status: outcome.kind === 'success' ? 'paid' : 'processing' });
      } else if (live) setState({ tone: 'error', text: tp(outcome.message) });
    })().catch(() => live && setState({ tone: 'error', text: t('returnUnverified') }));
    return () => {
      live = false;
    };
  }, [intentId, complete, t, tp]);
  return (
    <div className={s.card}>
      <div role={state.tone === 'error' ? 'alert' : 'status'}>
        <p className={s.status} data-tone={state.tone}>
          {state.text}
        </p>
      </div>
      {state.tone === 'error' && (
        <p>
          <a className={s.primaryButton} href={checkoutHref}>
            {t('returnToCheckout')}
          </a>
        </p>
      )}
    </div>
  );
}
