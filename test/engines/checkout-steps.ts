/** The checkout's steps as a shopper takes them, shared by the journeys and the payment tests. */
import { click, fill, upgraded, waitFor, type EnginePage } from './engine.ts';

/** Puts lines in the cart through localStorage (as the cart store keeps them) and opens the checkout. */
export async function openCheckoutWith(page: EnginePage, lines: unknown[]): Promise<void> {
  await page.open('/store');
  await page.script(
    `const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
     localStorage.setItem('site-cart:' + tenant, JSON.stringify({ version: 1, items: arg }));`,
    lines,
  );
  await page.open('/store/checkout');
  await upgraded(page, 'store-checkout');
  await waitFor(page, { css: 'store-checkout aside' });
}

/** Fills the e-mail and the shipping address and continues through both sections. */
export async function fillCustomer(page: EnginePage): Promise<void> {
  const contact = 'store-checkout section[data-step="contact"]';
  await fill(page, { within: contact, label: 'Email' }, 'ada@example.com');
  await click(page, { within: contact, role: 'button', name: 'Continue', exact: true });
  const shipping = 'store-checkout section[data-step="shipping"]';
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Address', '12 Analytical Way'],
    ['City', 'Springfield'],
    ['State', 'IL'],
    ['ZIP code', '62701'],
  ] as const) {
    await fill(page, { within: shipping, label: label === 'Address' ? /^Address\b/ : label }, value);
    if (label === 'Address') await page.press('Escape');
  }
  await click(page, { within: shipping, role: 'button', name: 'Continue', exact: true });
  await waitFor(page, { within: shipping, role: 'button', name: 'Edit Shipping Address', exact: true });
}

/** Chooses a payment method by its label and waits for its panel. */
export async function choose(page: EnginePage, label: string, gateway: string): Promise<string> {
  await click(page, { within: 'store-checkout', role: 'radio', name: label, exact: true });
  const panel = `store-checkout [data-gateway="${gateway}"]`;
  await waitFor(page, { css: `${panel} > :not([data-loading])`, hidden: true });
  return panel;
}
