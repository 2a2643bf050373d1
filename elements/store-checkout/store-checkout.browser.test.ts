import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { savedInfoKey } from '../../shared/checkout/saved-info.ts';
import { StoreCheckoutElement } from './store-checkout.element.ts';
import { ADA, button, completeCustomer, field, hasButton, mountCheckout, section, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
  cleanup();
  localStorage.removeItem(savedInfoKey(location.host));
});

async function mount(options: Parameters<typeof mountCheckout>[0] = {}): Promise<Mounted> {
  mounted = await mountCheckout(options);
  return mounted;
}

describe('<store-checkout> Back to cart', () => {
  it("opens the page's cart drawer instead of leaving, by sending site-cart-open", async () => {
    const { el } = await mount();
    const cart = document.body.appendChild(document.createElement('site-cart'));
    const opens = recordEvents<null>(document, 'site-cart-open');
    let followed = true;
    const onClick = (event: Event): void => void (followed = !event.defaultPrevented);
    document.addEventListener('click', onClick);
    try {
      await click(defined(el.querySelector('a')));
      expect(followed).toBe(false);
      expect(opens.events.map((event) => event.target)).toEqual([el]);
    } finally {
      document.removeEventListener('click', onClick);
      opens.stop();
      cart.remove();
    }
  });
});

describe('<store-checkout> customer sections', () => {
  it('registers the tag and shows step 1 open and step 2 waiting', async () => {
    expect(customElements.get('store-checkout')).toBe(StoreCheckoutElement);
    const { el } = await mount();
    expect(section(el, 'contact').dataset.view).toBe('open');
    expect(section(el, 'shipping').dataset.view).toBe('waiting');
    expect(el.querySelector('h1')?.textContent).toBe('Checkout');
    expect(el.querySelector('a')?.textContent).toBe('← Back to cart');
    await expectNoAxeViolations(el);
  });

  it('shows Continue only once the email is valid, with no message for invalid input', async () => {
    const { el } = await mount();
    const contact = section(el, 'contact');
    const email = field(contact, 'Email');
    expect(hasButton(contact, 'Continue')).toBe(false);
    email.focus();
    await sendKeys({ type: 'ada@example' });
    await settle();
    expect(hasButton(contact, 'Continue')).toBe(false);
    expect(contact.querySelector('[role="alert"]')).toBeNull();
    await sendKeys({ type: '.com' });
    await settle();
    expect(hasButton(contact, 'Continue')).toBe(true);
    setValue(email, 'ada @example.com');
    await settle();
    expect(hasButton(contact, 'Continue')).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('collapses a completed step to a summary with Edit and moves focus into the next step', async () => {
    const { el } = await mount();
    setValue(field(section(el, 'contact'), 'Email'), 'ada@example.com');
    await settle();
    await click(button(section(el, 'contact'), 'Continue'));
    const contact = section(el, 'contact');
    expect(contact.dataset.view).toBe('summary');
    expect(contact.textContent).toContain('ada@example.com');
    expect(button(contact, 'Edit Contact Information').textContent).toBe('Edit');
    expect(section(el, 'shipping').dataset.view).toBe('open');
    expect(document.activeElement).toBe(field(section(el, 'shipping'), 'First name'));
    await expectNoAxeViolations(el);
  });

  it('needs names, address, city, state and zip for shipping; apartment and phone are optional; country defaults to US', async () => {
    const { el } = await mount();
    setValue(field(section(el, 'contact'), 'Email'), 'ada@example.com');
    await settle();
    await click(button(section(el, 'contact'), 'Continue'));
    const shipping = section(el, 'shipping');
    expect((field(shipping, 'Country') as unknown as HTMLSelectElement).value).toBe('US');
    const labels = ['First name', 'Last name', 'Address', 'City', 'State', 'ZIP code'];
    const values = Object.values(ADA);
    for (const [i, label] of labels.entries()) {
      expect(hasButton(shipping, 'Continue')).toBe(false);
      setValue(field(shipping, label), values[i] ?? '');
      await settle();
    }
    expect(hasButton(shipping, 'Continue')).toBe(true);
    expect(field(shipping, 'Apartment, suite, etc. (optional)').required).toBe(false);
    expect(field(shipping, 'Phone (optional)').required).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('opens one section at a time with Edit, and asks for a billing address when it differs', async () => {
    const { el } = await mount();
    await completeCustomer(el);
    expect(section(el, 'shipping').dataset.view).toBe('summary');
    expect(section(el, 'shipping').textContent).toContain('Ada Lovelace · 12 Analytical Way · Springfield, IL 62701, US');
    await click(button(el, 'Edit Shipping Address'));
    expect(section(el, 'shipping').dataset.view).toBe('open');
    await click(button(el, 'Edit Contact Information'));
    expect(section(el, 'contact').dataset.view).toBe('open');
    expect(section(el, 'shipping').dataset.view).toBe('summary');
    await click(button(section(el, 'contact'), 'Continue'));
    await click(button(el, 'Edit Shipping Address'));
    const shipping = section(el, 'shipping');
    const same = defined(Array.from(shipping.querySelectorAll('label')).find((l) => l.textContent === 'Use the same address for billing')?.querySelector('input'));
    expect(same.checked).toBe(true);
    await click(same);
    expect(shipping.querySelector('h3')?.textContent).toBe('Billing address');
    expect(hasButton(shipping, 'Continue')).toBe(false);
    const billing = ['First name', 'Last name', 'Address', 'City', 'State', 'ZIP code'];
    for (const label of billing) setValue(field(shipping, label, 1), label === 'ZIP code' ? '10001' : 'Babbage');
    await settle();
    expect(hasButton(shipping, 'Continue')).toBe(true);
    await expectNoAxeViolations(el);
    await click(button(shipping, 'Continue'));
    expect(section(el, 'shipping').textContent).toContain('Billing address: Babbage Babbage');
  });

  it('restores saved information for next time, per tenant', async () => {
    const first = await mount();
    await completeCustomer(first.el);
    await click(button(first.el, 'Edit Shipping Address'));
    const save = defined(Array.from(first.el.querySelectorAll('label')).find((l) => l.textContent === 'Save my information for next time')?.querySelector('input'));
    await click(save);
    await click(button(section(first.el, 'shipping'), 'Continue'));
    // Saved when an order completes; store it as the checkout does and mount again.
    const { writeSavedInfo } = await import('../../shared/checkout/saved-info.ts');
    const { emptyForm } = await import('../../shared/checkout/form.ts');
    writeSavedInfo(location.host, { ...emptyForm(), ...ADA, email: 'ada@example.com', saveInfo: true });
    await first.teardown();
    const { el } = await mount();
    expect(section(el, 'contact').dataset.view).toBe('summary');
    expect(section(el, 'shipping').dataset.view).toBe('summary');
    expect(section(el, 'shipping').textContent).toContain('12 Analytical Way');
    await expectNoAxeViolations(el);
  });
});

describe('<store-checkout> order summary', () => {
  it('while the order is priced, keeps the place of the summary and the methods busy, with no figure shown', async () => {
    const { el } = await mount({ wait: false, api: { fail: { 'POST /api/storefront/checkout': 'hang', 'GET /api/storefront/payment-gateways': 'hang' } } });
    await waitFor(() => el.querySelector('[aria-busy="true"]'), { message: 'the busy placeholders' });
    expect(section(el, 'contact').dataset.view).toBe('open');
    const busy = Array.from(el.querySelectorAll('[aria-busy="true"]'));
    expect(busy).toHaveLength(2);
    expect(el.querySelector('aside')).toBe(null);
    expect(el.textContent).toContain('Loading your order…');
    expect(el.textContent).toContain('Loading payment method…');
    expect(el.textContent ?? '').not.toMatch(/\$\d/);
    expect(el.querySelector('input[type="radio"]')).toBe(null);
    await expectNoAxeViolations(el);
  });

  it('shows item lines, totals from the server quote and Free shipping over $100', async () => {
    const { el, api } = await mount();
    const summary = defined(el.querySelector('aside'));
    const items = Array.from(summary.querySelectorAll('li'));
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Enamel Camp Mug');
    expect(items[0]?.textContent).toContain('$18.00 each');
    expect(items[0]?.textContent).toContain('$36.00');
    expect(items[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(items[0]?.textContent).toContain('Quantity 2');
    expect(items[1]?.textContent).toContain('Navy · M');
    const totals = summary.querySelector('dl')?.textContent ?? '';
    expect(totals).toContain('Subtotal$72.99');
    expect(totals).toContain('Shipping$10.00');
    expect(totals).toContain('Tax$5.84');
    expect(totals).toContain('Total$88.83');
    expect(api.calls.some((c) => c.url.pathname === '/api/storefront/checkout' && !/price/.test(c.body))).toBe(true);
    await expectNoAxeViolations(el);
    await mounted?.teardown();
    const big = await mount({ lines: [{ id: 'p1', sku: 'NW-MUG-001', name: 'Mug', price: 1, quantity: 6 }] });
    expect(big.el.querySelector('aside dl')?.textContent).toContain('ShippingFree');
  });

  it('ignores an empty code, shows "Invalid coupon" or the server message, and applies a valid code', async () => {
    const { el, api } = await mount({ api: { coupons: { SAVE5: { discount: 500 }, OLD: { message: 'This code has expired' }, NOPE: { message: '' } } } });
    const summary = defined(el.querySelector('aside'));
    const code = field(summary, 'Promo code');
    await click(button(summary, 'Apply'));
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/coupon/apply'))).toHaveLength(0);
    setValue(code, 'nope');
    await click(button(summary, 'Apply'));
    await waitFor(() => summary.textContent?.includes('Invalid coupon'), { message: 'Invalid coupon' });
    setValue(code, 'old');
    await click(button(summary, 'Apply'));
    await waitFor(() => summary.textContent?.includes('This code has expired'), { message: 'the server message' });
    await expectNoAxeViolations(el);
    setValue(code, 'save5');
    await click(button(summary, 'Apply'));
    await waitFor(() => summary.querySelector('dl')?.textContent?.includes('Discount (SAVE5)−$5.00'), { message: 'the discount line' });
    expect(summary.querySelector('dl')?.textContent).toContain('Total$83.83');
    expect(summary.textContent).toContain('Code SAVE5 applied');
    await expectNoAxeViolations(el);
  });

  it('says "Failed to apply coupon" when the call fails', async () => {
    const { el, api } = await mount();
    api.set({ fail: { 'POST /api/storefront/coupon/apply': 500 } });
    const summary = defined(el.querySelector('aside'));
    setValue(field(summary, 'Promo code'), 'X');
    await click(button(summary, 'Apply'));
    await waitFor(() => summary.textContent?.includes('Failed to apply coupon'), { message: 'the failure', timeout: 6000 });
    await expectNoAxeViolations(el);
  });

  it('sends an empty cart to the store page (the preview variant is unit-tested in shared/checkout)', async () => {
    const { empties } = await mount({ lines: [], wait: false });
    await waitFor(() => empties.length === 1, { message: 'the redirect' });
    expect((empties[0]?.detail as { href: string }).href).toBe('/store');
  });

  it('offers a retry when the quote fails', async () => {
    const { el, api } = await mount({ api: { fail: { 'POST /api/storefront/checkout': 400 } }, wait: false });
    await waitFor(() => el.querySelector('[role="alert"]')?.textContent?.includes('Your order could not be priced'), { message: 'the error' });
    await expectNoAxeViolations(el);
    api.set({ fail: {} });
    await click(button(el, 'Try again'));
    await waitFor(() => el.querySelector('aside'), { message: 'the summary' });
  });
});
