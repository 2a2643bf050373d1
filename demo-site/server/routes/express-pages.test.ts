// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const LIVE = { STRIPE_SECRET_KEY: 'sk_test_expresspages123', STRIPE_PUBLISHABLE_KEY: 'pk_test_expresspages123' };

describe('express checkout on the pages', () => {
  const live = makeTestApp(LIVE);
  const simulated = makeTestApp();
  afterAll(() => {
    live.close();
    simulated.close();
  });
  const page = async (app: typeof live.app, path: string) => (await app.request(path)).text();

  it('with real Stripe keys: a product without options gets the tag for itself in the actions slot under Add to Cart, the checkout one for the cart', async () => {
    const product = await page(live.app, '/store/product/NW-BOO-017?org=northwind');
    const tag = '<store-express-checkout slot="actions" data-sku="NW-BOO-017" data-load="interaction" data-reserve="1"></store-express-checkout>';
    expect(product).toContain(`Save for Later</button></div><div class="store-product__slot">${tag}</div><dl class="store-product__facts">`);
    expect(product.indexOf(tag)).toBeLessThan(product.indexOf('</store-product>'));
    // One express gateway: the checkout keeps room for one row of buttons above the form.
    expect(await page(live.app, '/store/checkout?org=northwind')).toContain('<store-express-checkout data-source="cart" data-reserve="1"></store-express-checkout>');
  });

  it('with real Stripe and PayPal keys: the checkout keeps room for two rows of express buttons', async () => {
    const both = makeTestApp({ ...LIVE, PAYPAL_CLIENT_ID: 'pp-live-client', PAYPAL_CLIENT_SECRET: 'pp-live-secret' });
    try {
      expect(await page(both.app, '/store/checkout?org=northwind')).toContain('<store-express-checkout data-source="cart" data-reserve="2"></store-express-checkout>');
    } finally {
      both.close();
    }
  });

  it("with real Stripe keys: the cart drawer gets the cart's express buttons through site-cart's actions slot", async () => {
    expect(await page(live.app, '/store?org=northwind')).toContain('<site-cart data-saved-href="/store/saved?org=northwind"><store-express-checkout slot="actions" data-source="cart" data-load="interaction"></store-express-checkout></site-cart>');
  });

  it('with real PayPal keys only: the product page and the checkout get the tag, and the page may load PayPal’s script', async () => {
    const paypal = makeTestApp({ PAYPAL_CLIENT_ID: 'pp-live-client', PAYPAL_CLIENT_SECRET: 'pp-live-secret', DEMO_MODE: 'false' });
    try {
      const response = await paypal.app.request('/store/product/NW-BOO-017?org=northwind');
      expect(await response.text()).toContain('<store-express-checkout slot="actions" data-sku="NW-BOO-017" data-load="interaction" data-reserve="1"></store-express-checkout>');
      expect(response.headers.get('content-security-policy')).toContain('https://*.paypal.com');
      expect(await page(paypal.app, '/store/checkout?org=northwind')).toContain('<store-express-checkout data-source="cart" data-reserve="1"></store-express-checkout>');
    } finally {
      paypal.close();
    }
  });

  it('leaves it out for a product whose options are chosen on the page', async () => {
    const html = await page(live.app, '/store/product/NW-FAS-006?org=northwind');
    expect(html).toContain('<store-product ');
    expect(html).not.toContain('<store-express-checkout data-sku');
  });

  it("leaves it out with the demo's simulators", async () => {
    expect(await page(simulated.app, '/store/product/NW-BOO-017?org=northwind')).not.toContain('<store-express-checkout');
    expect(await page(simulated.app, '/store/checkout?org=northwind')).not.toContain('<store-express-checkout');
    expect(await page(simulated.app, '/store?org=northwind')).toContain('<site-cart data-saved-href="/store/saved?org=northwind"></site-cart>');
  });
});
