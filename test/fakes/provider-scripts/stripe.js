/**
 * Stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served by test/e2e/live-providers.e2e.ts
 * through Playwright's routing so the real `loadStripe` of @stripe/stripe-js injects it under the
 * page's CSP and Trusted Types. It implements only what the checkout calls before a payment:
 * `Stripe(key)`, `elements(options)`, `elements.create('payment')` with `mount`, `on`, `unmount`,
 * `destroy`, and `elements.submit()`. Like the real Payment Element, `mount` puts an iframe from
 * https://js.stripe.com into the page (the test answers it with a small card form), so the page's
 * frame-src is exercised too. `version` is the release train @stripe/stripe-js expects.
 */
(() => {
  function createPaymentElement(key) {
    const handlers = { ready: [], change: [] };
    let frame = null;
    return {
      mount(target) {
        const box = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.title = 'Secure payment input frame';
        frame.src = `https://js.stripe.com/v3/elements-inner-payment.html#key=${encodeURIComponent(key)}`;
        frame.addEventListener('load', () => handlers.ready.forEach((handler) => handler({})));
        box.append(frame);
      },
      on(event, handler) {
        handlers[event]?.push(handler);
      },
      unmount() {
        frame?.remove();
      },
      destroy() {
        frame?.remove();
        frame = null;
      },
    };
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error('Stripe stand-in: a publishable key is required');
    return {
      elements() {
        return {
          create: () => createPaymentElement(key),
          submit: async () => ({}),
        };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
