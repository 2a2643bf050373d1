import { useEffect, useRef, type ReactNode } from 'react';
import type { Order } from '../../shared/api/schemas.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { formatDateTime, formatMoney } from '../../shared/i18n/format.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import * as s from './confirmation.css.ts';
import { confirmationMessages, type ConfirmationTranslate } from './messages.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import type { confirmationAttributes, StoreOrderConfirmationEvents } from './store-order-confirmation.element.ts';
import { useConfirmedOrder, type CancelRefusal } from './use-confirmed-order.ts';

type Props = ElementViewProps<typeof confirmationAttributes, never, never, StoreOrderConfirmationEvents>;

const STATUSES = ['paid', 'processing', 'pending_payment', 'failed', 'unpaid'] as const;
const METHODS = ['card', 'wallet', 'account_balance', 'gift_card', 'bank_transfer', 'cash', 'check', 'wire_transfer', 'bank_account', 'mobile_wallet', 'crypto'] as const;

function statusText(status: string, t: ConfirmationTranslate): string {
  return (STATUSES as readonly string[]).includes(status) ? t(`status_${status as (typeof STATUSES)[number]}`) : t('status_other', { status });
}

function methodText(method: string, t: ConfirmationTranslate): string {
  return (METHODS as readonly string[]).includes(method) ? t(`method_${method as (typeof METHODS)[number]}`) : method;
}

/**
 * What the payment part shows: the payment status, except for an unpaid order that was cancelled,
 * and a paid one refunded in full (`refunded`) or in part (`partially_refunded`).
 */
function displayStatus(order: Order): string {
  if (order.status === 'cancelled' && order.paymentStatus !== 'paid') return 'cancelled';
  if (order.status === 'refunded') return 'refunded';
  if (order.paymentStatus === 'paid' && (order.refundedAmount ?? 0) > 0) return 'partially_refunded';
  return order.paymentStatus;
}

/** The status line's text. */
function statusLine(order: Order, status: string, money: (cents: number) => string, t: ConfirmationTranslate): string {
  if (status === 'cancelled') return t('cancelled');
  if (status === 'refunded') return t('refunded');
  if (status === 'partially_refunded') return t('partiallyRefunded', { refunded: money(order.refundedAmount ?? 0), total: money(order.total) });
  return statusText(status, t);
}

/**
 * The payment part: status (paid, processing, awaiting an offline payment with its instructions,
 * refunded or partly refunded with how much); an unpaid order that was cancelled (not paid in time,
 * or by the shopper) says so, with nothing left to pay; one still waiting for an offline payment can
 * be cancelled.
 */
function PaymentStatus({
  order,
  checking,
  onRefresh,
  onCancel,
  money,
  t,
}: {
  order: Order;
  checking: boolean;
  onRefresh: () => void;
  onCancel: () => Promise<CancelRefusal | null>;
  money: (cents: number) => string;
  t: ConfirmationTranslate;
}): ReactNode {
  const status = displayStatus(order);
  const refunded = status === 'refunded' || status === 'partially_refunded';
  return (
    <section className={s.card} aria-label={t('paymentStatus')}>
      <p className={s.status} data-status={status} role="status">
        {statusLine(order, status, money, t)}
      </p>
      {(status === 'paid' || refunded) && (
        <p className={s.muted}>
          {t('method')}: {methodText(order.paymentMethod, t)}
        </p>
      )}
      {refunded && <p className={s.muted}>{t('refundNote')}</p>}
      {status === 'pending_payment' && order.paymentInstructions && (
        <>
          <h2 className={s.heading}>{t('instructions')}</h2>
          <p className={s.instructions}>{order.paymentInstructions}</p>
        </>
      )}
      {status === 'processing' && <p className={s.muted}>{t('processingNote')}</p>}
      {(status === 'processing' || status === 'pending_payment' || status === 'unpaid') && (
        <div className={s.actions}>
          <button type="button" className={s.secondary} onClick={onRefresh} disabled={checking}>
            {checking ? t('checking') : t('refresh')}
          </button>
        </div>
      )}
      {status === 'pending_payment' && <CancelOrder onCancel={onCancel} t={t} />}
    </section>
  );
}

/** The signed order link's token: `data-token`, else the page's `?token=` (read, never stored). */
function linkToken(token: string): string {
  return token || (new URLSearchParams(globalThis.location?.search).get('token')?.slice(0, 200) ?? '');
}

/** `<store-order-confirmation>`: the order read from the server, or its loading, missing or error state. */
export function OrderConfirmation({ host, orderId, paymentIntentId, token, storeHref: storeAttr, emit }: Props): ReactNode {
  // A page attribute never becomes a `javascript:` (or other script) link.
  const storeHref = isSafeHref(storeAttr) ? storeAttr : '/store';
  const t = useMessages(confirmationMessages);
  const locale = localeOf(host);
  const { order, refresh, retry, cancel } = useConfirmedOrder(orderId, paymentIntentId, linkToken(token));
  const announced = useRef('');
  const loaded = order.state === 'ready' ? order.order : null;
  useEffect(() => {
    if (!loaded || announced.current === loaded.id) return;
    announced.current = loaded.id;
    emit('store-order-loaded', { orderId: loaded.id, number: loaded.number, paymentStatus: loaded.paymentStatus });
  }, [loaded, emit]);

  const back = (
    <a className={s.primary} href={storeHref}>
      {t('backToStore')}
    </a>
  );
  if (order.state === 'loading') return <p className={`${s.root} ${s.muted}`} role="status">{t('loading')}</p>;
  if (order.state === 'missing' || order.state === 'error') {
    return (
      <div className={s.root}>
        <div role="alert" className={s.card}>
          <h1 className={s.title}>{order.state === 'missing' ? t('notFound') : t('failed', { message: order.message })}</h1>
          {order.state === 'missing' && <p className={s.muted}>{t('notFoundHelp')}</p>}
        </div>
        <div className={s.actions}>
          {order.state === 'error' && (
            <button type="button" className={s.secondary} onClick={retry}>
              {t('retry')}
            </button>
          )}
          {back}
        </div>
      </div>
    );
  }
  const o = order.order;
  const money = (cents: number): string => formatMoney(cents, o.currency, locale);
  const placed = Date.parse(o.createdAt);
  return (
    <div className={s.root}>
      <header className={s.header}>
        <p className={s.muted}>{t('thanks')}</p>
        <h1 className={s.title}>{t('orderNumber', { number: o.number })}</h1>
        {Number.isFinite(placed) && <p className={s.muted}>{t('placed', { date: formatDateTime(placed, Intl.DateTimeFormat().resolvedOptions().timeZone, locale) })}</p>}
        <p className={s.muted}>{t('emailNote', { email: o.customerInfo.email })}</p>
      </header>
      <PaymentStatus order={o} checking={order.checking} onRefresh={refresh} onCancel={cancel} money={money} t={t} />
      <OrderDetails order={o} money={money} t={t} />
      <div className={s.actions}>{back}</div>
    </div>
  );
}
