import { useEffect, useRef, useState } from 'react';
import type { Quote } from '../../shared/api/schemas.ts';
import { expressOrderRequest, expressSheet, type SheetLabels } from '../../shared/checkout/express.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
import type { PaymentGateway } from '../../shared/checkout/remote.ts';
import { loadRealStripe } from '../../shared/checkout/provider-loaders.ts';
import { injectedLoader, type ExpressConfirmEvent, type ExpressSdk, type ExpressSdkElements } from '../../shared/checkout/sdks.ts';
import { EXPRESS_SIZES } from './sizes.ts';
import { cardErrorMessage, cardOutcome, paymentNotice, type PaymentNotice } from '../../shared/payments/messages.ts';

const loadRemote = () => import('../../shared/checkout/remote.ts');

/** How an express payment ended: paid or processing (the server checked), with the order and its reference. */
export interface ExpressResult {
  order: { id: string; number: string };
  paymentIntentId: string;
  status: 'paid' | 'processing';
}

/** What the Stripe express buttons need from the view. */
export interface StripeExpressOptions {
  gateway: PaymentGateway | null;
  lines: readonly CheckoutLine[];
  quote: Quote | null;
  labels: SheetLabels;
  language: string;
  /** The return address the provider may send the shopper to, for a payment reference. */
  returnUrl: (paymentIntentId: string) => string;
  onPaid: (result: ExpressResult) => void;
}

/** Stripe.js's express subset: a stand-in injected for tests and stories, else the real `loadStripe`. */
async function loadExpressSdk(publishableKey: string): Promise<ExpressSdk | null> {
  const injected = injectedLoader('stripeExpress');
  return injected ? injected(publishableKey) : loadRealStripe(publishableKey);
}

/**
 * Mounts Stripe's Express Checkout Element into `box` for the quote's amount, and pays on its
 * `confirm`: our order (server-priced, a fresh `Idempotency-Key`), our payment intent, Stripe's
 * `confirmPayment` with its client secret, then the status as our server reads it from Stripe. Answers
 * whether a wallet button is ready and the failure to show (one of the payment texts), if any.
 */
export function useStripeExpress(box: React.RefObject<HTMLDivElement | null>, options: StripeExpressOptions): { ready: boolean; failure: PaymentNotice | null } {
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<PaymentNotice | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { gateway, quote } = options;
  const amount = quote?.total ?? 0;
  const currency = quote?.currency.toLowerCase() ?? '';

  useEffect(() => {
    const key = gateway?.data?.publishableKey;
    if (!key || !amount || !currency) return undefined;
    let live = true;
    let destroy: (() => void) | null = null;
    const fail = (notice: PaymentNotice): void => {
      if (live) setFailure(notice);
    };

    const pay = async (event: ExpressConfirmEvent, stripe: ExpressSdk, elements: ExpressSdkElements): Promise<void> => {
      setFailure(null);
      const { lines, language, returnUrl, onPaid } = latest.current;
      const checked = await elements.submit();
      if (checked.error) {
        event.paymentFailed({ reason: 'fail' });
        return fail(cardErrorMessage(checked.error));
      }
      const api = await loadRemote();
      const request = expressOrderRequest(event, lines, { gateway: 'stripe', method: 'card' }, language);
      const order = await api.createOrder(request, api.newIdempotencyKey());
      const intent = await api.payments.cardIntent({ email: request.customerInfo.email, orderId: order.id }, api.newIdempotencyKey());
      const confirmed = await stripe.confirmPayment({ elements, clientSecret: intent.client_secret, confirmParams: { return_url: returnUrl(intent.paymentIntentId) }, redirect: 'if_required' });
      if (confirmed.error) {
        event.paymentFailed({ reason: 'fail' });
        return fail(cardErrorMessage(confirmed.error));
      }
      // The server asks the provider: the browser's word never decides a payment.
      const verified = await api.payments.cardStatus(intent.paymentIntentId);
      if (verified.status === 'succeeded' || verified.status === 'processing') {
        return onPaid({ order, paymentIntentId: intent.paymentIntentId, status: verified.status === 'succeeded' ? 'paid' : 'processing' });
      }
      fail(cardOutcome(verified.status).message ?? paymentNotice('cardOther'));
    };

    loadExpressSdk(key)
      .then((stripe) => {
        if (!live || !stripe || !box.current) return;
        const elements = stripe.elements({ mode: 'payment', amount, currency });
        // One row of buttons one reserved row high (sizes.ts), so a page that keeps their room does not move.
        const element = elements.create('expressCheckout', { buttonHeight: EXPRESS_SIZES.rowHeightPx, layout: { maxColumns: 3, maxRows: 1, overflow: 'never' } });
        element.on('ready', ({ availablePaymentMethods }) => {
          if (live) setReady(Object.values(availablePaymentMethods ?? {}).some(Boolean));
        });
        element.on('click', (event) => {
          const { quote: current, labels } = latest.current;
          event.resolve({ emailRequired: true, shippingAddressRequired: true, ...(current ? expressSheet(current, labels) : {}) });
        });
        element.on('shippingaddresschange', (event) => {
          const { lines, labels } = latest.current;
          loadRemote()
            .then((api) => api.fetchQuote(lines, null, undefined, { country: event.address.country ?? '', state: event.address.state ?? '' }))
            .then((priced) => {
              elements.update({ amount: priced.total });
              event.resolve(expressSheet(priced, labels));
            })
            .catch(() => event.reject());
        });
        element.on('confirm', (event) => {
          pay(event, stripe, elements).catch((error: unknown) => {
            console.error('The express payment failed', error instanceof Error ? error.message : error);
            event.paymentFailed({ reason: 'fail' });
            fail(paymentNotice('unexpected'));
          });
        });
        element.mount(box.current);
        destroy = () => element.destroy();
      })
      .catch((error: unknown) => console.error('The express checkout buttons could not be loaded', error instanceof Error ? error.message : error));
    return () => {
      live = false;
      setReady(false);
      destroy?.();
    };
  }, [box, gateway, amount, currency]);

  return { ready, failure };
}
