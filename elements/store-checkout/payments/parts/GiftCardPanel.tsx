import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../../../shared/api/errors.ts';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { useRateLimitText } from '../../../../shared/element/react/use-rate-limit-text.ts';
import { resultOutcome, type PaymentNotice } from '../../../../shared/payments/messages.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages, type PanelTranslate } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import type { PanelProps } from '../types.ts';
import { NoticeView, PayButton } from './Controls.tsx';
import { usePayment, usePaymentStart, type Notice } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

/** The catalogue message for a failed gift card check or payment: too many attempts, an unknown code, else the method's failure. */
function checkFailure(error: unknown, t: PanelTranslate, tp: (message: PaymentNotice) => string, limited: (error: unknown) => string | undefined): Notice {
  const wait = limited(error);
  if (wait !== undefined) return { tone: 'error', text: wait };
  if (error instanceof ApiError && error.status === 404) return { tone: 'error', text: t('giftInvalid') };
  return { tone: 'error', text: tp(methodFailure('gift_card', error).message) };
}

/**
 * Gift card: the code is upper-cased; an empty one gives 'Please enter a gift card code',
 * an unknown one 'Invalid gift card code', a balance below the total 'Insufficient Gift Card Balance',
 * and a failed check 'Failed to validate gift card'. Check balance shows what the card holds.
 */
export function GiftCardPanel({ ready, total, money, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const limited = useRateLimitText();
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const start = usePaymentStart(remote, ensureOrder);

  /** Validates the code; returns its balance, or null after showing why not. */
  const check = async (): Promise<number | null> => {
    const normalized = code.trim().toUpperCase();
    if (normalized === '') {
      setNotice({ tone: 'error', text: t('giftEmpty') });
      return null;
    }
    const api = await remote();
    const answer = await api.payments.checkGiftCard(normalized);
    if (!answer.valid) {
      setNotice({ tone: 'error', text: t('giftInvalid') });
      return null;
    }
    return answer.balance;
  };

  const checkOnly = (): Promise<void> =>
    run(
      async () => {
        const balance = await check();
        if (balance === null) return;
        const enough = balance >= total;
        setNotice({ tone: enough ? 'success' : 'error', text: t('giftBalance', { balance: money(balance) }), ...(enough ? {} : { detail: t('giftInsufficient') }) });
      },
      (error) => checkFailure(error, t, tp, limited),
    );

  const pay = (): Promise<void> =>
    run(
      async () => {
        const balance = await check();
        if (balance === null) return;
        if (balance < total) {
          setNotice({ tone: 'error', text: t('giftInsufficient') });
          return;
        }
        const { api, order, keys } = await start('gift_card');
        const result = await keys.send({ orderId: order.id, giftCardCode: code.trim().toUpperCase() }, api.payments.giftCard);
        const outcome = resultOutcome(result);
        if (outcome.kind === 'success') complete({ paymentIntentId: result.payment_intent_id ?? order.id, order, status: 'paid' });
        else setNotice({ tone: 'error', text: tp(outcome.message) });
      },
      (error) => checkFailure(error, t, tp, limited),
    );

  return (
    <div className={p.panel}>
      <div className={p.row}>
        <div className={c.field}>
          <label className={c.label} htmlFor={id}>
            {t('giftCode')}
          </label>
          <input
            id={id}
            className={c.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setNotice(null);
            }}
          />
        </div>
        <button type="button" className={c.secondaryButton} disabled={busy} onClick={() => void checkOnly()}>
          {t('checkBalance')}
        </button>
      </div>
      <PayButton busy={busy} disabled={!ready} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
    </div>
  );
}
