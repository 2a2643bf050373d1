import type { ReactNode } from 'react';
import type { PaymentGateway } from '../../../shared/api/payments.ts';
import type { Quote } from '../../../shared/api/schemas.ts';
import type { CartLine } from '../../../shared/cart/rules.ts';
import type { ListedGateway } from '../../../shared/checkout/checkout-payload.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { StreetField } from '../parts/AddressFields.tsx';
import { CustomerSections } from '../parts/CustomerSections.tsx';
import { OrderSummary, SummarySkeleton } from '../parts/OrderSummary.tsx';
import { PaymentSection } from '../parts/PaymentSection.tsx';
import type { Translate } from '../messages.ts';
import { loadRemote, type Loadable } from '../use-checkout.ts';
import type { CheckoutFormState } from '../use-checkout-form.ts';
import type { useCoupon } from '../use-coupon.ts';
import type { useOrder } from '../use-order.ts';
import * as s from '../css/checkout.css.ts';

interface Props {
  /** The priced order; null while it is being priced. */
  quote: Quote | null;
  lines: readonly CartLine[];
  checkout: CheckoutFormState;
  coupon: ReturnType<typeof useCoupon>;
  order: ReturnType<typeof useOrder>;
  gateways: { gateways: Loadable<PaymentGateway[]>; reload: () => void };
  /** The payment methods the page listed as inline JSON, shown until the API's arrive. */
  listed: readonly ListedGateway[] | undefined;
  Street: StreetField;
  simulators: boolean;
  locale: string;
  t: Translate;
}

/** The checkout itself: the order summary beside the contact and shipping sections and the payment section. */
export function CheckoutScreen({ quote, lines, checkout, coupon, order, gateways, listed, Street, simulators, locale, t }: Props): ReactNode {
  const { busy } = checkout;
  const money = (cents: number): string => formatMoney(cents, quote?.currency ?? 'USD', locale);
  return (
    <div className={s.layout}>
      {quote ? (
        <OrderSummary
          quote={quote}
          lines={lines}
          money={money}
          t={t}
          coupon={coupon.state}
          onApplyCoupon={(code) => void coupon.apply(code, quote.subtotal)}
          onRemoveCoupon={coupon.remove}
          locked={busy}
        />
      ) : (
        <SummarySkeleton t={t} />
      )}
      <div className={s.main}>
        <CustomerSections form={checkout.form} onChange={checkout.change} steps={checkout.steps} onContinue={checkout.onContinue} onEdit={checkout.onEdit} t={t} Street={Street} />
        <PaymentSection
          gateways={gateways.gateways}
          listed={listed}
          onReloadGateways={gateways.reload}
          locked={busy}
          completed={order.completed}
          t={t}
          headingRef={checkout.paymentHeading}
          panel={
            quote && {
              ready: checkout.canPay,
              form: checkout.form,
              total: quote.total,
              currency: quote.currency,
              money,
              simulators,
              ensureOrder: order.ensureOrder,
              complete: order.complete,
              onBusy: checkout.setBusy,
              remote: loadRemote,
              locale,
            }
          }
        />
      </div>
    </div>
  );
}
