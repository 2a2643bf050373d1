import { useMemo, useRef, type ReactNode } from 'react';
import { productLines } from '../../shared/checkout/express.ts';
import { confirmationPath } from '../../shared/checkout/routes.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import type { PaymentNotice } from '../../shared/payments/messages.ts';
import { expressMessages } from './messages.ts';
import type { expressAttributes, StoreExpressCheckoutEvents } from './store-express-checkout.element.ts';
import * as s from './css/store-express-checkout.css.ts';
import { useCartLines } from './use-cart-lines.ts';
import { useExpressGateways } from './use-express-gateways.ts';
import { useExpressQuote } from './use-express-quote.ts';
import { usePaypalExpress } from './use-paypal-express.ts';
import { useStripeExpress, type ExpressResult } from './use-stripe-express.ts';

type Props = ElementViewProps<typeof expressAttributes, never, never, StoreExpressCheckoutEvents>;

const loadPageState = () => import('./page-state.ts');
const TEXTS = ['unexpected', 'cardRequiresPaymentMethod', 'cardOther', 'failed'] as const;

/**
 * Express checkout: the wallet buttons the store's real gateways offer (Stripe's Express Checkout
 * Element: Apple Pay, Google Pay, Link; PayPal's buttons) for the product or the cart, under an
 * 'Express checkout' caption; nothing at all without such a gateway, and (unless the host reserves
 * its rows with `data-reserve`) no height until a button is
 * ready. A failed payment shows the matching payment text as an alert and leaves the buttons usable.
 */
export function ExpressCheckout({ source, sku, quantity, confirmationHref, host, emit }: Props): ReactNode {
  const t = useMessages(expressMessages);
  const box = useRef<HTMLDivElement>(null);
  const paypalBox = useRef<HTMLDivElement>(null);
  const gateways = useExpressGateways();
  const cartItems = useCartLines(source === 'cart');
  const lines = useMemo(() => (source === 'cart' ? cartItems : productLines(sku, quantity)), [source, cartItems, sku, quantity]);
  const quote = useExpressQuote(lines, gateways.stripe !== null || gateways.paypal !== null);

  const onPaid = (result: ExpressResult): void => {
    const href = confirmationPath(result.paymentIntentId, location.pathname, confirmationHref);
    const detail = { orderId: result.order.id, orderNumber: result.order.number, paymentIntentId: result.paymentIntentId, status: result.status, href };
    void loadPageState().then((state) => {
      state.afterPayment(result.paymentIntentId, result.order.id, source === 'cart');
      if (host.isConnected && emit('store-express-checkout-complete', detail)) location.assign(href);
    });
  };
  const stripe = useStripeExpress(box, {
    gateway: gateways.stripe,
    lines,
    quote,
    labels: { shipping: t('shipping'), tax: t('tax') },
    language: localeOf(host),
    returnUrl: (paymentIntentId) => new URL(confirmationPath(paymentIntentId, location.pathname, confirmationHref), location.href).href,
    onPaid,
  });
  const paypal = usePaypalExpress(paypalBox, { gateway: gateways.paypal, lines, currency: quote?.currency ?? '', onPaid });
  const ready = stripe.ready || paypal.ready;
  const failure = stripe.failure ?? paypal.failure;

  if ((!gateways.stripe && !gateways.paypal) || lines.length === 0) return null;
  return (
    <div className={s.root} data-ready={String(ready)}>
      <p className={s.caption}>{t('caption')}</p>
      {gateways.stripe && <div ref={box} className={s.buttons} />}
      {gateways.paypal && <div ref={paypalBox} className={s.buttons} data-wallet="paypal" />}
      {failure && (
        <p role="alert" className={s.error}>
          {failureText(failure, t)}
        </p>
      )}
    </div>
  );
}

/** A payment notice in the page's language: the provider's own words, else a catalogue text. */
function failureText(notice: PaymentNotice, t: (key: (typeof TEXTS)[number]) => string): string {
  if (notice.key === 'providerText') return notice.params?.text ?? t('unexpected');
  return (TEXTS as readonly string[]).includes(notice.key) ? t(notice.key as (typeof TEXTS)[number]) : t('unexpected');
}
