import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Order, Quote } from '../../shared/api/schemas.ts';
import type { CartLine } from '../../shared/cart/rules.ts';
import { attemptFor, withOrder, type OrderAttempt } from '../../shared/checkout/attempt.ts';
import { orderRequest, type CheckoutForm } from '../../shared/checkout/form.ts';
import { rememberLastOrder } from '../../shared/checkout/last-order.ts';
import { writeSavedInfo } from '../../shared/checkout/saved-info.ts';
import type { Emit } from '../../shared/element/event-spec.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { confirmationPath } from '../../shared/checkout/routes.ts';
import { cart } from '../../shared/cart/store.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { showToast } from '../../shared/toast/store.ts';
import type { Completion } from './payments/types.ts';
import type { StoreCheckoutEvents } from './store-checkout.element.ts';
import { checkoutLines, loadRemote } from './use-checkout.ts';

/** The detail of `store-checkout-complete`. */
export interface CompleteDetail {
  orderId: string;
  orderNumber: string;
  paymentIntentId: string;
  status: Completion['status'];
  href: string;
}

/**
 * The order of a checkout and how it ends. `ensureOrder` creates the order once per attempt (see
 * shared/checkout/attempt.ts); `complete` shows the result, thanks the shopper ('Payment completed
 * successfully!' for a paid order), saves or forgets their details, clears the cart and, unless a
 * listener cancels `store-checkout-complete`, opens the confirmation page.
 */
export function useOrder(options: {
  form: CheckoutForm;
  lines: readonly CartLine[];
  quote: Quote | null;
  confirmationHref: string;
  texts: { toast: string };
  emit: Emit<StoreCheckoutEvents>;
  host: HTMLElement;
}): {
  ensureOrder: (gateway: string, method: string) => Promise<Order>;
  complete: (result: Completion) => void;
  completed: { href: string; status: Completion['status'] } | null;
} {
  const attempt = useRef<OrderAttempt<Order> | null>(null);
  const [completed, setCompleted] = useState<{ href: string; status: Completion['status'] } | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const ensureOrder = useCallback(async (gateway: string, method: string): Promise<Order> => {
    const { form, lines, quote, host } = latest.current;
    const remote = await loadRemote();
    const request = orderRequest(form, checkoutLines(lines), { gateway, method }, { discountCode: quote?.discountCode, language: localeOf(host) });
    const current = attemptFor(attempt.current, request, remote.newIdempotencyKey);
    attempt.current = current;
    if (current.order) return current.order;
    const order = await remote.createOrder(request, current.key);
    if (attempt.current === current) attempt.current = withOrder(current, order);
    return order;
  }, []);

  const complete = useCallback((result: Completion) => {
    const { form, confirmationHref, texts, emit, host } = latest.current;
    const href = confirmationPath(result.paymentIntentId, location.pathname, confirmationHref);
    writeSavedInfo(pageTenant(), form);
    rememberLastOrder(pageTenant(), result.paymentIntentId, result.order.id);
    setCompleted({ href, status: result.status });
    attempt.current = null;
    if (result.status === 'paid') showToast(texts.toast);
    cart.clear();
    const detail: CompleteDetail = { orderId: result.order.id, orderNumber: result.order.number, paymentIntentId: result.paymentIntentId, status: result.status, href };
    // A checkout taken off the page meanwhile does not navigate.
    if (host.isConnected && emit('store-checkout-complete', detail)) location.assign(href);
  }, []);

  return { ensureOrder, complete, completed };
}
