import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import { setPaymentSdks } from '../../shared/checkout/sdks.ts';
import { $toasts } from '../../shared/toast/store.ts';
import { FAKE_GATEWAYS } from '../../test/fakes/checkout-api.ts';
import { simulatorPayPalLoader } from '../../shared/checkout/simulator-paypal.ts';
import { alertText, button, completeCustomer, mountCheckout, panelOf, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
let restore: (() => void) | null = null;
beforeEach(() => {
  $toasts.set([]);
  restore = setPaymentSdks({ paypal: simulatorPayPalLoader({ origin: location.origin }) });
});
afterEach(async () => {
  await mounted?.teardown();
  document.querySelectorAll('site-toast').forEach((region) => region.remove());
  mounted = null;
  restore?.();
});

async function wallet(options: { api?: NonNullable<Parameters<typeof mountCheckout>[0]>['api']; customer?: boolean } = {}): Promise<Mounted & { panel: HTMLElement }> {
  mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[1]!], ...options.api } });
  if (options.customer !== false) await completeCustomer(mounted.el);
  return { ...mounted, panel: await panelOf(mounted.el, 'paypal') };
}

/** The fake's PayPal button, after the 1 s loading delay. */
async function paypalButton(panel: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => panel.querySelector<HTMLButtonElement>('button[aria-label="Pay with PayPal (simulator)"]'), { message: 'the PayPal button', timeout: 4000 });
}

async function decide(panel: HTMLElement, decision: 'Approve' | 'Decline' | 'Cancel'): Promise<void> {
  await click(await paypalButton(panel));
  await click(await waitFor(() => button(panel, decision), { message: 'the approval window' }));
}

describe('<store-checkout> wallet provider', () => {
  it("shows 'Customer Information Required' while the email is missing", async () => {
    const { el, panel } = await wallet({ customer: false });
    expect(alertText(panel)).toContain('Customer Information Required');
    expect(alertText(panel)).toContain('Customer email is required and must be valid for wallet payments');
    expect(alertText(panel)).toContain('Email: missing');
    expect(panel.querySelector('button')).toBeNull();
    await expectNoAxeViolations(el);
  });

  it('says so when the gateway has no client id', async () => {
    const { el, panel } = await wallet({ api: { gateways: [{ name: 'paypal', data: { provider: 'paypal' } }] } });
    expect(panel.textContent).toContain('no client id');
    await expectNoAxeViolations(el);
  });

  it('shows the buttons after the loading delay; approve and capture on the server pay the order', async () => {
    const m = await wallet();
    expect(m.panel.textContent).toContain('Loading PayPal…');
    await decide(m.panel, 'Approve');
    await waitFor(() => m.completions.length === 1, { message: 'the completion' });
    expect((m.completions[0]?.detail as { paymentIntentId: string }).paymentIntentId).toBe('PP-ord_1');
    expect(m.api.calls.some((c) => c.url.pathname === '/api/payments/wallet/orders/PP-ord_1/capture')).toBe(true);
    await expectNoAxeViolations(m.el);
  });

  it("says 'Payment was canceled' (and a toast) when the shopper cancels, then can pay", async () => {
    const m = await wallet();
    await decide(m.panel, 'Cancel');
    await waitFor(() => m.panel.textContent?.includes('Payment was canceled'), { message: 'the panel text' });
    expect($toasts.get().map((t) => t.text)).toEqual(['Payment was canceled']);
    // The toast announces it; the panel's alert stays silent, so a screen reader hears it once.
    expect(alertText(m.panel)).toBe('');
    await expectNoAxeViolations(m.el);
    await decide(m.panel, 'Approve');
    await waitFor(() => m.completions.length === 1);
    expect(m.api.orders).toHaveLength(1);
  });

  it("a provider error shows the toast 'Payment failed: {reason}' once; the panel keeps the words without announcing them", async () => {
    const m = await wallet();
    const fetchBefore = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/sim/paypal/') ? Promise.resolve(new Response('', { status: 503 })) : fetchBefore(input, init);
    try {
      await decide(m.panel, 'Approve');
      const text = 'Payment failed: An unexpected error occurred.';
      await waitFor(() => $toasts.get().some((t) => t.text === text), { message: 'the toast' });
      expect(m.panel.textContent).toContain(text);
      expect(alertText(m.panel)).toBe('');
      await expectNoAxeViolations(m.el);
    } finally {
      window.fetch = fetchBefore;
    }
  });

  it("shows the provider's message when the funding source is declined", async () => {
    const m = await wallet();
    await decide(m.panel, 'Decline');
    await waitFor(() => alertText(m.panel) === 'The instrument presented was declined.');
    expect(defined(await paypalButton(m.panel)).disabled).toBe(false);
  });

  it('reports a server error while creating the wallet order', async () => {
    const m = await wallet({ api: { fail: { 'POST /api/payments/wallet/orders': 500 } } });
    await click(await paypalButton(m.panel));
    await waitFor(() => alertText(m.panel) === 'Payment could not be processed', { timeout: 8000 });
  });
});
