import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { PaymentGateway } from '../../shared/api/payments.ts';
import type { Quote } from '../../shared/api/schemas.ts';
import type { CartLine } from '../../shared/cart/rules.ts';
import { canonicalJson } from '../../shared/api/canonical-json.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
import { $cartLines } from '../../shared/cart/store.ts';

/** The checkout's API module, loaded after the element mounts (it brings the HTTP client and schemas). */
export const loadRemote = () => import('../../shared/checkout/remote.ts');
/** The API module's type. */
export type Remote = Awaited<ReturnType<typeof loadRemote>>;

/** A value the server is asked for: loading, ready, or failed with a message. */
export type Loadable<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

/** The lines the server prices: sku, quantity and attributes of each cart line. */
export function checkoutLines(lines: readonly CartLine[]): CheckoutLine[] {
  return lines.map((line) => ({ sku: line.sku, quantity: line.quantity, ...(line.attributes ? { attributes: line.attributes } : {}) }));
}

/** The cart lines, shared with every element of the page (restored from storage on first read). */
export function useCartLines(): CartLine[] {
  return useStore($cartLines);
}

/** Where the order ships, as far as its tax is concerned. */
export interface QuoteDestination {
  country: string;
  state: string;
}

/**
 * The server's quote for the cart, coupon and destination: every figure of the order summary, the
 * tax that of the country and state it ships to (the store's home country until the shipping
 * address is completed). A newer cart, coupon or destination aborts the older request; `reload`
 * asks again after a failure.
 */
export function useQuote(
  lines: readonly CartLine[],
  discountCode: string | null,
  destination: QuoteDestination | null = null,
): { quote: Loadable<Quote>; reload: () => void } {
  const wire = useMemo(() => checkoutLines(lines), [lines]);
  const key = canonicalJson({ wire, discountCode, destination });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: Loadable<Quote> } | null>(null);
  useEffect(() => {
    if (wire.length === 0) return undefined;
    const controller = new AbortController();
    loadRemote()
      .then((remote) => remote.fetchQuote(wire, discountCode, controller.signal, destination))
      .then(
        (quote) => !controller.signal.aborted && setResult({ key, value: { state: 'ready', value: quote } }),
        (error: Error) => {
          if (controller.signal.aborted || error.name === 'AbortError') return;
          setResult({ key, value: { state: 'error', message: error.message } });
        },
      );
    return () => controller.abort();
    // `key` stands for wire, discountCode and destination; attempt forces a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  // While a newer request runs, the last figures stay (marked loading only before the first answer).
  const quote: Loadable<Quote> = result?.key === key ? result.value : result?.value.state === 'ready' ? result.value : { state: 'loading' };
  return { quote, reload: () => setAttempt((n) => n + 1) };
}

/** The gateways the server lists (loaded once). */
export function useGateways(): { gateways: Loadable<PaymentGateway[]>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [gateways, setGateways] = useState<Loadable<PaymentGateway[]>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadRemote()
      .then((remote) => remote.fetchGateways())
      .then(
        (value) => live && setGateways({ state: 'ready', value }),
        (error: Error) => live && setGateways({ state: 'error', message: error.message }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    gateways,
    reload: () => {
      setGateways({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
