import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, settle, waitFor } from '../../test/browser/fixture.ts';
import { emptyForm } from '../../shared/checkout/form.ts';
import { savedInfoKey, writeSavedInfo } from '../../shared/checkout/saved-info.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { FAKE_GATEWAYS, FAKE_SIGN_IN_CODE, type FakeApiOptions } from '../../test/fakes/checkout-api.ts';
import { alertText, button, completeCustomer, field, hasButton, mountCheckout, panelOf, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
  localStorage.removeItem(savedInfoKey(pageTenant()));
});

const BALANCE: FakeApiOptions = { gateways: [FAKE_GATEWAYS[4]!], balances: { 'ada@example.com': 25000, 'poor@example.com': 1000 } };

/** The checkout with both customer sections completed (contact e-mail ada@example.com) and its balance panel. */
async function balancePanel(api: FakeApiOptions = {}): Promise<{ el: HTMLElement; panel: HTMLElement } & Mounted> {
  mounted = await mountCheckout({ api: { ...BALANCE, ...api } });
  await completeCustomer(mounted.el);
  const panel = await panelOf(mounted.el, 'account_balance');
  await waitFor(() => !panel.textContent?.includes('Checking your balance…'), { message: 'the session check' });
  return { ...mounted, panel };
}

function checkbox(root: Element): HTMLInputElement {
  return defined(root.querySelector<HTMLInputElement>('input[type="checkbox"]'), 'the confirmation checkbox');
}

/** The text that describes a field (its aria-describedby target). */
function description(input: HTMLInputElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

/** Types the code the fake e-mailed and signs in. */
async function signIn(panel: HTMLElement, code = FAKE_SIGN_IN_CODE): Promise<void> {
  await click(button(panel, 'Send code'));
  await waitFor(() => panel.querySelector('input[autocomplete="one-time-code"]'), { message: 'the code field' });
  setValue(field(panel, '6-digit code'), code);
  await click(button(panel, 'Sign in'));
}

describe('<store-checkout> account balance: sign-in by e-mailed code', () => {
  it("offers the checkout's e-mail, refuses an empty one, sends the code and moves focus to the code field", async () => {
    const { panel, api } = await balancePanel();
    expect(panel.textContent).toContain('Sign in to pay with your account balance. We email you a 6-digit code.');
    expect(hasButton(panel, /^Pay /)).toBe(false);
    const email = field(panel, 'Account email');
    expect(email.value).toBe('ada@example.com');
    expect(email.autocomplete).toBe('email');
    await expectNoAxeViolations(panel);

    setValue(email, '');
    await click(button(panel, 'Send code'));
    await waitFor(() => email.getAttribute('aria-invalid') === 'true', { message: 'the empty e-mail refused' });
    expect(description(email)).toBe('Enter your email address.');
    expect(api.codesSentTo).toEqual([]);

    setValue(email, 'ada@example.com');
    await click(button(panel, 'Send code'));
    const code = await waitFor(() => panel.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'), { message: 'the code field' });
    expect(api.codesSentTo).toEqual(['ada@example.com']);
    expect(panel.querySelector('[role="status"]')?.textContent).toBe('We sent a 6-digit code to ada@example.com. It works for 10 minutes.');
    expect(code.inputMode).toBe('numeric');
    expect(field(panel, '6-digit code')).toBe(code);
    await waitFor(() => document.activeElement === code, { message: 'focus on the code field' });
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(hasButton(panel, 'Send a new code')).toBe(true);
    await expectNoAxeViolations(panel);
  });

  it("shows the server's message under the code for a wrong code, keeps it, and sends a new code", async () => {
    const { panel, api } = await balancePanel();
    await signIn(panel, '111 111');
    const code = field(panel, '6-digit code');
    await waitFor(() => code.getAttribute('aria-invalid') === 'true', { message: 'the refused code' });
    expect(description(code)).toBe('That code is not valid. Check the email or ask for a new code.');
    expect(alertText(panel)).toBe('That code is not valid. Check the email or ask for a new code.');
    expect(code.value).toBe('111111');
    await waitFor(() => document.activeElement === code, { message: 'focus back on the code' });
    expect(hasButton(panel, /^Pay /)).toBe(false);
    await expectNoAxeViolations(panel);

    setValue(code, '12');
    await click(button(panel, 'Sign in'));
    await waitFor(() => description(code) === 'Enter the 6-digit code from the email.', { message: 'the short code refused' });
    expect(api.calls.filter((c) => c.url.pathname === '/api/auth/code/verify')).toHaveLength(1);

    await click(button(panel, 'Send a new code'));
    await waitFor(() => api.codesSentTo.length === 2, { message: 'the second code' });
    expect(field(panel, 'Account email').value).toBe('ada@example.com');
  });

  it('signs in, shows the balance and pays from it without naming a user', async () => {
    const { el, panel, api, completions } = await balancePanel();
    await signIn(panel);
    await waitFor(() => panel.textContent?.includes('Available balance: $250.00'), { message: 'the balance' });
    expect(panel.textContent).toContain('Signed in as ada@example.com. Not you? Sign out');
    const pay = button(panel, 'Pay $88.83');
    expect(pay.disabled).toBe(true);
    await click(checkbox(panel));
    expect(pay.disabled).toBe(false);
    await expectNoAxeViolations(panel);
    await click(pay);
    await waitFor(() => completions.length === 1, { message: 'the completion' });
    expect((completions[0]?.detail as { href: string }).href).toBe('/store/order-confirmation/pay_ord_1');
    expect(JSON.parse(api.calls.find((c) => c.url.pathname === '/api/payments/account-balance')?.body ?? '{}')).toEqual({ orderId: 'ord_1' });
    await settle();
    expect(el.textContent).toContain('Payment Completed');
  });

  it('asks to sign in again when the server answers 401 on Pay, and lets the shopper sign in and pay', async () => {
    const { panel, api, completions } = await balancePanel({ customer: 'ada@example.com' });
    await waitFor(() => panel.textContent?.includes('Available balance: $250.00'), { message: 'the balance of the signed-in customer' });
    api.set({ customer: null });
    await click(checkbox(panel));
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Sign in with the code we email you to use your account balance.', { message: 'the sign-in prompt' });
    expect(field(panel, 'Account email').value).toBe('ada@example.com');
    expect(completions).toHaveLength(0);
    await expectNoAxeViolations(panel);
    await signIn(panel);
    await waitFor(() => panel.textContent?.includes('Available balance: $250.00'), { message: 'the balance after signing in again' });
    await click(checkbox(panel));
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => completions.length === 1, { message: 'the completion' });
  });

  it("'Not you? Sign out' ends the session and shows the sign-in", async () => {
    const { panel, api } = await balancePanel({ customer: 'poor@example.com' });
    await waitFor(() => panel.textContent?.includes('Insufficient Balance'), { message: 'the short balance' });
    expect(panel.textContent).toContain('Available balance: $10.00');
    expect(button(panel, 'Pay $88.83').disabled).toBe(true);
    await click(button(panel, 'Sign out'));
    await waitFor(() => panel.querySelector('input[type="email"]'), { message: 'the sign-in form' });
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/auth/sign-out')).toBe(true);
    expect(hasButton(panel, /^Pay /)).toBe(false);
  });

  it("shows the server's 'Insufficient Balance' when the balance changed meanwhile", async () => {
    const { panel, api } = await balancePanel({ customer: 'ada@example.com' });
    await waitFor(() => panel.textContent?.includes('Available balance'), { message: 'the balance' });
    api.set({ balances: { 'ada@example.com': 100 } });
    await click(checkbox(panel));
    await click(button(panel, 'Pay $88.83'));
    await waitFor(() => alertText(panel) === 'Insufficient Balance', { message: 'the refusal' });
  });

  it('says how long to wait when the server limits codes, and keeps the address', async () => {
    const { panel } = await balancePanel({ fail: { 'POST /api/auth/code': 429 } });
    const email = field(panel, 'Account email');
    setValue(email, 'grace@example.com');
    await click(button(panel, 'Send code'));
    await waitFor(() => description(email) === 'Too many attempts. Try again in 1 minute.', { message: 'the rate-limit message' });
    expect(email.value).toBe('grace@example.com');
    expect(panel.querySelector('input[autocomplete="one-time-code"]')).toBeNull();
  });
});

describe('<store-checkout> account balance sign-in in Spanish', () => {
  it('says every step in Spanish', async () => {
    writeSavedInfo(pageTenant(), { ...emptyForm(), email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701', saveInfo: true });
    mounted = await mountCheckout({ attrs: 'lang="es"', api: BALANCE });
    const panel = await panelOf(mounted.el, 'account_balance');
    await waitFor(() => hasButton(panel, 'Enviar código'), { message: 'the Spanish sign-in' });
    expect(panel.textContent).toContain('Inicia sesión para pagar con el saldo de tu cuenta.');
    const email = field(panel, 'Correo electrónico de la cuenta');
    expect(email.value).toBe('ada@example.com');
    await click(button(panel, 'Enviar código'));
    await waitFor(() => panel.querySelector('[role="status"]')?.textContent === 'Hemos enviado un código de 6 dígitos a ada@example.com. Es válido durante 10 minutos.');
    const code = field(panel, 'Código de 6 dígitos');
    setValue(code, '000000');
    await click(button(panel, 'Iniciar sesión'));
    await waitFor(() => description(code) === 'Ese código no es válido. Revisa el correo o pide un código nuevo.', { message: 'the Spanish refusal' });
    expect(hasButton(panel, 'Enviar un código nuevo')).toBe(true);
    await expectNoAxeViolations(panel);
    setValue(code, FAKE_SIGN_IN_CODE);
    await click(button(panel, 'Iniciar sesión'));
    await waitFor(() => panel.textContent?.includes('Has iniciado sesión como ada@example.com. ¿No eres tú? Cerrar sesión'), { message: 'signed in, in Spanish' });
  });
});
