import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cardReturnUrl } from '../../../../shared/checkout/routes.ts';
import type { CardSdk, CardSdkElements } from '../../../../shared/checkout/sdks.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { cardErrorMessage, cardOutcome, paymentNotice, type PaymentNotice } from '../../../../shared/payments/messages.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import { loadCardSdk } from '../sdk-loaders.ts';
import type { PanelProps } from '../types.ts';
import { NoticeView, PayButton } from './Controls.tsx';
import { toastedNotice, usePayment, usePaymentStart, type Notice } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

type Sdk = { state: 'loading' } | { state: 'ready'; sdk: CardSdk; elements: CardSdkElements } | { state: 'failed' };

/**
 * The notice for a payment intent status the server reported: succeeded, processing, declined or failed. A declined
 * card (requires_payment_method) also shows the toast 'Payment was not successful, please try again'
 * and another failure with the provider's reason 'Payment failed: {reason}'.
 */
function statusNotice(status: string, tp: (message: PaymentNotice | null) => string, detail?: PaymentNotice): Notice {
  const outcome = cardOutcome(status);
  const tone = outcome.kind === 'success' ? 'success' : outcome.kind === 'processing' ? 'info' : 'error';
  const notice: Notice = { tone, text: tp(outcome.message), ...(detail && detail.key !== outcome.message?.key ? { detail: tp(detail) } : {}) };
  if (outcome.kind === 'retry') return toastedNotice(tp(paymentNotice('notSuccessful')), notice);
  if (outcome.kind === 'failure' && notice.detail) return toastedNotice(tp(paymentNotice('paymentFailedToast', { reason: notice.detail })), notice, 'all');
  return notice;
}

/**
 * The card provider with its Payment Element: the provider's own fields (card data
 * never touches this page's code), then on Pay the order, a payment intent from our server,
 * `confirmPayment`, and the status as our server reads it from the provider: 'Payment succeeded!',
 * 'Your payment is processing.', 'Your payment was not successful, please try again.' or
 * 'Something went wrong.'; an unexpected failure says 'An unexpected error occurred.'.
 */
export function CardPanel({ gateway, ready, form, total, currency, money, simulators, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const box = useRef<HTMLDivElement>(null);
  const [sdk, setSdk] = useState<Sdk>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const start = usePaymentStart(remote, ensureOrder);

  useEffect(() => {
    let live = true;
    let unmount: (() => void) | null = null;
    loadCardSdk(gateway, simulators)
      .then((loaded) => {
        if (!live) return;
        if (!loaded || !box.current) return setSdk({ state: 'failed' });
        const elements = loaded.elements({ mode: 'payment', amount: total, currency: currency.toLowerCase() });
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(box.current);
        unmount = () => element.destroy();
        setSdk({ state: 'ready', sdk: loaded, elements });
      })
      .catch((error: unknown) => {
        console.error('The card payment form could not be loaded', error instanceof Error ? error.message : error);
        if (live) setSdk({ state: 'failed' });
      });
    return () => {
      live = false;
      unmount?.();
    };
    // The element is created once per panel (and again on retry); the amount shown is informative only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway, simulators, attempt]);

  const pay = (): Promise<void> =>
    run(
      async () => {
        if (sdk.state !== 'ready') return;
        const { sdk: stripe, elements } = sdk;
        const checked = await elements.submit();
        if (checked.error) return setNotice({ tone: 'error', text: tp(cardErrorMessage(checked.error)) });
        const { api, order, keys } = await start('card');
        const intent = await keys.send({ email: form.email.trim(), orderId: order.id }, api.payments.cardIntent);
        const confirmed = await stripe.confirmPayment({
          elements,
          clientSecret: intent.client_secret,
          confirmParams: { return_url: cardReturnUrl(location.origin, location.pathname), receipt_email: form.email.trim() },
          redirect: 'if_required',
        });
        const providerMessage = confirmed.error ? cardErrorMessage(confirmed.error) : undefined;
        if (confirmed.error && !confirmed.error.payment_intent && confirmed.error.type !== 'card_error') {
          return setNotice({ tone: 'error', text: tp(providerMessage ?? paymentNotice('unexpected')) });
        }
        // The server asks the provider: the browser's word never decides a payment.
        const verified = await api.payments.cardStatus(intent.paymentIntentId);
        if (verified.success && verified.status === 'succeeded') return complete({ paymentIntentId: intent.paymentIntentId, order, status: 'paid' });
        if (verified.status === 'processing') return complete({ paymentIntentId: intent.paymentIntentId, order, status: 'processing' });
        setNotice(statusNotice(verified.status, tp, providerMessage));
      },
      () => ({ tone: 'error', text: tp(paymentNotice('unexpected')) }),
    );

  return (
    <div className={p.panel}>
      <div ref={box} className={p.providerBox} aria-busy={sdk.state === 'loading'} />
      {sdk.state === 'loading' && <p className={p.note}>{t('cardLoading')}</p>}
      {sdk.state === 'failed' && (
        <div role="alert" className={p.panel}>
          <p className={c.status} data-tone="error">
            {t('unexpected')} {t('cardUnavailable')}
          </p>
          <button type="button" className={c.secondaryButton} onClick={() => (setSdk({ state: 'loading' }), setAttempt((n) => n + 1))}>
            {t('retry')}
          </button>
        </div>
      )}
      <PayButton busy={busy} disabled={!ready || sdk.state !== 'ready'} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
    </div>
  );
}
