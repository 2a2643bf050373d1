import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../../../../shared/api/errors.ts';
import { needsSignIn } from '../../../../shared/checkout/customer-sign-in.ts';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { resultOutcome } from '../../../../shared/payments/messages.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import type { PanelProps } from '../types.ts';
import { NoticeView, PayButton } from './Controls.tsx';
import { usePayment, usePaymentStart } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';
import { BalanceSignIn } from './BalanceSignIn.tsx';

/** Who pays: still asking the server, nobody (`again` when a session ended or was refused), or a signed-in customer. */
type Account = { state: 'checking' } | { state: 'signed-out'; again: boolean } | { state: 'signed-in'; email: string };
type Balance = { state: 'loading' } | { state: 'ready'; balance: number } | { state: 'none' } | { state: 'error' };

/**
 * Account balance: only the signed-in customer's own balance pays. Without a
 * customer session the shopper signs in with a code e-mailed to them (`BalanceSignIn`); then the
 * balance must cover the total ('Insufficient Balance') and a confirmation checkbox is required.
 * 'Not you? Sign out' ends the session; a 401 from the server (the session ended) asks to sign in again.
 */
export function BalancePanel({ ready, total, money, form, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const [account, setAccount] = useState<Account>({ state: 'checking' });
  /** The last balance read, with the customer it belongs to (another customer's reads as still loading). */
  const [loaded, setLoaded] = useState<{ email: string; balance: Balance } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const start = usePaymentStart(remote, ensureOrder);
  const signedInAs = account.state === 'signed-in' ? account.email : null;
  const balance: Balance = loaded && loaded.email === signedInAs ? loaded.balance : { state: 'loading' };

  useEffect(() => {
    let live = true;
    remote()
      .then((api) => api.customerAuth.current())
      .then(
        (email) => live && setAccount(email ? { state: 'signed-in', email } : { state: 'signed-out', again: false }),
        () => live && setAccount({ state: 'signed-out', again: false }),
      );
    return () => {
      live = false;
    };
  }, [remote]);

  useEffect(() => {
    if (!signedInAs) return undefined;
    let live = true;
    const email = signedInAs;
    remote()
      .then((api) => api.payments.balance())
      .then(
        (answer) => live && setLoaded({ email, balance: { state: 'ready', balance: answer.balance } }),
        (error: unknown) => {
          if (!live) return;
          if (needsSignIn(error)) setAccount({ state: 'signed-out', again: true });
          else setLoaded({ email, balance: { state: error instanceof ApiError && error.status === 404 ? 'none' : 'error' } });
        },
      );
    return () => {
      live = false;
    };
  }, [signedInAs, remote]);

  if (account.state === 'checking') return <p className={p.note}>{t('balanceLoading')}</p>;
  if (account.state === 'signed-out') {
    return (
      <BalanceSignIn
        contactEmail={form.email}
        again={account.again}
        remote={remote}
        onSignedIn={(email) => {
          setConfirmed(false);
          setAccount({ state: 'signed-in', email });
        }}
      />
    );
  }

  const insufficient = balance.state === 'ready' && balance.balance < total;
  const usable = balance.state === 'ready' && !insufficient;

  const pay = (): Promise<void> =>
    run(
      async () => {
        const { api, order, keys } = await start('account_balance');
        const result = await keys.send({ orderId: order.id }, api.payments.accountBalance);
        const outcome = resultOutcome(result);
        if (outcome.kind === 'success') complete({ paymentIntentId: result.payment_intent_id ?? order.id, order, status: 'paid' });
        else setNotice({ tone: 'error', text: tp(outcome.message) });
      },
      (error) => {
        if (needsSignIn(error)) setAccount({ state: 'signed-out', again: true });
        return { tone: 'error', text: tp(methodFailure('account_balance', error).message) };
      },
    );

  const signOut = (): Promise<void> =>
    run(
      async () => {
        await (await remote()).customerAuth.signOut();
        setAccount({ state: 'signed-out', again: false });
      },
      () => ({ tone: 'error', text: t('signInFailed') }),
    );

  return (
    <div className={p.panel}>
      <p className={p.note}>
        {t('signedInAs', { email: account.email })} {t('notYou')}{' '}
        <button type="button" className={c.linkButton} disabled={busy} onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </p>
      {balance.state === 'loading' && <p className={p.note}>{t('balanceLoading')}</p>}
      {balance.state === 'error' && <p className={c.status}>{t('balanceUnavailable')}</p>}
      {balance.state === 'none' && <p className={c.status}>{t('balanceNone', { email: account.email })}</p>}
      {balance.state === 'ready' && (
        <p className={c.status} data-tone={insufficient ? 'error' : undefined}>
          {t('balance', { balance: money(balance.balance) })}
          {insufficient && <span className={p.detail}>{t('insufficientBalance')}</span>}
        </p>
      )}
      <label className={c.checkRow}>
        <input type="checkbox" checked={confirmed} disabled={busy || !usable} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('balanceConfirm', { total: money(total) })}
      </label>
      <PayButton busy={busy} disabled={!ready || !confirmed || !usable} label={t('pay', { total: money(total) })} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
    </div>
  );
}
