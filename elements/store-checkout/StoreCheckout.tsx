import { useEffect, useState, type ReactNode } from 'react';
import type { CartLine } from '../../shared/cart/rules.ts';
import type { CheckoutPayload } from '../../shared/checkout/checkout-payload.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { ensureToastRegion } from '../../shared/toast/store.ts';
import type { EarlyFields } from './early-fields.ts';
import { checkoutMessages } from './messages.ts';
import { PlainStreet, type StreetField } from './parts/AddressFields.tsx';
import { TopBar } from './parts/TopBar.tsx';
import { CardReturn, returnedIntent } from './screens/CardReturn.tsx';
import { CheckoutScreen } from './screens/CheckoutScreen.tsx';
import { QuoteFailed } from './screens/QuoteFailed.tsx';
import { Redirecting } from './screens/Redirecting.tsx';
import type { checkoutAttributes, StoreCheckoutEvents } from './store-checkout.element.ts';
import * as s from './css/checkout.css.ts';
import { loadRemote, useCartLines, useGateways, useQuote } from './use-checkout.ts';
import { useCheckoutForm } from './use-checkout-form.ts';
import { useCoupon } from './use-coupon.ts';
import { useEmptyCartRedirect } from './use-empty-cart-redirect.ts';
import { useOrder } from './use-order.ts';
import { useStreetField } from './use-street.ts';

type Props = ElementViewProps<typeof checkoutAttributes, CheckoutPayload, EarlyFields, StoreCheckoutEvents>;

/** No lines: the cart of a server render, which cannot know it. */
const UNKNOWN_CART: readonly CartLine[] = [];

/**
 * `<store-checkout>`: back to cart, the two customer sections, the payment section and the order
 * summary. An empty cart sends the shopper to the store page.
 *
 * `light` is what the element read of its server-rendered first view on upgrade; a server render has
 * none, and no cart, saved information or typing to know of: it renders the form and a summary that
 * says the order is loading, which the element keeps on upgrade until the cart is priced (or sends an
 * empty cart to the store). What was typed before the upgrade stays in the fields. The payment
 * methods a page gives as inline JSON (`data.gateways`) are listed at once, in both views; the
 * chosen method's panel waits for the API's gateway data and the priced order.
 */
export function StoreCheckout({ host, storeHref, confirmationHref, mapsKey, country, homeCountry, simulators, emit, light, data }: Props): ReactNode {
  const t = useMessages(checkoutMessages);
  const locale = localeOf(host);
  const cartLines = useCartLines();
  const cartKnown = light !== undefined;
  const lines = cartKnown ? cartLines : UNKNOWN_CART;
  const checkout = useCheckoutForm(host, light, homeCountry || country);
  const coupon = useCoupon({ invalid: t('invalidCoupon'), failed: t('couponFailed') });
  const destination = checkout.steps.done.shipping ? { country: checkout.form.country, state: checkout.form.state } : null;
  const { quote, reload } = useQuote(lines, coupon.code, destination);
  const gateways = useGateways();
  const ready = quote.state === 'ready' ? quote.value : null;
  const order = useOrder({ form: checkout.form, lines, quote: ready, confirmationHref, texts: { toast: t('paymentCompletedToast') }, emit, host });
  const Street: StreetField = useStreetField(mapsKey, country) ?? PlainStreet;
  const [returned] = useState(() => returnedIntent(location.search));
  const redirecting = cartKnown && lines.length === 0 && !order.completed && !returned;
  useEffect(() => {
    ensureToastRegion();
    void loadRemote().catch(() => undefined); // warm the API module while the shopper types; used again when needed
  }, []);
  useEmptyCartRedirect(redirecting, storeHref, emit, host);

  if (redirecting) return <Redirecting t={t} />;
  return (
    <div className={s.root}>
      <TopBar storeHref={storeHref} emit={emit} t={t} />
      {returned ? (
        <CardReturn intentId={returned} complete={order.complete} checkoutHref={location.pathname.replace(/\/success$/, '')} t={t} />
      ) : quote.state === 'error' ? (
        <QuoteFailed message={quote.message} onRetry={reload} t={t} />
      ) : (
        <CheckoutScreen
          quote={ready}
          lines={lines}
          checkout={checkout}
          coupon={coupon}
          order={order}
          gateways={gateways}
          listed={data?.gateways}
          Street={Street}
          simulators={simulators}
          locale={locale}
          t={t}
        />
      )}
    </div>
  );
}
