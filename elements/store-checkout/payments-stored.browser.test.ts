import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, settle, waitFor } from '../../test/browser/fixture.ts';
import { $cartLines } from '../../shared/cart/store.ts';
import { $toasts } from '../../shared/toast/store.ts';
import { FAKE_GATEWAYS } from '../../test/fakes/checkout-api.ts';
import { alertText, button, chooseMethod, completeCustomer, field, mountCheckout, panelOf, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
});

async function ready(options: Parameters<typeof mountCheckout>[0] = {}): Promise<Mounted> {
  mounted = await mountCheckout(options);
  await completeCustomer(mounted.el);
  return mounted;
}

function checkbox(root: Element, text: string | RegExp): HTMLInputElement {
  const label = Array.from(root.querySelectorAll('label')).find((l) => (typeof text === 'string' ? l.textContent === text : text.test(l.textContent ?? '')));
  return defined(label?.querySelector('input'), `checkbox ${String(text)}`);
}

describe('<store-checkout> payment methods', () => {
  it('lists only the gateways the server offers, and names an unknown one as not available', async () => {
    const { el } = await ready({ api: { gateways: [FAKE_GATEWAYS[6]!, { name: 'venmo', data: { provider: 'venmo' } }] } });
    const methods = Array.from(el.querySelectorAll('input[type="radio"][name$="-gateway"]'));
    const labels = methods.map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Pay offline (bank transfer, cash, check)', 'venmo']);
    const panel = await chooseMethod(el, 'venmo', 'venmo');
    expect(alertText(panel)).toBe('Payment gateway "venmo" not available');
    await expectNoAxeViolations(el);
  });

  it('keeps Pay disabled until both customer sections are completed', async () => {
    mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[6]!] } });
    const { el } = mounted;
    await waitFor(() => el.querySelector('[data-gateway="offline"] button'), { message: 'the offline panel' });
    await click(checkbox(el, /I understand/));
    expect(button(el, 'Place order').disabled).toBe(true);
    expect(el.textContent).toContain('Complete your contact information and shipping address to pay.');
    await expectNoAxeViolations(el);
  });
});

describe('<store-checkout> offline payment', () => {
  it('needs the acknowledgement, creates one order and ends pending_payment with the confirmation', async () => {
    const { el, api, completions } = await ready({ api: { gateways: [FAKE_GATEWAYS[6]!] } });
    const panel = await panelOf(el, 'offline');
    const methods = Array.from(panel.querySelectorAll('fieldset label')).map((l) => l.textContent);
    expect(methods).toEqual(['Bank transfer', 'Cash', 'Check', 'Wire transfer']);
    const place = button(panel, 'Place order');
    expect(place.disabled).toBe(true);
    await click(checkbox(panel, /I understand/));
    expect(place.disabled).toBe(false);
    await click(defined(Array.from(panel.querySelectorAll('label')).find((l) => l.textContent === 'Check')?.querySelector('input')));
    api.set({ delayMs: 300 });
    place.click();
    place.click(); // a double click
    await settle();
    expect(place.disabled).toBe(true);
    expect(place.textContent).toBe('Processing payment…');
    await waitFor(() => completions.length === 1, { message: 'the completion' });
    expect(api.orders).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.pathname === '/api/payments/offline')).toHaveLength(1);
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/payments/offline')?.body ?? '{}')).toEqual({ orderId: 'ord_1', method: 'check' });
    expect(completions[0]?.detail).toEqual({ orderId: 'ord_1', orderNumber: 'NW-100001', paymentIntentId: 'pay_ord_1', status: 'pending_payment', href: '/store/order-confirmation/pay_ord_1' });
    expect($cartLines.get()).toEqual([]);
    await settle();
    expect(el.textContent).toContain('Order placed: payment pending.');
    await expectNoAxeViolations(el);
  });

  it('creates the order in the page’s language, so its e-mails come in the shopper’s language', async () => {
    const { el, api, completions } = await ready({ attrs: 'lang="en-GB"', api: { gateways: [FAKE_GATEWAYS[6]!] } });
    const panel = await panelOf(el, 'offline');
    await click(checkbox(panel, /I understand/));
    await click(button(panel, 'Place order'));
    await waitFor(() => completions.length === 1, { message: 'the completion' });
    const created = api.calls.find((c) => c.url.pathname === '/api/storefront/order/create');
    expect((JSON.parse(created?.body ?? '{}') as { language?: string }).language).toBe('en-GB');
  });

  it("says 'Failed to create offline payment request' on a server error and lets the shopper retry with the same order", async () => {
    const { el, api, completions } = await ready({ api: { gateways: [FAKE_GATEWAYS[6]!], fail: { 'POST /api/payments/offline': 500 } } });
    const panel = await panelOf(el, 'offline');
    await click(checkbox(panel, /I understand/));
    await click(button(panel, 'Place order'));
    await waitFor(() => alertText(panel) === 'Failed to create offline payment request', { message: 'the failure', timeout: 8000 });
    expect(button(panel, 'Place order').disabled).toBe(false);
    await expectNoAxeViolations(el);
    api.set({ fail: {} });
    await click(button(panel, 'Place order'));
    await waitFor(() => completions.length === 1, { message: 'the completion' });
    expect(api.orders).toHaveLength(1);
  });
});

describe('<store-checkout> gift card', () => {
  const gift = { gateways: [FAKE_GATEWAYS[5]!], giftCards: { GIFT100: 10000, GIFT25: 2500 } };

  it('asks for a code, refuses an unknown one and a too small balance, upper-cases the code', async () => {
    const { el } = await ready({ api: gift });
    const panel = await panelOf(el, 'gift_card');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Please enter a gift card code');
    await expectNoAxeViolations(el);
    const code = field(panel, 'Gift card code');
    setValue(code, 'nope');
    await settle();
    expect(code.value).toBe('NOPE');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Invalid gift card code');
    setValue(code, 'gift25');
    await click(button(panel, 'Check balance'));
    await waitFor(() => alertText(panel) === 'Gift card balance: $25.00Insufficient Gift Card Balance');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Insufficient Gift Card Balance');
    await expectNoAxeViolations(el);
  });

  it("says 'Failed to validate gift card' when the check fails, then pays with a good card", async () => {
    const { el, api, completions } = await ready({ api: { ...gift, fail: { 'POST /api/payments/gift-card/check': 503 } } });
    const panel = await panelOf(el, 'gift_card');
    setValue(field(panel, 'Gift card code'), 'gift100');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Failed to validate gift card', { timeout: 8000 });
    api.set({ fail: {} });
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1);
    expect((completions[0]?.detail as { status: string }).status).toBe('paid');
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/payments/gift-card')?.body ?? '{}')).toEqual({ orderId: 'ord_1', giftCardCode: 'GIFT100' });
    await settle();
    expect(el.textContent).toContain('Payment Completed');
    expect($toasts.get().map((t) => t.text)).toContain('Payment completed successfully!');
    await expectNoAxeViolations(el);
  });
});

describe('<store-checkout> gift card when the server limits attempts', () => {
  it('says to wait instead of calling the card invalid, and keeps the code', async () => {
    const { el, api } = await ready({ api: { gateways: [FAKE_GATEWAYS[5]!], giftCards: { GIFT100: 10000 }, fail: { 'POST /api/payments/gift-card/check': 429 } } });
    const panel = await panelOf(el, 'gift_card');
    const code = field(panel, 'Gift card code');
    setValue(code, 'gift100');
    await click(button(panel, 'Check balance'));
    await waitFor(() => alertText(panel) === 'Too many attempts. Try again in 1 minute.', { message: 'the rate-limit notice' });
    expect(code.value).toBe('GIFT100');
    expect(api.calls.filter((c) => c.url.pathname === '/api/payments/gift-card/check')).toHaveLength(1);
  });
});
