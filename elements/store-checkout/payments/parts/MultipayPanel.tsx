import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { checkAllowedUrl } from '../../../../shared/payments/allow-list.ts';
import { providerMessage, sessionOutcome } from '../../../../shared/payments/messages.ts';
import { CRYPTOS, MULTI_METHODS, oneOf, type Crypto, type MultiMethod } from '../../../../shared/payments/methods.ts';
import * as c from '../../css/checkout.css.ts';
import { externalStep, type ExternalStep } from '../external.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import type { PanelProps } from '../types.ts';
import { ChoiceGroup, NoticeView, PayButton } from './Controls.tsx';
import { usePayment, usePaymentStart } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

type Session = { id: string; status: string; success?: boolean; payment_intent_id?: string; message?: string };

/**
 * The multi-method provider: card, bank account, mobile wallet or crypto (BTC, ETH,
 * USDC, LTC). Pay creates a payment session on our server; a session completed at once succeeds;
 * otherwise the shopper opens the payment page (allow-listed) and the checkout asks our server every
 * 5 s, at most 60 times: completed pays, failed or expired says 'Payment failed or expired', and no
 * answer in time 'Payment timeout - please check your payment status'.
 */
export function MultipayPanel({ gateway, ready, total, money, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const id = useId();
  const listed = (gateway.data?.methods ?? []).filter((m): m is MultiMethod => oneOf(MULTI_METHODS, m));
  const methods = listed.length > 0 ? listed : [...MULTI_METHODS];
  const cryptos = (gateway.data?.cryptos ?? [...CRYPTOS]).filter((x): x is Crypto => oneOf(CRYPTOS, x));
  const [method, setMethod] = useState<MultiMethod>(methods[0] ?? 'card');
  const [crypto, setCrypto] = useState<Crypto>(cryptos[0] ?? 'BTC');
  const [step, setStep] = useState<ExternalStep<Session> | null>(null);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const start = usePaymentStart(remote, ensureOrder);
  const running = useRef<ExternalStep<Session> | null>(null);
  useEffect(() => () => running.current?.stop(), []);

  const pay = (): Promise<void> =>
    run(
      async () => {
        const { api, order, keys } = await start(method);
        const created = await keys.send({ orderId: order.id, method, ...(method === 'crypto' ? { crypto } : {}) }, api.payments.createSession);
        let session: Session = created;
        if (sessionOutcome(created.status).kind === 'pending') {
          const checked = checkAllowedUrl(created.payment_url, gateway.data?.allowedActionHosts ?? [], location.href);
          if (!checked.ok) return setNotice({ tone: 'error', text: t('blockedUrl') });
          const external = externalStep<Session>({
            url: checked.url,
            windowName: 'site-checkout-payment',
            check: (signal) => api.payments.session(created.id, signal),
            verdict: (value) => (sessionOutcome(value.status).kind === 'pending' ? 'pending' : 'final'),
          });
          running.current = external;
          setStep(external);
          setNotice({ tone: 'info', text: t('multiWaiting') });
          external.open();
          const result = await external.result.finally(() => {
            running.current = null;
            setStep(null);
          });
          if (result.kind === 'timeout') return setNotice({ tone: 'error', text: t('timeout') });
          if (result.kind === 'unverified') return setNotice({ tone: 'error', text: t('unableToVerify') });
          if (result.kind === 'stopped') return;
          session = result.value;
        }
        const outcome = sessionOutcome(session.status);
        if (outcome.kind === 'success' && session.success !== false) {
          return complete({ paymentIntentId: session.payment_intent_id ?? session.id, order, status: 'paid' });
        }
        setNotice({ tone: 'error', text: tp(providerMessage(session.message, outcome.message?.key ?? 'failed')) });
      },
      (error) => ({ tone: 'error', text: tp(methodFailure('multipay', error).message) }),
    );

  return (
    <div className={p.panel}>
      <ChoiceGroup legend={t('multiMethod')} name={`${id}-method`} options={methods} value={method} onChange={setMethod} label={(m) => t(`multi_${m}`)} disabled={busy} />
      {method === 'crypto' && (
        <ChoiceGroup legend={t('cryptoChoice')} name={`${id}-crypto`} options={cryptos} value={crypto} onChange={setCrypto} label={(x) => x} disabled={busy} />
      )}
      <p className={p.note}>{t('multiNote')}</p>
      <PayButton busy={busy} disabled={!ready} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
      {step && (
        <div className={p.row}>
          <button type="button" className={c.secondaryButton} onClick={() => step.open()}>
            {t('openPayment')}
          </button>
          <button type="button" className={c.secondaryButton} onClick={() => step.checkNow()}>
            {t('checkNow')}
          </button>
        </div>
      )}
    </div>
  );
}
