/**
 * `<store-checkout>`'s server-rendered first view: the server cannot know the visitor's cart, so it
 * renders the form and a summary that says the order is loading. On upgrade the element keeps that
 * view unchanged while the order is priced, then fills in the summary without moving the form; an
 * empty cart still sends the shopper to the store; what was typed before the upgrade stays. The
 * payment methods a page gives as inline JSON are in the first view and stay put through the upgrade.
 */
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { renderFirstView } from '../../shared/element/react/render-first-view.tsx';
import { cart } from '../../shared/cart/store.ts';
import { FAKE_GATEWAYS, fakeCheckoutApi, type FakeApi } from '../../test/fakes/checkout-api.ts';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { cleanup, nextFrame, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { firstDifference, paintedMarkup } from '../../test/browser/first-view.ts';
import { StoreCheckout } from './StoreCheckout.tsx';
import { readEarlyFields } from './early-fields.ts';
import { checkoutMessages } from './messages.ts';
import { checkoutAttributes, StoreCheckoutElement } from './store-checkout.element.ts';
import { SAMPLE_LINES } from '../../test/helpers/store-checkout.ts';
import { checkoutPayloadSchema } from '../../shared/checkout/checkout-payload.ts';

const definition = { View: StoreCheckout, options: (StoreCheckoutElement as unknown as { definition: unknown }).definition };
/** The test's server views on the page, removed after each test. */
const containers: HTMLElement[] = [];
const HANG = { 'POST /api/storefront/checkout': 'hang', 'GET /api/storefront/payment-gateways': 'hang' } as const;

/** The tenant's payment methods as a page lists them: names only. */
const LISTED = { gateways: FAKE_GATEWAYS.map(({ name }) => ({ name })) };

/** The server's HTML for the checkout, parsed into a container of `width` as a page receives it (not yet in the page). */
async function serverView(options: { lang?: string; width?: string; tag?: string; payload?: unknown } = {}): Promise<{ container: HTMLElement; host: HTMLElement }> {
  let html = await renderFirstView('store-checkout', definition, { 'data-store-href': '/store' }, options.payload, { url: '/store/checkout', lang: options.lang });
  if (options.tag) html = html.replaceAll('store-checkout', options.tag);
  const container = document.createElement('div');
  container.setAttribute('data-test-fixture', '');
  container.style.width = options.width ?? '1280px';
  container.innerHTML = html;
  containers.push(container);
  return { container, host: container.firstElementChild as HTMLElement };
}

/** Top and height of each section of the form, and of the summary's box: what a layout shift would move. */
function boxes(host: Element): string {
  return Array.from(host.querySelectorAll('section, aside, [aria-busy="true"]:not(section)'))
    .map((box) => {
      const { top, height } = box.getBoundingClientRect();
      return `${box.localName}${box.getAttribute('data-step') ? `[${box.getAttribute('data-step')}]` : ''} ${Math.round(top)}+${Math.round(height)}`;
    })
    .join(', ');
}

/** The element's own view is on the page: the server's copy is gone and the element's form is in. */
function ownViewShown(host: Element): boolean {
  return !host.querySelector('[data-server]') && !!host.querySelector(':scope > site-element-root:not([data-fallback]) section');
}

let lateTags = 0;

/**
 * Puts the server's view on the page under a tag defined only afterwards, so the upgrade happens in
 * place, as when the element's code arrives after the page: returns the host and `upgrade`.
 */
async function placedServerView(width: string, payload?: unknown): Promise<{ host: HTMLElement; upgrade: () => void }> {
  lateTags += 1;
  const tag = `late-store-checkout-${lateTags}`;
  const { container, host } = await serverView({ width, tag, payload });
  document.body.append(container);
  await nextFrame();
  const options = {
    description: 'The checkout, upgraded late.',
    attributes: checkoutAttributes,
    messages: checkoutMessages,
    readLightDom: readEarlyFields,
    payload: { schema: checkoutPayloadSchema, description: 'the listed payment methods' },
  };
  return { host, upgrade: () => void defineElement(tag, StoreCheckout, options) };
}

let api: FakeApi | null = null;
const keepPage = (event: Event): void => event.preventDefault();
document.addEventListener('store-checkout-empty', keepPage);

afterEach(async () => {
  cleanup();
  for (const container of containers.splice(0)) container.remove();
  await settle();
  cart.replace([]);
  api?.restore();
  api = null;
});

describe('<store-checkout> server-rendered first view', () => {
  it('shows the form with its sections, labels and fields, and a summary that says the order is loading, never the empty-cart notice', async () => {
    const { host } = await serverView();
    const text = host.textContent ?? '';
    for (const heading of ['Checkout', 'Back to cart', 'Contact Information', 'Shipping Address', 'Payment', 'Order summary', 'Loading your order…']) expect(text).toContain(heading);
    expect(text).not.toContain('Taking you to the store');
    const email = defined(host.querySelector<HTMLInputElement>('input[type="email"]'), 'the email field');
    expect(host.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('Email');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading your order…');
    expect(text).not.toMatch(/\$\d/);
  });

  it('speaks Spanish on a Spanish page', async () => {
    const { host } = await serverView({ lang: 'es' });
    const text = host.textContent ?? '';
    for (const words of ['Finalizar compra', 'Información de contacto', 'Dirección de envío', 'Pago', 'Resumen del pedido', 'Cargando tu pedido…', 'Correo electrónico']) expect(text).toContain(words);
    expect(text).not.toContain('Loading your order');
  });

  for (const width of ['1280px', '390px']) {
    it(`with a cart, is taken over unchanged and the summary fills in without moving the form (${width})`, async () => {
      cart.replace(SAMPLE_LINES);
      api = fakeCheckoutApi({ fail: { ...HANG } });
      const { container, host } = await serverView({ width });
      const before = paintedMarkup(host);
      document.body.append(container);
      await nextFrame();
      expect(paintedMarkup(host)).toBe(before);
      await waitFor(() => ownViewShown(host), { message: 'the element’s own view' });
      const adopted = paintedMarkup(host);
      if (adopted !== before) throw new Error(`the checkout changed when its view replaced the server's:\n${firstDifference(before, adopted)}`);
    });

    it(`moves nothing on upgrade, nor when the priced summary comes in (${width})`, async () => {
      cart.replace(SAMPLE_LINES);
      api = fakeCheckoutApi({ delayMs: 200 });
      const { host, upgrade } = await placedServerView(width);
      const placed = boxes(host);
      upgrade();
      await waitFor(() => ownViewShown(host), { message: 'the element’s own view' });
      expect(boxes(host)).toBe(placed);
      const form = (): string => boxes(host).split(', ').filter((box) => box.startsWith('section[')).join(', ');
      const formPlaced = form();
      await waitFor(() => host.querySelector('aside'), { message: 'the order summary', timeout: 5000 });
      expect(host.querySelector('aside')?.textContent).toContain('Enamel Camp Mug');
      expect(form()).toBe(formPlaced);
    });
  }

  it('lists the payment methods the page gives, before any call, and shows nothing of them but their labels', async () => {
    const { host } = await serverView({ payload: { gateways: [{ name: 'stripe', data: { publishableKey: 'pk_test_fake' } }, { name: 'gift_card' }, { name: 'offline' }] } });
    const methods = Array.from(host.querySelectorAll('fieldset label')).map((label) => label.textContent);
    expect(methods).toEqual(['Credit or debit card', 'Gift card', 'Pay offline (bank transfer, cash, check)']);
    expect(defined(host.querySelector<HTMLInputElement>('fieldset input[type="radio"]')).checked).toBe(true);
    expect(defined(host.querySelector('site-element-root')).innerHTML).not.toContain('pk_test_fake');
  });

  for (const width of ['1280px', '390px']) {
    it(`keeps the listed methods where they are through the upgrade, the gateways and the pricing (${width})`, async () => {
      cart.replace(SAMPLE_LINES);
      api = fakeCheckoutApi({ delayMs: 200 });
      const { host, upgrade } = await placedServerView(width, LISTED);
      const methods = (): string =>
        Array.from(host.querySelectorAll('fieldset label'))
          .map((label) => `${label.textContent} ${Math.round(label.getBoundingClientRect().top)}`)
          .join(', ');
      const listed = methods();
      expect(listed).toContain('Credit or debit card');
      const placed = boxes(host);
      upgrade();
      await waitFor(() => ownViewShown(host), { message: 'the element’s own view' });
      expect(boxes(host)).toBe(placed);
      expect(methods()).toBe(listed);
      await waitFor(() => host.querySelector('[data-gateway="stripe"]'), { message: 'the card panel', timeout: 5000 });
      expect(methods()).toBe(listed);
    });
  }

  it('with an empty cart, still says so and sends the shopper to the store once it upgrades', async () => {
    api = fakeCheckoutApi({ fail: { ...HANG } });
    const { container, host } = await serverView();
    const empties = recordEvents<{ href: string }>(document, 'store-checkout-empty');
    document.body.append(container);
    await waitFor(() => empties.events.length > 0, { message: 'the empty-cart redirect' });
    empties.stop();
    expect(empties.events[0]?.detail.href).toBe('/store');
    expect(host.textContent).toContain('Your cart is empty. Taking you to the store…');
  });

  it('keeps what the shopper typed before the upgrade, and the focus in that field', async () => {
    cart.replace(SAMPLE_LINES);
    api = fakeCheckoutApi({ fail: { ...HANG } });
    const { host, upgrade } = await placedServerView('1280px');
    const typed = defined(host.querySelector<HTMLInputElement>('input[type="email"]'), 'the server’s email field');
    typed.focus();
    typed.value = 'ada@exam';
    upgrade();
    await waitFor(() => ownViewShown(host), { message: 'the element’s own view' });
    const email = defined(host.querySelector<HTMLInputElement>('input[type="email"]'), 'the element’s email field');
    expect(email === typed).toBe(false);
    expect(email.value).toBe('ada@exam');
    expect(document.activeElement === email).toBe(true);
    expect(host.querySelector('section[data-step="contact"]')?.getAttribute('data-view')).toBe('open');
  });
});
