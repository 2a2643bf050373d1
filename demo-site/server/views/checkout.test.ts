// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** The opening `<store-checkout …>` tag of the tenant's checkout page. */
async function checkoutTag(org: string): Promise<string> {
  const response = await t.app.request(`/store/checkout?org=${org}`);
  expect(response.status).toBe(200);
  return /<store-checkout [^>]*>/.exec(await response.text())?.[0] ?? '';
}

describe('checkout page', () => {
  it('starts the address in the tenant’s own country: Harbor in the United Kingdom, Northwind in the United States', async () => {
    expect(await checkoutTag('harbor')).toContain('data-home-country="GB"');
    expect(await checkoutTag('northwind')).toContain('data-home-country="US"');
  });

  it('gives the checkout the tenant’s payment methods by name only, so its first view lists them without a key or any provider data', async () => {
    const response = await t.app.request('/store/checkout?org=northwind');
    const payload = /<store-checkout [^>]*><script type="application\/json">([^<]*)<\/script>/.exec(await response.text())?.[1];
    const gateways = (JSON.parse(payload ?? '{}') as { gateways?: Record<string, unknown>[] }).gateways ?? [];
    expect(gateways.map((gateway) => gateway.name)).toEqual(['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline']);
    expect(gateways.every((gateway) => Object.keys(gateway).join() === 'name')).toBe(true);
    const listed = await (await t.app.request('/api/storefront/payment-gateways?org=northwind')).json() as { data: { name: string }[] };
    expect(gateways.map((gateway) => gateway.name)).toEqual(listed.data.map((gateway) => gateway.name));
  });

  it('tells a visitor without JavaScript that the checkout needs it, with a way back to the store', async () => {
    const response = await t.app.request('/store/checkout?org=harbor');
    const page = await response.text();
    expect(page).toMatch(/<noscript><p>The checkout needs JavaScript\. <a href="\/store\?org=harbor">Back to the store<\/a><\/p><\/noscript>/);
  });
});
