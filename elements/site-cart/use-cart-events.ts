import { useEffect } from 'react';
import { $cartCount, $cartLines, $cartSubtotal } from '../../shared/cart/store.ts';
import type { Emit } from '../../shared/element/event-spec.ts';
import type { SiteCartEvents } from './site-cart.element.ts';

/**
 * The element's page events: a `site-cart-open` event on `document` opens the drawer, and every cart
 * change after the cart was read (this tab, another tab, a cart link) is announced as `site-cart-change`.
 */
export function useCartEvents(host: HTMLElement, emit: Emit<SiteCartEvents>): void {
  useEffect(() => {
    const onOpen = (): void => host.setAttribute('data-open', '');
    document.addEventListener('site-cart-open', onOpen);
    return () => document.removeEventListener('site-cart-open', onOpen);
  }, [host]);

  useEffect(() => $cartLines.listen((next) => emit('site-cart-change', { items: next, count: $cartCount.get(), subtotal: $cartSubtotal.get() })), [emit]);
}
