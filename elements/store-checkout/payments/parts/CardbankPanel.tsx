import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { paymentCustomer } from '../../../../shared/checkout/form.ts';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { checkAllowedUrl } from '../../../../shared/payments/allow-list.ts';
import { BANKS } from '../../../../shared/payments/banks.ts';
import { validateCard, type CardInput } from '../../../../shared/payments/card.ts';
import { paymentNotice, providerMessage, transferOutcome, type PaymentNotice } from '../../../../shared/payments/messages.ts';
import type { CardbankMethod } from '../../../../shared/payments/methods.ts';
import * as c from '../../css/checkout.css.ts';
import { CardFields } from './CardFields.tsx';
import { externalStep, type ExternalStep } from '../external.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import type { PanelProps } from '../types.ts';
import { ChoiceGroup, NoticeView, PayButton } from './Controls.tsx';
import { toastedNotice, usePayment, type Notice } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '' };
type Status = { status: string; success?: boolean; message?: string };

/**
 * The card-and-bank-transfer provider: card fields or a bank from the fixed list of
 * 17, posted straight to the provider (never to our API, storage or logs). `succeeded` is checked with
 * our server; `requires_action` opens the provider's page (allow-listed hosts only) and waits for the
 * server to see the result; anything else fails with the provider's message, in the toast 'Payment
 * failed: {reason}' and in the panel (announced once, by the toast).
 */
export function CardbankPanel({ gateway, ready, form, total, money, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const failed = (message: PaymentNotice | null): Notice => {
    const text = tp(message);
    return toastedNotice(tp(paymentNotice('paymentFailedToast', { reason: text })), { tone: 'error', text }, 'all');
  };
  const id = useId();
  const methods = (gateway.data?.methods ?? ['card', 'bank_transfer']).filter((m): m is CardbankMethod => m === 'card' || m === 'bank_transfer');
  const [method, setMethod] = useState<CardbankMethod>(methods[0] ?? 'card');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [bank, setBank] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof validateCard> & { bank?: 'required' }>({});
  const [action, setAction] = useState<ExternalStep<Status> | null>(null);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const step = useRef<ExternalStep<Status> | null>(null);
  useEffect(() => () => step.current?.stop(), []);

  /** Waits for the provider's page (authentication or bank approval), then for our server's verdict. */
  const authenticate = async (url: string, paymentId: string): Promise<Status | 'incomplete' | 'timeout' | 'unverified'> => {
    const api = await remote();
    const external = externalStep<Status>({
      url,
      windowName: 'site-checkout-authentication',
      check: (signal) => api.payments.transferStatus(paymentId, signal),
      verdict: (value, closed) => (value.status === 'requires_action' && !closed ? 'pending' : 'final'),
    });
    step.current = external;
    setAction(external);
    external.open();
    try {
      const result = await external.result;
      if (result.kind === 'final') return result.value.status === 'requires_action' ? 'incomplete' : result.value;
      return result.kind === 'unverified' ? 'unverified' : 'timeout';
    } finally {
      setAction(null);
      step.current = null;
    }
  };

  const pay = (): Promise<void> =>
    run(
      async () => {
        const cardProblems = method === 'card' ? validateCard(card) : {};
        const bankProblem = method === 'bank_transfer' && !bank ? { bank: 'required' as const } : {};
        setProblems({ ...cardProblems, ...bankProblem });
        if (Object.keys(cardProblems).length > 0 || bankProblem.bank) return setNotice({ tone: 'error', text: t('fixCard') });
        const endpoint = gateway.data?.endpoint;
        const publicKey = gateway.data?.publicKey;
        if (!endpoint || !publicKey) return setNotice({ tone: 'error', text: tp(paymentNotice('processingFailed')) });
        const api = await remote();
        const order = await ensureOrder(method);
        const customer = paymentCustomer(form);
        const details = method === 'card' ? { card_number: card.number.replace(/\D/g, ''), expiry: card.expiry, cvv: card.cvv } : { bank_code: bank };
        // The card goes to the provider only; the form forgets the number and CVV as soon as it is sent.
        if (method === 'card') setCard((current) => ({ ...current, number: '', cvv: '' }));
        const answer = await api.processTransferPayment(endpoint, publicKey, {
          amount: order.total,
          currency: order.currency,
          customer: { name: customer.name, email: customer.email, ...(customer.phone ? { phone: customer.phone } : {}) },
          payment_method: method,
          payment_details: details,
          metadata: { orderId: order.id },
        });
        const outcome = transferOutcome(answer);
        let final: Status | 'incomplete' | 'timeout' | 'unverified';
        if (outcome.kind === 'failure') return setNotice(failed(outcome.message));
        if (!answer.payment_id) return setNotice({ tone: 'error', text: tp(outcome.message) });
        if (outcome.kind === 'action') {
          const checked = checkAllowedUrl(answer.action_url, gateway.data?.allowedActionHosts ?? [], location.href);
          if (!checked.ok) return setNotice({ tone: 'error', text: t('blockedUrl') });
          setNotice({ tone: 'info', text: t('authRequired'), detail: t('authWaiting') });
          final = await authenticate(checked.url, answer.payment_id);
        } else final = await api.payments.transferStatus(answer.payment_id);
        if (final === 'incomplete') return setNotice({ tone: 'error', text: t('completeAuth') });
        if (final === 'timeout') return setNotice({ tone: 'error', text: t('timeout') });
        if (final === 'unverified') return setNotice({ tone: 'error', text: t('unableToVerify') });
        if (final.success && final.status === 'succeeded') return complete({ paymentIntentId: answer.payment_id, order, status: 'paid' });
        setNotice(failed(providerMessage(final.message, 'failed')));
      },
      (error) => ({ tone: 'error', text: tp(methodFailure('cardbank', error).message) }),
    );

  return (
    <div className={p.panel}>
      {methods.length > 1 && (
        <ChoiceGroup legend={t('transferMethod')} name={`${id}-method`} options={methods} value={method} onChange={setMethod} label={(m) => t(`transfer_${m}`)} disabled={busy} />
      )}
      {method === 'card' ? (
        <CardFields card={card} onChange={setCard} problems={problems} disabled={busy} t={t} />
      ) : (
        <div className={c.field}>
          <label className={c.label} htmlFor={`${id}-bank`}>
            {t('bank')}
          </label>
          <select
            id={`${id}-bank`}
            className={c.input}
            value={bank}
            required
            aria-required="true"
            aria-invalid={problems.bank ? true : undefined}
            aria-describedby={problems.bank ? `${id}-bank-problem` : undefined}
            disabled={busy}
            onChange={(e) => setBank(e.target.value)}
          >
            <option value="">{t('chooseBank')}</option>
            {BANKS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {problems.bank && (
            <span id={`${id}-bank-problem`} className={p.fieldProblem}>
              {t('bankRequired')}
            </span>
          )}
        </div>
      )}
      <PayButton busy={busy} disabled={!ready} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
      {action && (
        <div className={p.row}>
          <button type="button" className={c.secondaryButton} onClick={() => action.open()}>
            {t('openAuth')}
          </button>
          <button type="button" className={c.secondaryButton} onClick={() => action.checkNow()}>
            {t('checkNow')}
          </button>
        </div>
      )}
    </div>
  );
}
