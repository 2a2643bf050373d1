import { useEffect, useRef, useState } from 'react';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
import type { PaymentGateway } from '../../shared/checkout/remote.ts';
import { loadRealPayPal } from '../../shared/checkout/provider-loaders.ts';
import { injectedLoader, type WalletSdk } from '../../shared/checkout/sdks.ts';
import { paymentNotice, type PaymentNotice } from '../../shared/payments/messages.ts';
import { EXPRESS_SIZES } from './sizes.ts';
import type { ExpressResult } from './use-stripe-express.ts';

/** What the PayPal buttons need from the view. */
export interface PaypalExpressOptions {
  gateway: PaymentGateway | null;
  lines: readonly CheckoutLine[];
  /** The store's currency (the server's quote); no buttons before it is known. */
  currency: string;
  onPaid: (result: ExpressResult) => void;
}

const loadCalls = () => import('./paypal-calls.ts');

/** PayPal's SDK: a stand-in injected for tests and stories, else the real `loadScript`. */
async function loadWalletSdk(clientId: string, currency: string): Promise<WalletSdk | null> {
  const injected = injectedLoader('paypal');
  return injected ? injected({ clientId, currency }) : loadRealPayPal(clientId, currency);
}

/**
 * Renders PayPal's buttons into `box`. `createOrder` starts an express payment on our server from the
 * lines (the server prices them; PayPal collects the address); `onShippingAddressChange` has our server
 * price each address the buyer picks and update PayPal's amount (or reject the address); `onApprove` has our server read the
 * buyer from PayPal, create our order for that address and capture. Each call carries a fresh
 * `Idempotency-Key`. Answers whether the buttons are shown and the failure to show, if any.
 */
export function usePaypalExpress(box: React.RefObject<HTMLDivElement | null>, options: PaypalExpressOptions): { ready: boolean; failure: PaymentNotice | null } {
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<PaymentNotice | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { gateway, currency } = options;
  const hasLines = options.lines.length > 0;

  useEffect(() => {
    const clientId = gateway?.data?.clientId;
    if (typeof clientId !== 'string' || !clientId || !currency || !hasLines) return undefined;
    let live = true;
    let close: (() => void) | null = null;
    const fail = (notice: PaymentNotice): void => {
      if (live) setFailure(notice);
    };

    loadWalletSdk(clientId, currency)
      .then(async (sdk) => {
        if (!live || !sdk?.Buttons || !box.current) return;
        const buttons = sdk.Buttons({
          style: { layout: 'horizontal', label: 'paypal', height: EXPRESS_SIZES.rowHeightPx, tagline: false },
          createOrder: async () => {
            setFailure(null);
            const calls = await loadCalls();
            try {
              return await calls.startExpress(latest.current.lines);
            } catch (error) {
              fail(calls.noticeOf(error));
              throw error;
            }
          },
          onApprove: async ({ orderID }) => {
            const calls = await loadCalls();
            try {
              const result = await calls.captureExpress(orderID);
              if (result.success && result.order) return latest.current.onPaid({ order: result.order, paymentIntentId: orderID, status: 'paid' });
              fail(paymentNotice('providerText', { text: result.message }));
            } catch (error) {
              fail(calls.noticeOf(error));
            }
          },
          // Each address the buyer picks is priced by our server, which updates PayPal's amount; PayPal shows its own text for a refused one.
          onShippingAddressChange: async (data, actions) => {
            const refused = await (await loadCalls()).shipTo(data);
            if (refused) await actions.reject(data.errors?.[refused]);
          },
          // PayPal's own failures (its window, its script): our server was told nothing or refused already.
          onError: () => {
            if (live) setFailure((current) => current ?? paymentNotice('unexpected'));
          },
        });
        if (!buttons.isEligible()) return;
        close = () => void buttons.close().catch(() => undefined);
        await buttons.render(box.current);
        if (live) setReady(true);
      })
      .catch((error: unknown) => console.error('The PayPal buttons could not be loaded', error instanceof Error ? error.message : error));
    return () => {
      live = false;
      setReady(false);
      close?.();
    };
  }, [box, gateway, currency, hasLines]);

  return { ready, failure };
}
