import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { waitFor } from '../../test/browser/fixture.ts';
import { completeCustomer, mountCheckout, section, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
});

const totalsOf = (el: HTMLElement) => defined(el.querySelector('aside dl')).textContent ?? '';

describe('<store-checkout> totals from the store’s tax and shipping settings (issue 18)', () => {
  it('shows VAT included in GBP prices, not tax on top, for a store whose prices include it', async () => {
    mounted = await mountCheckout({
      api: { currency: 'GBP', pricing: { taxBasisPoints: 2000, taxIncluded: true, shipping: { rule: 'free_over', flatCents: 395, freeOverCents: 4000 } } },
    });
    const totals = totalsOf(mounted.el);
    expect(totals).toContain('Subtotal£72.99');
    expect(totals).toContain('ShippingFree');
    expect(totals).toContain('Includes VAT£12.17');
    expect(totals).toContain('Total£72.99');
    expect(totals).not.toContain('Tax');
    await expectNoAxeViolations(mounted.el);
  });

  it('asks for the quote of the completed shipping address’s country and state', async () => {
    mounted = await mountCheckout();
    const quoted = () => mounted?.api.calls.filter((c) => c.url.pathname === '/api/storefront/checkout').map((c) => JSON.parse(c.body) as Record<string, unknown>) ?? [];
    expect(quoted()[0]?.country).toBe(undefined);
    await completeCustomer(mounted.el);
    await waitFor(() => quoted().some((body) => body.country === 'US' && body.state === 'IL'), { message: 'a quote for Illinois' });
  });

  it('starts the address in the store’s home country, so a UK shopper who leaves it is quoted UK VAT, never US tax', async () => {
    mounted = await mountCheckout({ attrs: 'data-home-country="gb"' });
    const quoted = () => mounted?.api.calls.filter((c) => c.url.pathname === '/api/storefront/checkout').map((c) => JSON.parse(c.body) as Record<string, unknown>) ?? [];
    await completeCustomer(mounted.el);
    expect(section(mounted.el, 'shipping').textContent).toContain('Springfield, IL 62701, GB');
    await waitFor(() => quoted().some((body) => body.country === 'GB'), { message: 'a quote for the United Kingdom' });
    expect(quoted().some((body) => body.country === 'US')).toBe(false);
  });
});
