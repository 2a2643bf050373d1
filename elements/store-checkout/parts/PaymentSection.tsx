import { lazy, Suspense, useCallback, useId, useState, type ComponentType, type LazyExoticComponent, type ReactNode, type Ref } from 'react';
import type { PaymentGateway } from '../../../shared/api/payments.ts';
import type { ListedGateway } from '../../../shared/checkout/checkout-payload.ts';
import type { Order } from '../../../shared/api/schemas.ts';
import { isKnownGateway, type KnownGateway } from '../../../shared/checkout/outcome.ts';
import type { Loadable } from '../use-checkout.ts';
import type { Translate } from '../messages.ts';
import type { PanelProps } from '../payments/types.ts';
import * as p from '../payments/css/panel.css.ts';
import * as s from '../css/checkout.css.ts';

/** One chunk per payment panel, loaded when its method is chosen (provider SDKs load later still). */
const PANELS: Partial<Record<KnownGateway, LazyExoticComponent<ComponentType<PanelProps>>>> = {
  offline: lazy(() => import('../payments/parts/OfflinePanel.tsx').then((m) => ({ default: m.OfflinePanel }))),
  gift_card: lazy(() => import('../payments/parts/GiftCardPanel.tsx').then((m) => ({ default: m.GiftCardPanel }))),
  account_balance: lazy(() => import('../payments/parts/BalancePanel.tsx').then((m) => ({ default: m.BalancePanel }))),
  stripe: lazy(() => import('../payments/parts/CardPanel.tsx').then((m) => ({ default: m.CardPanel }))),
  cardbank: lazy(() => import('../payments/parts/CardbankPanel.tsx').then((m) => ({ default: m.CardbankPanel }))),
  multipay: lazy(() => import('../payments/parts/MultipayPanel.tsx').then((m) => ({ default: m.MultipayPanel }))),
  paypal: lazy(() => import('../payments/parts/WalletPanel.tsx').then((m) => ({ default: m.WalletPanel }))),
};

/** The label of a gateway in the method list (an unknown one shows its name). */
function gatewayLabel(gateway: PaymentGateway, t: Translate): string {
  return isKnownGateway(gateway.name) ? t(`label_${gateway.name}`) : gateway.name;
}

interface Props {
  gateways: Loadable<PaymentGateway[]>;
  /** The methods the page listed (names only), shown until the API's gateways arrive. */
  listed?: readonly ListedGateway[] | undefined;
  onReloadGateways: () => void;
  /** What the chosen method's panel needs; null while the order is being priced. */
  panel: (Omit<PanelProps, 'gateway' | 'ensureOrder'> & { ensureOrder: (gateway: string, method: string) => Promise<Order> }) | null;
  /** While a payment runs, the method cannot change. */
  locked: boolean;
  completed: { href: string; status: 'paid' | 'processing' | 'pending_payment' } | null;
  t: Translate;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Stands in for the method list while the order is priced and the gateways load: the box of a legend,
 * four methods and the chosen method's panel (empty shapes, nothing a shopper could take for a real
 * method), so the page below does not move when the list arrives.
 */
function MethodsSkeleton({ label }: { label: string }): ReactNode {
  return (
    <>
      <div className={p.choices}>
        <span className={s.visuallyHidden}>{label}</span>
        <span className={`${p.legend} ${s.skeleton}`} aria-hidden="true" />
        {[0, 1, 2, 3].map((n) => (
          <span key={n} className={`${p.choice} ${s.skeletonBox}`} aria-hidden="true" />
        ))}
      </div>
      <span className={s.panelSkeleton} aria-hidden="true" />
    </>
  );
}

/**
 * The payment section: the methods the server lists as gateways (a radio group), the chosen method's
 * panel, and 'Payment Completed' once paid. A gateway without a panel here says
 * 'Payment gateway "{name}" not available'. The methods the page listed show at once (also in the
 * server's first view); the chosen one's panel waits for the API's gateways and the priced order.
 */
export function PaymentSection({ gateways, listed, onReloadGateways, panel, locked, completed, t, headingRef }: Props): ReactNode {
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const list: readonly PaymentGateway[] | null = gateways.state === 'ready' ? gateways.value : gateways.state === 'loading' ? (listed ?? null) : [];
  const current = list?.find((g) => g.name === chosen) ?? list?.[0];
  const Panel = current && isKnownGateway(current.name) ? (PANELS[current.name] ?? null) : null;
  const name = current?.name ?? '';
  const orderFor = panel?.ensureOrder;
  const ensureOrder = useCallback((method: string) => (orderFor ? orderFor(name, method) : Promise.reject(new Error('not priced'))), [orderFor, name]);
  const loading = !completed && (gateways.state === 'loading' || !panel);
  let body: ReactNode;
  if (completed) {
    body = (
      <div role="status" className={s.status} data-tone="success">
        <strong>{t(completed.status === 'paid' ? 'paymentCompleted' : completed.status === 'processing' ? 'paymentProcessing' : 'orderPlaced')}</strong>{' '}
        <a href={completed.href}>{t('viewOrder')}</a>
      </div>
    );
  } else if (list === null) {
    body = <MethodsSkeleton label={t('loadingMethod')} />;
  } else if (gateways.state === 'error') {
    body = (
      <div role="alert" className={p.panel}>
        <p className={s.status} data-tone="error">
          {t('gatewaysFailed')}
        </p>
        <button type="button" className={s.secondaryButton} onClick={onReloadGateways}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!current) {
    body = <p className={s.status}>{t('noGateways')}</p>;
  } else {
    const waiting = gateways.state !== 'ready' || !panel;
    body = (
      <>
        {list.length > 1 && (
          <fieldset className={p.choices} disabled={locked}>
            <legend className={p.legend}>{t('paymentMethod')}</legend>
            {list.map((gateway) => (
              <label key={gateway.name} className={p.choice}>
                <input type="radio" name={`${headingId}-gateway`} value={gateway.name} checked={gateway === current} onChange={() => setChosen(gateway.name)} />
                {gatewayLabel(gateway, t)}
              </label>
            ))}
          </fieldset>
        )}
        {waiting ? (
          <>
            <span className={s.visuallyHidden}>{t('loadingMethod')}</span>
            <span className={s.panelSkeleton} aria-hidden="true" />
          </>
        ) : (
          <>
            {!panel.ready && <p className={s.hint}>{t('completeCustomer')}</p>}
            <div data-gateway={current.name}>
              {Panel ? (
                <Suspense fallback={<p className={s.hint} data-loading="">{t('loadingMethod')}</p>}>
                  <Panel key={current.name} gateway={current} {...panel} ensureOrder={ensureOrder} />
                </Suspense>
              ) : (
                <p role="alert" className={s.status} data-tone="error">
                  {t('gatewayUnavailable', { name: current.name })}
                </p>
              )}
            </div>
          </>
        )}
      </>
    );
  }
  return (
    <section className={s.card} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={s.sectionTitle}>
        {t('payment')}
      </h2>
      <div className={`${p.panel} ${s.sectionBody}`}>{body}</div>
    </section>
  );
}
