/**
 * A stand-in for Stripe.js's Express Checkout Element (browser tests and stories): mounting draws one
 * 'Google Pay' button; pressing it runs the element's `click` handler (recording what it resolved
 * with), then its `confirm` handler with the wallet's `payer`. `confirmPayment` answers `confirm`
 * (success, or a card error). Nothing talks to Stripe.
 */
import type { CardSdkError, ExpressConfirmEvent, ExpressSdk, ExpressSdkElements } from '../../shared/checkout/sdks.ts';

/** What a stand-in recorded. */
export interface ExpressRecord {
  /** `elements()` options, one per mount. */
  elements: { amount: number; currency: string }[];
  /** `create('expressCheckout', options)` options, one per mount. */
  created: unknown[];
  /** What each `click` resolved with. */
  resolved: unknown[];
  /** `confirmPayment` calls: the client secret and return URL. */
  confirms: { clientSecret?: string; returnUrl?: string }[];
  /** `paymentFailed` calls. */
  failed: number;
}

/** The wallet's report on confirm (who pays, where to ship). */
export const SAMPLE_PAYER: Pick<ExpressConfirmEvent, 'billingDetails' | 'shippingAddress'> = {
  billingDetails: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, address: null },
  shippingAddress: { name: 'Ada Lovelace', address: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } },
};

type Handler = (event: never) => void;

/**
 * A stand-in loader for `setPaymentSdks({ stripeExpress })`. `wallets: false` reports no wallet
 * available (the element then stays at no height); `confirm` is `confirmPayment`'s answer.
 */
export function fakeStripeExpress(options: { wallets?: boolean; confirm?: 'succeeded' | CardSdkError; payer?: typeof SAMPLE_PAYER } = {}): {
  loader: (publishableKey: string) => Promise<ExpressSdk>;
  record: ExpressRecord;
} {
  const record: ExpressRecord = { elements: [], created: [], resolved: [], confirms: [], failed: 0 };
  const sdk: ExpressSdk = {
    elements({ amount, currency }) {
      record.elements.push({ amount, currency });
      const group: ExpressSdkElements = {
        create(_type, createOptions) {
          record.created.push(createOptions);
          const handlers = new Map<string, Handler>();
          const on = (name: string, handler: Handler): void => void handlers.set(name, handler);
          const emit = (name: string, event: unknown): void => (handlers.get(name) as ((event: unknown) => void) | undefined)?.(event);
          let button: HTMLButtonElement | null = null;
          return {
            on: on as never,
            mount(target) {
              button = document.createElement('button');
              button.type = 'button';
              button.textContent = 'Google Pay (stand-in)';
              // As Stripe's frame: as high as `buttonHeight` asks.
              if (createOptions?.buttonHeight) Object.assign(button.style, { display: 'block', boxSizing: 'border-box', height: `${createOptions.buttonHeight}px` });
              button.addEventListener('click', () => {
                emit('click', { resolve: (resolved: unknown) => record.resolved.push(resolved) });
                emit('confirm', { ...(options.payer ?? SAMPLE_PAYER), paymentFailed: () => (record.failed += 1) });
              });
              target.append(button);
              queueMicrotask(() => emit('ready', { availablePaymentMethods: options.wallets === false ? undefined : { googlePay: true, applePay: false, link: true } }));
            },
            destroy() {
              button?.remove();
            },
          };
        },
        update() {},
        submit: async () => ({}),
      };
      return group;
    },
    async confirmPayment({ clientSecret, confirmParams }) {
      record.confirms.push({ clientSecret, returnUrl: confirmParams?.return_url });
      const answer = options.confirm ?? 'succeeded';
      if (answer === 'succeeded') return { paymentIntent: { id: clientSecret?.split('_secret')[0] ?? '', status: 'succeeded' } };
      return { error: answer };
    },
  };
  return { loader: async () => sdk, record };
}
