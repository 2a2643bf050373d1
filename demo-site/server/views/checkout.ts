import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { PageContext } from './types.ts';

/**
 * `/store/checkout` (and `/preview/store/checkout`): `<store-checkout>` with the floating cart, so
 * Back to cart opens the drawer. Its first view is rendered on the server (`site-elements/server`):
 * the form, the payment methods (the tenant's gateway names, its inline JSON: nothing private), and
 * an order summary that says the order is loading, since the cart is on the visitor's device. In
 * DEMO_MODE the checkout uses the demo server's payment simulators (`data-simulators`): no provider
 * script can load without the internet. The account balance needs no attribute: the checkout signs
 * the customer in with a code e-mailed to them (in the demo without SMTP_URL the e-mail lands in
 * `/staff/outbox`; the seeded customer is `shopper@<tenant>.example`).
 * The address starts in the tenant's home country (`data-home-country`: Harbor GB, Northwind US).
 * With GOOGLE_MAPS_API_KEY set, `data-maps-key` turns the street field into address suggestions.
 * When the tenant takes Stripe or PayPal with real keys, `<store-express-checkout data-source="cart">` comes first:
 * Apple Pay, Google Pay or Link for the cart without filling in the form. It keeps room for one row
 * of buttons per such gateway (`data-reserve`) from the first paint, so the form never moves under
 * the shopper's hands when the buttons arrive.
 */
export async function checkoutPage(ctx: PageContext, request: StoreRequest): Promise<StorePageResult> {
  const [home, gateways] = await Promise.all([request.data.homeCountry(), request.data.paymentGateways()]);
  const attributes: Record<string, string> = { 'data-store-href': ctx.link('/store'), 'data-home-country': home };
  if (ctx.site.mapsKey) attributes['data-maps-key'] = ctx.site.mapsKey;
  if (ctx.site.demoMode) attributes['data-simulators'] = '';
  const checkout = await renderedElement('store-checkout', attributes, { gateways }, renderOptions(ctx));
  return {
    page: {
      title: 'Checkout',
      description: `Check out at ${ctx.tenant.name}.`,
      features: { hasStore: true },
      body: html`<noscript><p>The checkout needs JavaScript. <a href="${ctx.link('/store')}">Back to the store</a></p></noscript>${ctx.site.expressRows ? html`
<store-express-checkout data-source="cart" data-reserve="${String(ctx.site.expressRows)}"></store-express-checkout>` : ''}
${checkout}`,
    },
  };
}
