import { useEffect } from 'react';
import { emptyCartTarget } from '../../shared/checkout/routes.ts';
import type { Emit } from '../../shared/element/event-spec.ts';
import type { StoreCheckoutEvents } from './store-checkout.element.ts';

/** Sends a shopper with an empty cart to the store page, unless a listener cancels `store-checkout-empty`. */
export function useEmptyCartRedirect(redirecting: boolean, storeHref: string, emit: Emit<StoreCheckoutEvents>, host: HTMLElement): void {
  useEffect(() => {
    if (!redirecting) return;
    const href = emptyCartTarget(storeHref, location.pathname);
    if (host.isConnected && emit('store-checkout-empty', { href })) location.replace(href);
  }, [redirecting, storeHref, emit, host]);
}
