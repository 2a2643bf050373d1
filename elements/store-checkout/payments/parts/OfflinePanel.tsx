import { useId, useState, type ReactNode } from 'react';
import { methodFailure } from '../../../../shared/checkout/outcome.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import { resultOutcome } from '../../../../shared/payments/messages.ts';
import { DEFAULT_OFFLINE_METHODS, OFFLINE_METHODS, oneOf, type OfflineMethod } from '../../../../shared/payments/methods.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';
import type { PanelProps } from '../types.ts';
import { ChoiceGroup, NoticeView, PayButton } from './Controls.tsx';
import { usePayment, usePaymentStart } from '../use-pay.ts';
import { usePaymentText } from '../use-payment-text.ts';

/**
 * Offline payment: bank transfer, cash, check or wire transfer (the methods the
 * gateway lists, else bank transfer and cash), an acknowledgement checkbox, and an order that ends
 * 'pending_payment' with its instructions; a failure says 'Failed to create offline payment request'.
 */
export function OfflinePanel({ gateway, ready, ensureOrder, complete, onBusy, remote }: PanelProps): ReactNode {
  const t = useMessages(panelMessages);
  const tp = usePaymentText();
  const id = useId();
  const listed = (gateway.data?.methods ?? []).filter((m): m is OfflineMethod => oneOf(OFFLINE_METHODS, m));
  const methods = listed.length > 0 ? listed : DEFAULT_OFFLINE_METHODS;
  const [method, setMethod] = useState<OfflineMethod>(methods[0] ?? 'bank_transfer');
  const [acknowledged, setAcknowledged] = useState(false);
  const { busy, notice, setNotice, run } = usePayment(onBusy);
  const start = usePaymentStart(remote, ensureOrder);

  const pay = (): Promise<void> =>
    run(
      async () => {
        const { api, order, keys } = await start(method);
        const result = await keys.send({ orderId: order.id, method }, api.payments.offline);
        const outcome = resultOutcome(result);
        if (outcome.kind === 'pending' || outcome.kind === 'success') {
          complete({ paymentIntentId: result.payment_intent_id ?? order.id, order, status: 'pending_payment' });
          setNotice({ tone: 'success', text: t('pending') });
        } else setNotice({ tone: 'error', text: t('offlineFailed'), detail: tp(outcome.message) });
      },
      (error) => ({ tone: 'error', text: tp(methodFailure('offline', error).message) }),
    );

  return (
    <div className={p.panel}>
      <ChoiceGroup legend={t('offlineMethod')} name={`${id}-method`} options={methods} value={method} onChange={setMethod} label={(m) => t(`offline_${m}`)} disabled={busy} />
      <p className={p.note}>{t('offlineNote')}</p>
      <label className={c.checkRow}>
        <input type="checkbox" checked={acknowledged} disabled={busy} onChange={(e) => setAcknowledged(e.target.checked)} />
        {t('offlineAck')}
      </label>
      <PayButton busy={busy} disabled={!ready || !acknowledged} label={t('placeOrder')} busyLabel={t('paying')} onClick={() => void pay()} />
      <NoticeView notice={notice} />
    </div>
  );
}
