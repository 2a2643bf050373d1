/**
 * Stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served by test/e2e/live-providers.e2e.ts
 * through Playwright's routing so the real `loadStripe` of @stripe/stripe-js injects it under the
 * page's CSP and Trusted Types. It implements only what the checkout and express checkout call before
 * a payment: `Stripe(key)`, `elements(options)`, `elements.create('payment')` and
 * `elements.create('expressCheckout')` with `mount`, `on`, `unmount`, `destroy`, and
 * `elements.update()` / `elements.submit()`. Like the real elements, `mount` puts an iframe from
 * https://js.stripe.com into the page (the test answers it with a small card form or a wallet
 * button), sized like Stripe's (the box's width, no border), so the page's frame-src is exercised too;
 * the express element then reports Google Pay and Link available. `version` is the release train @stripe/stripe-js expects.
 */
(() => {
  const KINDS = {
    payment: { title: 'Secure payment input frame', page: 'elements-inner-payment.html', height: '150px', ready: {} },
    expressCheckout: {
      title: 'Secure express checkout frame',
      page: 'elements-inner-express-checkout.html',
      height: '44px',
      ready: { availablePaymentMethods: { applePay: false, googlePay: true, link: true } },
    },
  };

  function createElement(type, key) {
    const kind = KINDS[type];
    if (!kind) throw new Error(`Stripe stand-in: no ${type} element`);
    const handlers = { ready: [], change: [], click: [], confirm: [], cancel: [], shippingaddresschange: [] };
    let frame = null;
    return {
      mount(target) {
        const box = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.title = kind.title;
        // Sized like Stripe's own frames: the box's width, no border (set through CSSOM, as Stripe.js does).
        Object.assign(frame.style, { display: 'block', width: '100%', height: kind.height, border: '0' });
        frame.src = `https://js.stripe.com/v3/${kind.page}#key=${encodeURIComponent(key)}`;
        frame.addEventListener('load', () => handlers.ready.forEach((handler) => handler(kind.ready)));
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
          create: (type) => createElement(type, key),
          update: () => undefined,
          submit: async () => ({}),
        };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
