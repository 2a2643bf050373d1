import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, settle, waitFor } from '../../test/browser/fixture.ts';
import { $toasts } from '../../shared/toast/store.ts';
import { FAKE_GATEWAYS } from '../../test/fakes/checkout-api.ts';
import { alertText, button, completeCustomer, field, mountCheckout, panelOf, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
const realOpen = window.open;
let opened: { url: string; win: { closed: boolean; focus(): void; close(): void } }[] = [];
beforeEach(() => {
  $toasts.set([]);
  opened = [];
  window.open = ((url: string) => {
    const win = { closed: false, focus: () => undefined, close: () => void (win.closed = true) };
    opened.push({ url, win });
    return win as unknown as Window;
  }) as typeof window.open;
});
afterEach(async () => {
  await mounted?.teardown();
  document.querySelectorAll('site-toast').forEach((region) => region.remove());
  mounted = null;
  window.open = realOpen;
});

async function cardbank(api: NonNullable<Parameters<typeof mountCheckout>[0]>['api'] = {}): Promise<Mounted & { panel: HTMLElement }> {
  mounted = await mountCheckout({ api: { gateways: [FAKE_GATEWAYS[3]!], ...api } });
  await completeCustomer(mounted.el);
  return { ...mounted, panel: await panelOf(mounted.el, 'cardbank') };
}

async function enterCard(panel: HTMLElement, number: string, expiry = '1234', cvv = '123'): Promise<void> {
  setValue(field(panel, 'Card number'), number);
  setValue(field(panel, 'Expiry (MM/YY)'), expiry);
  setValue(field(panel, 'Security code (CVV)'), cvv);
  await settle();
}

function processCalls(m: Mounted): string[] {
  return m.api.calls.filter((c) => c.url.pathname === '/sim/cardbank/payments/process').map((c) => c.body);
}

describe('<store-checkout> card-and-bank-transfer provider', () => {
  it("formats the card fields (digits only, the brand's length grouped by 4, MM/YY, the brand's CVC) and requires all of them", async () => {
    const { el, panel } = await cardbank();
    await enterCard(panel, '5555-5555 5555a4444 9999', '12345', '12345');
    expect(field(panel, 'Card number').value).toBe('5555 5555 5555 4444');
    expect(field(panel, 'Expiry (MM/YY)').value).toBe('12/34');
    expect(field(panel, 'Security code (CVV)').value).toBe('123');
    await enterCard(panel, '', '', '');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Check the highlighted fields.');
    expect(panel.textContent).toContain('Enter the card number.');
    expect(panel.textContent).toContain('Enter the expiry date.');
    expect(panel.textContent).toContain('Enter the security code.');
    expect(field(panel, 'Card number').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(el);
  });

  it('pays with a card: the number goes to the provider only, the server confirms, and the form forgets it', async () => {
    const m = await cardbank();
    await enterCard(m.panel, '4242424242424242');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => m.completions.length === 1);
    expect((m.completions[0]?.detail as { paymentIntentId: string }).paymentIntentId).toBe('cbp_1');
    const [sent] = processCalls(m);
    expect(JSON.parse(sent ?? '{}')).toEqual({
      amount: 8883,
      currency: 'USD',
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      payment_method: 'card',
      payment_details: { card_number: '4242424242424242', expiry: '12/34', cvv: '123' },
      metadata: { orderId: 'ord_1' },
    });
    for (const call of m.api.calls) if (call.url.pathname.startsWith('/api/')) expect(call.body).not.toContain('4242424242424242');
    expect(m.api.calls.some((c) => c.url.pathname === '/api/payments/transfer/cbp_1')).toBe(true);
    await settle();
    for (const input of Array.from(document.querySelectorAll('input'))) expect(input.value.replace(/\D/g, '')).not.toContain('4242424242424242');
  });

  it('takes a 15-digit American Express card, grouped 4-6-5 with a 4-digit CVC, through to the provider', async () => {
    const m = await cardbank();
    await enterCard(m.panel, '378282246310005', '1234', '123');
    expect(field(m.panel, 'Card number').value).toBe('3782 822463 10005');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => alertText(m.panel) === 'Check the highlighted fields.');
    expect(m.panel.textContent).toContain('The security code has 3 or 4 digits.');
    expect(processCalls(m)).toEqual([]);
    await enterCard(m.panel, '3782 822463 10005', '1234', '12345');
    expect(field(m.panel, 'Security code (CVV)').value).toBe('1234');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => m.completions.length === 1);
    const [sent] = processCalls(m);
    expect((JSON.parse(sent ?? '{}') as { payment_details: unknown }).payment_details).toEqual({ card_number: '378282246310005', expiry: '12/34', cvv: '1234' });
  });

  it("fails a declined card with the provider's message", async () => {
    const { el, panel } = await cardbank();
    await enterCard(panel, '4000000000000002');
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => $toasts.get().some((t) => t.text === 'Payment failed: Your card was declined.'), { message: 'the toast' });
    // The panel keeps the reason in view (its render may come after the toast's); the toast is what announces it.
    await waitFor(() => panel.textContent?.includes('Your card was declined.'), { message: 'the reason in the panel' });
    expect(panel.textContent).not.toContain('Processing payment…');
    expect(alertText(panel)).toBe('');
    await expectNoAxeViolations(el);
  });

  it('opens the allow-listed action page for requires_action and finishes when the server sees the approval', async () => {
    const m = await cardbank({ transferStatuses: ['succeeded'] });
    await enterCard(m.panel, '4000000000003220');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => opened.length === 1, { message: 'the action window' });
    expect(opened[0]?.url).toBe(`${location.origin}/sim/cardbank/action/cbp_1`);
    await waitFor(() => m.panel.textContent?.includes('Additional authentication required'));
    expect(defined(m.panel.querySelector<HTMLButtonElement>('button[data-busy]')).disabled).toBe(true);
    await expectNoAxeViolations(m.el);
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => m.completions.length === 1, { message: 'the completion', timeout: 4000 });
  });

  it("says 'Please complete the authentication and try again' when the window closes unfinished", async () => {
    const m = await cardbank({ transferStatuses: ['requires_action'] });
    await enterCard(m.panel, '4000000000003220');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => opened.length === 1);
    await new Promise((r) => setTimeout(r, 500));
    defined(opened[0]).win.close();
    await waitFor(() => alertText(m.panel) === 'Please complete the authentication and try again', { timeout: 4000 });
    expect(button(m.panel, 'Pay $88.83').disabled).toBe(false);
  });

  it('refuses an action address off the allow-list, or javascript:, with a visible error and no window', async () => {
    for (const actionUrl of ['javascript:alert(1)', 'https://evil.example/3ds']) {
      const m = await cardbank({ actionUrl });
      await enterCard(m.panel, '4000000000003220');
      await click(button(m.panel, 'Pay $88.83'));
      await waitFor(() => alertText(m.panel) === 'The payment page address is not allowed, so it was not opened.');
      expect(opened).toHaveLength(0);
      await expectNoAxeViolations(m.el);
      await m.teardown();
      mounted = null;
    }
  });

  it('pays by bank transfer from the list of 17 banks, through the bank page, and reports a decline', async () => {
    const m = await cardbank({ transferStatuses: ['failed'] });
    await click(defined(Array.from(m.panel.querySelectorAll('label')).find((l) => l.textContent === 'Bank transfer')?.querySelector('input')));
    const select = field(m.panel, 'Bank') as unknown as HTMLSelectElement;
    expect(select.options.length).toBe(18);
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => m.panel.textContent?.includes('Choose your bank.'));
    setValue(select, 'CHASE');
    await click(button(m.panel, 'Pay $88.83'));
    await waitFor(() => opened.length === 1);
    expect(JSON.parse(processCalls(m)[0] ?? '{}').payment_details).toEqual({ bank_code: 'CHASE' });
    await click(await waitFor(() => button(m.panel, 'I have finished: check now')));
    await waitFor(() => $toasts.get().some((t) => t.text === 'Payment failed: The authentication was declined.'), { message: 'the toast', timeout: 4000 });
    await waitFor(() => m.panel.textContent?.includes('The authentication was declined.') || null, { message: 'the decline in the panel' });
    await expectNoAxeViolations(m.el);
  });
});
