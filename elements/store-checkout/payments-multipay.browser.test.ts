import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import { FAKE_GATEWAYS } from '../../test/fakes/checkout-api.ts';
import { alertText, button, completeCustomer, mountCheckout, panelOf, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
const realOpen = window.open;
let opened: string[] = [];
beforeEach(() => {
  opened = [];
  window.open = ((url: string) => (opened.push(url), { closed: false, focus: () => undefined, close: () => undefined })) as unknown as typeof window.open;
});
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
  window.open = realOpen;
});

async function multipay(api: NonNullable<Parameters<typeof mountCheckout>[0]>['api'] = {}): Promise<Mounted & { panel: HTMLElement }> {
  mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[2]!], ...api } });
  await completeCustomer(mounted.el);
  return { ...mounted, panel: await panelOf(mounted.el, 'multipay') };
}

function radio(panel: HTMLElement, label: string): HTMLInputElement {
  return defined(Array.from(panel.querySelectorAll('label')).find((l) => l.textContent === label)?.querySelector('input'), label);
}

describe('<store-checkout> multi-method provider', () => {
  it('offers card, bank account, mobile wallet and crypto (BTC, ETH, USDC, LTC)', async () => {
    const { el, panel } = await multipay();
    expect(Array.from(panel.querySelectorAll('fieldset label')).map((l) => l.textContent)).toEqual(['Card', 'Bank account', 'Mobile wallet', 'Crypto']);
    await click(radio(panel, 'Crypto'));
    expect(Array.from(panel.querySelectorAll('fieldset')[1]?.querySelectorAll('label') ?? []).map((l) => l.textContent)).toEqual(['BTC', 'ETH', 'USDC', 'LTC']);
    await expectNoAxeViolations(el);
  });

  it('opens the payment page, polls the session, and pays when it completes', async () => {
    const m = await multipay({ sessionStatuses: ['completed'] });
    await click(radio(m.panel, 'Crypto'));
    await click(radio(m.panel, 'ETH'));
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => opened.length === 1);
    expect(opened[0]).toBe(`${location.origin}/sim/multipay/mps_1`);
    expect(JSON.parse(m.api.calls.find((c) => c.url.pathname === '/api/payments/multi/sessions')?.body ?? '{}')).toEqual({ orderId: 'ord_1', method: 'crypto', crypto: 'ETH' });
    await waitFor(() => m.panel.textContent?.includes('Finish the payment in the window that opened.'));
    await expectNoAxeViolations(m.el);
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => m.completions.length === 1);
    expect((m.completions[0]?.detail as { paymentIntentId: string }).paymentIntentId).toBe('mps_ord_1');
  });

  it("says 'Payment failed or expired' for an expired session, and a new attempt starts a new session", async () => {
    const m = await multipay({ sessionStatuses: ['expired'] });
    await click(button(m.panel, 'Pay $88.83'));
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => alertText(m.panel) === 'Payment failed or expired');
    await expectNoAxeViolations(m.el);
    m.api.set({ sessionStatuses: ['completed'] });
    await click(button(m.panel, 'Pay $88.83'));
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => m.completions.length === 1);
    expect(m.api.calls.filter((c) => c.url.pathname === '/api/payments/multi/sessions')).toHaveLength(2);
    expect(m.api.orders).toHaveLength(1);
  });

  it('succeeds at once when the session is completed immediately', async () => {
    const m = await multipay({ sessionCreateStatus: 'completed' });
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => m.completions.length === 1);
    expect(opened).toHaveLength(0);
  });

  it("live: follows the provider's payment page on a host the gateway allows (MULTIPAY_PAYMENT_HOSTS)", async () => {
    const live = { name: 'multipay', data: { ...FAKE_GATEWAYS[2]!.data, mode: 'live' as const, allowedActionHosts: ['pay.multipay.test', '*.checkout.multipay.test'] } };
    const m = await multipay({ gateways: [live], sessionPaymentUrl: 'https://eu.checkout.multipay.test/session/ps_1?lang=en', sessionStatuses: ['completed'] });
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => opened.length === 1);
    expect(opened[0]).toBe('https://eu.checkout.multipay.test/session/ps_1?lang=en');
    await waitFor(() => m.panel.textContent?.includes('Finish the payment in the window that opened.'));
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => m.completions.length === 1);
    await expectNoAxeViolations(m.el);
  });

  it('live: refuses a payment page elsewhere, even on this site, with the usual message and no window', async () => {
    const live = { name: 'multipay', data: { ...FAKE_GATEWAYS[2]!.data, mode: 'live' as const, allowedActionHosts: ['pay.multipay.test'] } };
    for (const url of ['https://pay.multipay.test.evil.example/ps_1', `${location.origin}/sim/multipay/mps_1`, 'http://pay.multipay.test/ps_1']) {
      const m = await multipay({ gateways: [live], sessionPaymentUrl: url });
      await click(button(m.panel, 'Pay $88.83'));
      await waitFor(() => alertText(m.panel) === 'The payment page address is not allowed, so it was not opened.', { message: url });
      expect(opened).toHaveLength(0);
      await expectNoAxeViolations(m.el);
      await m.teardown();
      mounted = null;
    }
  });

  it('refuses a payment page off the allow-list', async () => {
    const gateway = { ...FAKE_GATEWAYS[2]!, data: { ...FAKE_GATEWAYS[2]!.data, allowedActionHosts: ['pay.example.com'] } };
    const m = await multipay({ gateways: [gateway] });
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => alertText(m.panel) === 'The payment page address is not allowed, so it was not opened.');
    expect(opened).toHaveLength(0);
  });
});
