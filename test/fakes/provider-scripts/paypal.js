/**
 * Stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=…), served by
 * test/e2e/live-providers.e2e.ts through Playwright's routing so the real `loadScript` of
 * @paypal/paypal-js injects it under the page's CSP and Trusted Types, and loaded as a plain script by
 * the express checkout's browser test and story. It implements what the checkout calls:
 * `paypal.Buttons(options)` with `render(container)`, `close()` and `isEligible()`. Like the real SDK it
 * puts one inline `<style>` into the page carrying the nonce given as `data-csp-nonce` (PayPal's way
 * through a CSP without 'unsafe-inline'), and renders the buttons as an iframe from
 * https://www.paypal.com (the e2e test answers it with a button).
 *
 * The buyer's part, which really happens in PayPal's window, is `paypal.standIn.buy(address)`: it runs
 * the last rendered buttons' `createOrder`, then `onShippingAddressChange` with the address as PayPal
 * reports it (country, state, city, postal code) and PayPal's error texts, then `onApprove` unless the
 * page rejected the address (PayPal then shows its message and the buyer stays in its window). Errors
 * thrown by the callbacks go to `onError`, as in the real SDK. It answers what happened.
 *
 * With `data-inline` on the script (the story, offline) the buttons are a 'PayPal (stand-in)' button in
 * the page instead of PayPal's frame: a click buys with `paypal.standIn.address`, and a rejected
 * address's text shows under it, where PayPal's window would say it.
 */
(() => {
  const script = document.currentScript;
  const clientId = new URL(script.src).searchParams.get('client-id') ?? '';
  const nonce = script.getAttribute('data-csp-nonce') ?? '';
  const inline = script.hasAttribute('data-inline');

  /** PayPal's own texts for an address the merchant rejects (the `errors` of onShippingAddressChange). */
  const ERRORS = {
    ADDRESS_ERROR: "Your order can't be shipped to this address.",
    COUNTRY_ERROR: "Your order can't be shipped to this country.",
    STATE_ERROR: "Your order can't be shipped to this state.",
    ZIP_ERROR: "Your order can't be shipped to this zip.",
  };

  const style = document.createElement('style');
  style.nonce = nonce;
  style.textContent = '.paypal-buttons { display: block; width: 100%; height: 3rem; border: 0; }';
  document.head.append(style);

  /** The options of the buttons rendered last (what a click in their frame would use). */
  let rendered = null;

  /** The buyer approves in PayPal's window, after picking `shippingAddress` when given. */
  async function buy(shippingAddress) {
    const options = rendered;
    if (!options) throw new Error('No PayPal buttons are rendered');
    try {
      const orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
      if (shippingAddress && options.onShippingAddressChange) {
        let rejected = null;
        await options.onShippingAddressChange(
          { orderID, shippingAddress: { city: '', state: '', postalCode: '', ...shippingAddress }, errors: ERRORS },
          { reject: async (text) => void (rejected = text ?? ERRORS.ADDRESS_ERROR) },
        );
        if (rejected !== null) return { orderID, rejected };
      }
      await options.onApprove({ orderID, payerID: 'QYR5Z8XDVJNXQ' }, {});
      return { orderID, approved: true };
    } catch (error) {
      options.onError?.({ message: error instanceof Error ? error.message : String(error) });
      return { error: true };
    }
  }

  /** The in-page 'PayPal (stand-in)' button, and the line where a rejected address's text shows. */
  function inlineButtons() {
    const wrap = document.createElement('div');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'PayPal (stand-in)';
    Object.assign(button.style, { width: '100%', minHeight: '2.75rem', border: '0', borderRadius: '6px', background: '#ffc439', color: '#111', font: '600 1rem system-ui, sans-serif', cursor: 'pointer' });
    const said = document.createElement('p');
    said.setAttribute('role', 'status');
    said.style.margin = '0.25rem 0 0';
    button.addEventListener('click', () => {
      said.textContent = '';
      void buy(window.paypal.standIn.address).then((outcome) => void (said.textContent = outcome.rejected ?? ''));
    });
    wrap.append(button, said);
    return wrap;
  }

  window.paypal = {
    version: 'stand-in',
    standIn: { buy, errors: ERRORS, address: undefined },
    Buttons(options) {
      let frame = null;
      return {
        isEligible: () => true,
        async render(container) {
          const box = typeof container === 'string' ? document.querySelector(container) : container;
          frame = inline ? inlineButtons() : document.createElement('iframe');
          if (!inline) {
            frame.className = 'paypal-buttons';
            frame.title = 'PayPal';
            frame.src = `https://www.paypal.com/smart/buttons?clientID=${encodeURIComponent(clientId)}`;
            // As PayPal's own frame: as high as `style.height` asks (through CSSOM, which the CSP allows).
            if (options.style?.height) frame.style.height = `${options.style.height}px`;
          }
          box.append(frame);
          rendered = options;
        },
        async close() {
          frame?.remove();
          frame = null;
          if (rendered === options) rendered = null;
        },
      };
    },
  };
})();
