import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CartLine } from '../../shared/cart/rules.ts';
import type { CheckoutPayload } from '../../shared/checkout/checkout-payload.ts';
import { emptyForm, type CheckoutForm } from '../../shared/checkout/form.ts';
import { readSavedInfo } from '../../shared/checkout/saved-info.ts';
import { emptyCartTarget } from '../../shared/checkout/routes.ts';
import { continueStep, editStep, readyToPay, type CheckoutStep } from '../../shared/checkout/steps.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { ensureToastRegion } from '../../shared/toast/store.ts';
import { PlainStreet, type StreetField } from './parts/AddressFields.tsx';
import { CardReturn, returnedIntent } from './parts/CardReturn.tsx';
import { CustomerSections } from './parts/CustomerSections.tsx';
import { startingForm, typedValues, type EarlyFields, type EarlyFocus } from './early-fields.ts';
import { checkoutMessages } from './messages.ts';
import { OrderSummary, SummarySkeleton } from './parts/OrderSummary.tsx';
import { PaymentSection } from './parts/PaymentSection.tsx';
import type { checkoutAttributes, StoreCheckoutEvents } from './store-checkout.element.ts';
import * as s from './css/checkout.css.ts';
import { useCoupon } from './use-coupon.ts';
import { loadRemote, useCartLines, useGateways, useQuote } from './use-checkout.ts';
import { useOrder } from './use-order.ts';
import { useStreetField } from './use-street.ts';

type Props = ElementViewProps<typeof checkoutAttributes, CheckoutPayload, EarlyFields, StoreCheckoutEvents>;

/** No lines: the cart of a server render, which cannot know it. */
const UNKNOWN_CART: readonly CartLine[] = [];

/** Opens the page's cart drawer when there is one; otherwise the link goes to the store. */
function backToCart(event: { preventDefault(): void }): void {
  if (!document.querySelector('site-cart')) return;
  event.preventDefault();
  document.dispatchEvent(new CustomEvent('site-cart-open'));
}

/** Focuses the field the shopper was typing in before the upgrade, with its caret where it was. */
function useRefocus(host: HTMLElement, focus: EarlyFocus | null): void {
  useLayoutEffect(() => {
    if (!focus) return;
    const field = Array.from(host.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).find(
      (f) => f.getAttribute('autocomplete') === focus.token,
    );
    field?.focus({ preventScroll: true });
    if (field instanceof HTMLInputElement && focus.selection) field.setSelectionRange(...focus.selection);
  }, [host, focus]);
}

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
export function StoreCheckout({
  host,
  storeHref,
  confirmationHref,
  mapsKey,
  country,
  homeCountry,
  simulators,
  emit,
  light,
  data,
}: Props): ReactNode {
  const t = useMessages(checkoutMessages);
  const locale = localeOf(host);
  const cartLines = useCartLines();
  const cartKnown = light !== undefined;
  const lines = cartKnown ? cartLines : UNKNOWN_CART;
  const [start] = useState(() => {
    const blank = emptyForm((homeCountry || country).toUpperCase() || undefined);
    const typed = light ? typedValues(light) : null;
    return { ...startingForm(blank, cartKnown ? readSavedInfo(pageTenant()) : null, typed), focus: typed?.focus ?? null };
  });
  const [form, setForm] = useState<CheckoutForm>(start.form);
  const [steps, setSteps] = useState(start.steps);
  const [busy, setBusy] = useState(false);
  const coupon = useCoupon({ invalid: t('invalidCoupon'), failed: t('couponFailed') });
  const destination = steps.done.shipping ? { country: form.country, state: form.state } : null;
  const { quote, reload } = useQuote(lines, coupon.code, destination);
  const { gateways, reload: reloadGateways } = useGateways();
  const ready = quote.state === 'ready' ? quote.value : null;
  const order = useOrder({ form, lines, quote: ready, confirmationHref, texts: { toast: t('paymentCompletedToast') }, emit, host });
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const Street: StreetField = useStreetField(mapsKey, country) ?? PlainStreet;
  const canPay = readyToPay(steps);
  const [returned] = useState(() => returnedIntent(location.search));
  const redirecting = cartKnown && lines.length === 0 && !order.completed && !returned;
  useRefocus(host, start.focus);

  useEffect(() => {
    ensureToastRegion();
    void loadRemote().catch(() => undefined); // warm the API module while the shopper types; used again when needed
  }, []);
  useEffect(() => {
    if (!redirecting) return;
    const href = emptyCartTarget(storeHref, location.pathname);
    if (host.isConnected && emit('store-checkout-empty', { href })) location.replace(href);
  }, [redirecting, storeHref, emit, host]);
  useEffect(() => {
    if (canPay) paymentHeading.current?.focus();
  }, [canPay]);

  const change = useCallback((patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch })), []);
  const onContinue = (step: CheckoutStep): void => setSteps((state) => continueStep(state, step, form));
  const onEdit = (step: CheckoutStep): void => {
    if (!busy) setSteps((state) => editStep(state, step));
  };
  const money = (cents: number): string => formatMoney(cents, ready?.currency ?? 'USD', locale);

  if (redirecting)
    return (
      <p className={`${s.root} ${s.hint}`} role="status">
        {t('redirecting')}
      </p>
    );
  return (
    <div className={s.root}>
      <div className={s.topBar}>
        <h1 className={s.title}>{t('title')}</h1>
        <a className={s.backLink} href={storeHref} onClick={backToCart}>
          <span aria-hidden="true">← </span>
          {t('backToCart')}
        </a>
      </div>
      {returned ? (
        <CardReturn intentId={returned} complete={order.complete} checkoutHref={location.pathname.replace(/\/success$/, '')} t={t} />
      ) : quote.state === 'error' ? (
        <div role="alert" className={s.card}>
          <p className={s.status} data-tone="error">
            {t('quoteFailed', { message: quote.message })}
          </p>
          <p>
            <button type="button" className={s.secondaryButton} onClick={reload}>
              {t('retry')}
            </button>
          </p>
        </div>
      ) : (
        <div className={s.layout}>
          {ready ? (
            <OrderSummary
              quote={ready}
              lines={lines}
              money={money}
              t={t}
              coupon={coupon.state}
              onApplyCoupon={(code) => void coupon.apply(code, ready.subtotal)}
              onRemoveCoupon={coupon.remove}
              locked={busy}
            />
          ) : (
            <SummarySkeleton t={t} />
          )}
          <div className={s.main}>
            <CustomerSections form={form} onChange={change} steps={steps} onContinue={onContinue} onEdit={onEdit} t={t} Street={Street} />
            <PaymentSection
              gateways={gateways}
              listed={data?.gateways}
              onReloadGateways={reloadGateways}
              locked={busy}
              completed={order.completed}
              t={t}
              headingRef={paymentHeading}
              panel={
                ready && {
                  ready: canPay,
                  form,
                  total: ready.total,
                  currency: ready.currency,
                  money,
                  simulators,
                  ensureOrder: order.ensureOrder,
                  complete: order.complete,
                  onBusy: setBusy,
                  remote: loadRemote,
                  locale,
                }
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}
