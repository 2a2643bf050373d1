import { useEffect, useRef, useState, type ReactNode } from 'react';
import { methodFailure } from '../../../shared/checkout/outcome.ts';
import type { PaymentKeys } from '../../../shared/checkout/remote.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { resultOutcome } from '../../../shared/payments/messages.ts';
import * as c from '../checkout.css.ts';
import { panelMessages } from './messages.ts';
import * as p from './panel.css.ts';
import type { PanelProps } from './types.ts';
import { NoticeView, PayButton } from './ui.tsx';
import { usePayment } from './use-pay.ts';
import { usePaymentText } from './payment-text.ts';

type Balance = { state: 'loading' } | { state: 'ready'; balance: number } | { state: 'error' };

/**
 * Account balance (spec §5): the signed-in user's balance must cover the total ('Insufficient
 * Balance'), and a confirmation checkbox is required. Without a user (`data-user-id`) it asks the
 * shopper to sign in.
 */
export function BalancePanel({ ready, total, money, userId, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const [balance, setBalance] = useState<Balance>({ state: 'loading' });
  const [confirmed, setConfirmed] = useState(false);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const keys = useRef<PaymentKeys | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    remote()
      .then((api) => api.payments.balance(userId))
      .then(
        (answer) => live && setBalance({ state: 'ready', balance: answer.balance }),
        () => live && setBalance({ state: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [userId, remote]);

  if (!userId) return <p className={c.status}>{t('balanceSignIn')}</p>;
  const insufficient = balance.state === 'ready' && balance.balance < total;

  const pay = (): Promise<void> =>
    run(
      async () => {
        const api = await remote();
        const order = await ensureOrder('account_balance');
        keys.current ??= api.paymentKeys();
        const result = await keys.current.send({ orderId: order.id, userId }, api.payments.accountBalance);
        const outcome = resultOutcome(result);
        if (outcome.kind === 'success') complete({ paymentIntentId: result.payment_intent_id ?? order.id, order, status: 'paid' });
        else setNotice({ tone: 'error', text: tp(outcome.message) });
      },
      (error) => ({ tone: 'error', text: tp(methodFailure('account_balance', error).message) }),
    );

  return (
    <div className={p.panel}>
      {balance.state === 'loading' && <p className={p.note}>{t('balanceLoading')}</p>}
      {balance.state === 'error' && <p className={c.status}>{t('balanceUnavailable')}</p>}
      {balance.state === 'ready' && (
        <p className={c.status} data-tone={insufficient ? 'error' : undefined}>
          {t('balance', { balance: money(balance.balance) })}
          {insufficient && <span className={p.detail}>{t('insufficientBalance')}</span>}
        </p>
      )}
      <label className={c.checkRow}>
        <input type="checkbox" checked={confirmed} disabled={busy || insufficient} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('balanceConfirm', { total: money(total) })}
      </label>
      <PayButton busy={busy} disabled={!ready || !confirmed || insufficient} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
    </div>
  );
}
