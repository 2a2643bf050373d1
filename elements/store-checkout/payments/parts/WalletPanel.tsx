import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Order } from '../../../../shared/api/schemas.ts';
import { emailValid } from '../../../../shared/checkout/form.ts';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import type { PaymentKeys } from '../../../../shared/checkout/remote.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { noticeForText, walletOutcome } from '../../../../shared/payments/messages.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import { loadWalletSdk } from '../sdk-loaders.ts';
import type { PanelProps } from '../types.ts';
import { NoticeView } from './Controls.tsx';
import { toastedNotice, usePayment, type Notice } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

/** The wallet's buttons appear after a 1 second loading delay. */
export const WALLET_LOADING_DELAY_MS = 1000;

type Buttons = 'loading' | 'ready' | 'failed';

/**
 * The wallet provider: the provider's buttons; our server creates the provider order
 * and captures it after the shopper approves. A cancel says 'Payment was canceled' and a provider
 * error 'Payment failed: {reason}', each in a toast with the same words in the panel (read once). Without a valid
 * email the 'Customer Information Required' panel says what is missing; without a client id, a notice.
 */
export function WalletPanel({ gateway, ready, form, currency, simulators, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const box = useRef<HTMLDivElement>(null);
  const [buttons, setButtons] = useState<Buttons>('loading');
  const [attempt, setAttempt] = useState(0);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const finish = useRef<(() => void) | null>(null);
  const order = useRef<Order | null>(null);
  const keys = useRef<{ create: PaymentKeys; capture: PaymentKeys } | null>(null);
  const clientId = gateway.data?.clientId ?? '';
  const email = form.email.trim();
  const emailOk = emailValid(email);
  const show = ready && emailOk && clientId !== '';

  // Handlers read the latest props through a ref: the provider's buttons are rendered once.
  const latest = useRef({ ensureOrder, complete, remote, setNotice, run, t, tp });
  useEffect(() => {
    latest.current = { ensureOrder, complete, remote, setNotice, run, t, tp };
  });

  useEffect(() => {
    if (!show) return undefined;
    let live = true;
    let close: (() => void) | null = null;
    const end = (result: Notice | null): void => {
      if (result) latest.current.setNotice(result);
      finish.current?.();
      finish.current = null;
    };
    const timer = setTimeout(() => {
      loadWalletSdk(gateway, currency, simulators)
        .then(async (sdk) => {
          if (!live) return;
          if (!sdk?.Buttons || !box.current) return setButtons('failed');
          const rendered = sdk.Buttons({
            style: { layout: 'vertical', label: 'paypal' },
            createOrder: async () => {
              const { run: start, ensureOrder: orderFor, remote: api } = latest.current;
              void start(() => new Promise<void>((resolve) => (finish.current = resolve)), () => ({ tone: 'error', text: '' }));
              try {
                const loaded = await api();
                keys.current ??= { create: loaded.paymentKeys(), capture: loaded.paymentKeys() };
                order.current = await orderFor('wallet');
                return (await keys.current.create.send({ orderId: order.current.id }, loaded.payments.walletCreate)).id;
              } catch (error) {
                end({ tone: 'error', text: latest.current.tp(methodFailure('paypal', error).message) });
                throw error;
              }
            },
            onApprove: async ({ orderID }) => {
              try {
                const loaded = await latest.current.remote();
                const target = order.current;
                if (!target || !keys.current) throw new Error('No order for this wallet payment');
                const result = await keys.current.capture.send({ orderId: target.id }, (body, key) => loaded.payments.walletCapture(orderID, body, key));
                const outcome = walletOutcome(result);
                if (outcome.kind === 'success') {
                  end(null);
                  latest.current.complete({ paymentIntentId: result.payment_intent_id ?? orderID, order: target, status: 'paid' });
                } else end({ tone: 'error', text: latest.current.tp(outcome.message) });
              } catch (error) {
                end({ tone: 'error', text: latest.current.tp(methodFailure('paypal', error).message) });
              }
            },
            onCancel: () => {
              const text = latest.current.t('canceled');
              end(toastedNotice(text, { tone: 'error', text }));
            },
            onError: (error) => {
              if (!finish.current) return;
              const reason = latest.current.tp(noticeForText(typeof error.message === 'string' ? error.message : '', 'unexpected'));
              const text = latest.current.t('walletFailed', { reason });
              end(toastedNotice(text, { tone: 'error', text }));
            },
          });
          await rendered.render(box.current);
          close = () => void rendered.close();
          if (live) setButtons('ready');
        })
        .catch((error: unknown) => {
          console.error('The wallet buttons could not be loaded', error instanceof Error ? error.message : error);
          if (live) setButtons('failed');
        });
    }, WALLET_LOADING_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      close?.();
    };
  }, [show, gateway, currency, simulators, attempt]);

  if (!emailOk) {
    return (
      <div role="alert" className={`${c.status} ${p.panel}`} data-tone="error">
        <strong>{t('customerRequired')}</strong>
        <span>{t('walletEmail')}</span>
        <ul className={c.plain}>
          <li>{email === '' ? t('emailMissing') : t('emailInvalid', { email })}</li>
        </ul>
      </div>
    );
  }
  if (!clientId) return <p className={c.status}>{t('walletNoClient')}</p>;
  return (
    <div className={p.panel}>
      {show && buttons === 'loading' && <p className={p.note}>{t('walletLoading')}</p>}
      {buttons === 'failed' && (
        <div role="alert" className={p.panel}>
          <p className={c.status} data-tone="error">
            {t('walletUnavailable')}
          </p>
          <button type="button" className={c.secondaryButton} onClick={() => (setButtons('loading'), setAttempt((n) => n + 1))}>
            {t('retry')}
          </button>
        </div>
      )}
      <div ref={box} className={p.providerBox} aria-busy={busy} hidden={!show} />
      {busy && <p className={p.note}>{t('paying')}</p>}
      <NoticeView notice={notice} />
    </div>
  );
}
