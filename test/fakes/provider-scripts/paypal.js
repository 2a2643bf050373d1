/**
 * Stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=…), served by
 * test/e2e/live-providers.e2e.ts through Playwright's routing so the real `loadScript` of
 * @paypal/paypal-js injects it under the page's CSP and Trusted Types. It implements only what the
 * checkout calls before the shopper clicks: `paypal.Buttons(options)` with `render(container)`,
 * `close()` and `isEligible()`. Like the real SDK it puts one inline `<style>` into the page carrying
 * the nonce given as `data-csp-nonce` (PayPal's way through a CSP without 'unsafe-inline'), and
 * renders the buttons as an iframe from https://www.paypal.com (the test answers it with a button).
 */
(() => {
  const script = document.currentScript;
  const clientId = new URL(script.src).searchParams.get('client-id') ?? '';
  const nonce = script.getAttribute('data-csp-nonce') ?? '';

  const style = document.createElement('style');
  style.nonce = nonce;
  style.textContent = '.paypal-buttons { display: block; width: 100%; min-height: 3rem; border: 0; }';
  document.head.append(style);

  window.paypal = {
    version: 'stand-in',
    Buttons() {
      let frame = null;
      return {
        isEligible: () => true,
        async render(container) {
          const box = typeof container === 'string' ? document.querySelector(container) : container;
          frame = document.createElement('iframe');
          frame.className = 'paypal-buttons';
          frame.title = 'PayPal';
          frame.src = `https://www.paypal.com/smart/buttons?clientID=${encodeURIComponent(clientId)}`;
          box.append(frame);
        },
        async close() {
          frame?.remove();
          frame = null;
        },
      };
    },
  };
})();
