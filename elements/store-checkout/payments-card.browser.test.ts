import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import { setPaymentSdks } from '../../shared/checkout/sdks.ts';
import { FAKE_GATEWAYS } from '../../test/fakes/checkout-api.ts';
import { simulatorStripeLoader } from '../../shared/checkout/simulator-stripe.ts';
import { $toasts } from '../../shared/toast/store.ts';
import { toastRegionText } from '../../test/browser/toast-region.ts';
import { alertText, button, completeCustomer, field, mountCheckout, panelOf, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
let restoreSdks: (() => void) | null = null;
beforeEach(() => {
  $toasts.set([]);
  restoreSdks = setPaymentSdks({ stripe: simulatorStripeLoader({ endpoint: '/sim/stripe' }) });
});
afterEach(async () => {
  await mounted?.teardown();
  document.querySelectorAll('site-toast').forEach((region) => region.remove());
  mounted = null;
  restoreSdks?.();
});

async function cardPanel(api: NonNullable<Parameters<typeof mountCheckout>[0]>['api'] = {}): Promise<Mounted & { panel: HTMLElement }> {
  mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[0]!], ...api } });
  await completeCustomer(mounted.el);
  const panel = await panelOf(mounted.el, 'stripe');
  await waitFor(() => panel.querySelector('.fake-stripe-element'), { message: 'the Payment Element' });
  return { ...mounted, panel };
}

async function enterCard(panel: HTMLElement, number: string, expiry = '12/34', cvc = '123'): Promise<void> {
  setValue(field(panel, 'Card number'), number);
  setValue(field(panel, 'Expiration (MM/YY)'), expiry);
  setValue(field(panel, 'Security code'), cvc);
}

/** The card number never reaches our API. */
function noCardNumberSentToApi(mountedApi: Mounted['api'], number: string): void {
  const digits = number.replace(/\D/g, '');
  for (const call of mountedApi.calls) if (call.url.pathname.startsWith('/api/')) expect(call.body.replace(/\D/g, '')).not.toContain(digits);
}

describe('<store-checkout> card provider with the Payment Element', () => {
  it('mounts the provider fields and pays: Payment Completed, one order, no card data to our API', async () => {
    const { el, panel, api, completions } = await cardPanel();
    await expectNoAxeViolations(el);
    await enterCard(panel, '4242424242424242');
    expect(field(panel, 'Card number').value).toBe('4242 4242 4242 4242');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1, { message: 'the completion', timeout: 5000 });
    expect(completions[0]?.detail).toEqual({ orderId: 'ord_1', orderNumber: 'NW-100001', paymentIntentId: 'pi_ord_1', status: 'paid', href: '/store/order-confirmation/pi_ord_1' });
    expect(api.calls.some((c) => c.url.pathname === '/api/payments/card/pi_ord_1')).toBe(true);
    noCardNumberSentToApi(api, '4242424242424242');
    await waitFor(() => el.textContent?.includes('Payment Completed'));
    await expectNoAxeViolations(el);
  });

  it('says the payment was not successful for a declined card, and a second card pays the same order', async () => {
    const { el, panel, api, completions } = await cardPanel();
    await enterCard(panel, '4000 0000 0000 0002');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => panel.textContent?.includes('Your payment was not successful, please try again.'), { message: 'the decline' });
    expect(alertText(panel)).toBe('Your card was declined.');
    // The panel leaves its busy state in the render after the notice's: wait for it, do not race it.
    await waitFor(() => panel.querySelector('button:not([disabled])')?.textContent?.trim() === 'Pay $88.83', { message: 'Pay enabled again' });
    await expectNoAxeViolations(el);
    await enterCard(panel, '4242 4242 4242 4242');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1, { message: 'the completion' });
    expect(api.orders).toHaveLength(1);
  });

  it("a declined card shows the toast 'Payment was not successful, please try again' once: no other live region repeats it", async () => {
    const { el, panel } = await cardPanel();
    await enterCard(panel, '4000 0000 0000 0002');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => toastRegionText() === 'Payment was not successful, please try again', { message: 'the toast' });
    const region = defined(document.querySelector('site-toast [role="status"]'), 'the toast region');
    // The panel still says what happened and why, but only the reason is in its alert.
    expect(panel.textContent).toContain('Your payment was not successful, please try again.');
    expect(alertText(panel)).toBe('Your card was declined.');
    const live = Array.from(document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')).filter((node) => /not successful/.test(node.textContent ?? ''));
    expect(live).toEqual([region]);
    await expectNoAxeViolations(el);
    await expectNoAxeViolations(defined(document.querySelector<HTMLElement>('site-toast'), 'site-toast'));
  });

  it('finishes a processing payment with the processing status', async () => {
    const { panel, completions } = await cardPanel();
    await enterCard(panel, '4000000000000077');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1);
    expect((completions[0]?.detail as { status: string }).status).toBe('processing');
  });

  it("says 'Something went wrong.' for any other status", async () => {
    const { el, panel } = await cardPanel();
    await enterCard(panel, '4000000000000127');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Something went wrong.');
    await expectNoAxeViolations(el);
  });

  it("shows the provider's validation message and creates no order for an incomplete card", async () => {
    const { panel, api } = await cardPanel();
    await enterCard(panel, '4242 4242');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Your card number is incomplete.');
    expect(api.orders).toHaveLength(0);
  });

  it("says 'An unexpected error occurred.' when the server fails, and stays retryable", async () => {
    const { el, panel, api, completions } = await cardPanel({ fail: { 'POST /api/storefront/payment-intent': 500 } });
    await enterCard(panel, '4242424242424242');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'An unexpected error occurred.', { timeout: 8000 });
    await expectNoAxeViolations(el);
    api.set({ fail: {} });
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1);
    expect(api.orders).toHaveLength(1);
  });

  it('offers a retry when the provider script cannot load', async () => {
    restoreSdks?.();
    let fail = true;
    restoreSdks = setPaymentSdks({ stripe: async (key) => (fail ? null : simulatorStripeLoader({ endpoint: '/sim/stripe' })(key)) });
    mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[0]!] } });
    await completeCustomer(mounted.el);
    const panel = await panelOf(mounted.el, 'stripe');
    await waitFor(() => alertText(panel).includes('An unexpected error occurred. The card form could not be loaded.'));
    expect(button(panel, 'Pay $88.83').disabled).toBe(true);
    await expectNoAxeViolations(mounted.el);
    fail = false;
    await click(button(panel, 'Try again'));
    await waitFor(() => panel.querySelector('.fake-stripe-element'));
    expect(defined(button(panel, 'Pay $88.83')).disabled).toBe(false);
  });
});
