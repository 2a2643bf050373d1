/**
 * Hardening (issue 10, Security): script-injection payloads from test/browser/xss-payloads.ts go
 * everywhere page-builder or server text reaches the DOM: product names and descriptions, grid cards,
 * search results, menu titles and links, footer links, tab and accordion content, booking names and
 * notes, cart lines and order fields. Nothing may run (`__xss` is never called) and no script, inline
 * event handler or script URL may end up in an element's DOM. Links are clicked, but a capturing
 * listener records each href and cancels the navigation, so the test page never leaves.
 */
import { sendKeys } from '@web/test-runner-commands';
import './store-product/store-product.element.ts';
import './store-product-grid/store-product-grid.element.ts';
import './site-search/site-search.element.ts';
import './site-mega-menu/site-mega-menu.element.ts';
import './site-header/site-header.element.ts';
import './site-footer/site-footer.element.ts';
import './site-tabs/site-tabs.element.ts';
import './site-accordion/site-accordion.element.ts';
import './site-cart/site-cart.element.ts';
import './store-order-confirmation/store-order-confirmation.element.ts';
import './booking-widget/booking-widget.element.ts';
import { press, typeInto, waitForHeading } from '../test/helpers/booking-widget-browser.ts';
import { installFakeReservationServer, type FakeServer, type FakeServerOptions } from '../test/fakes/booking-server.ts';
import { SAMPLE_CATALOG } from '../test/fixtures/booking-catalog.ts';
import { after, afterEach, before, beforeEach, describe, it } from '../test/browser/mocha.ts';
import { defined, expect } from '../test/browser/assert.ts';
import { captureConsoleErrors, cleanup, fixture, nextFrame, settle, waitFor } from '../test/browser/fixture.ts';
import { xssPayloads, xssUrlPayloads } from '../test/browser/xss-payloads.ts';
import { jsonResponse, sampleImage, sampleProduct, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import { $toasts } from '../shared/toast/store.ts';
import { fakeCheckoutApi, type FakeApi } from '../test/fakes/checkout-api.ts';
import type { Order, QueueEntry } from '../shared/api/schemas.ts';

type XssWindow = Window & { __xss?: (id: number) => void };

/** Ids of payloads that ran. */
const executed: number[] = [];
/** Every link href a click tried to follow. */
const followed: string[] = [];
const startUrl = location.pathname + location.search;

/** Records a link click's target and cancels it, so the test page stays. */
function interceptClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href], area[href]');
  if (!link) return;
  followed.push(link.getAttribute('href') ?? '');
  event.preventDefault();
}
/** Cancels form submissions (a `javascript:` action must not run either). */
function interceptSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  followed.push(event.submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '');
  event.preventDefault();
}

/**
 * A sweep test: mocha gives it `ms` (these tests mount many times); after the body, it waits for
 * late handlers (an image error arrives after its request fails) and checks that nothing ran.
 */
function sweep(name: string, fn: () => Promise<void>, ms = 20_000): void {
  it(name, function (this: { timeout?: (ms: number) => void } | undefined) {
    this?.timeout?.(ms);
    return fn().then(async () => {
      await linger();
      expect({ executed }).toEqual({ executed: [] });
    });
  });
}

/** Escapes text for an HTML attribute or text node, as a server does. */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Inline JSON with `<` escaped, as a server writes it (so `</script>` in a value stays data). */
const inlineJson = (value: unknown): string => `<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** True for a URL that would run script or load a document from the URL itself when followed. */
function isScriptUrl(value: string): boolean {
  // As the URL parser reads it: leading C0 controls and spaces dropped, tabs and newlines removed anywhere.
  let url = value;
  while (url !== '' && url.charCodeAt(0) <= 0x20) url = url.slice(1);
  url = url.replace(/[\t\n\r]/g, '');
  return /^(javascript|vbscript|livescript):/i.test(url) || (/^data:/i.test(url) && !/^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(url));
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset'];
const FORBIDDEN = 'script:not([type="application/json"]), iframe, object, embed, base, meta, frame, frameset, style:not([data-vanilla])';

/** What an element's DOM should never hold: scripts, frames, inline handlers, script URLs. */
function findings(root: Element): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll(FORBIDDEN))) found.push(`<${el.localName}> element`);
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${el.localName}>`);
      if (name === 'srcdoc') found.push(`srcdoc on <${el.localName}>`);
      if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attr.value)) found.push(`${name}=${JSON.stringify(attr.value)} on <${el.localName}>`);
      if (name === 'style' && /expression\s*\(|javascript:/i.test(attr.value)) found.push(`style=${JSON.stringify(attr.value)} on <${el.localName}>`);
    }
  }
  return found;
}

/** The part of a host the element rendered (its kit root), else the host. */
const rendered = (host: Element): Element => host.querySelector('site-element-root') ?? host;

/** Lets anything a payload might trigger happen: 100 ms and two frames. */
async function linger(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await nextFrame();
  await nextFrame();
}

/** Clicks every link inside `root` (the capturing listener cancels each navigation). */
async function clickLinks(root: Element): Promise<void> {
  for (const link of Array.from(root.querySelectorAll<HTMLElement>('a[href], area[href]'))) link.click();
  await settle();
}

/** Clicks the links and asserts nothing ran so far, nothing was followed to a script URL, nothing landed. */
async function expectInert(host: Element, where: string): Promise<void> {
  await clickLinks(rendered(host));
  await nextFrame();
  expect({ where, executed }).toEqual({ where, executed: [] });
  expect({ where, followed: followed.filter(isScriptUrl) }).toEqual({ where, followed: [] });
  expect({ where, findings: findings(rendered(host)) }).toEqual({ where, findings: [] });
}

before(() => {
  (window as XssWindow).__xss = (id: number) => void executed.push(id);
  document.addEventListener('click', interceptClick, true);
  document.addEventListener('submit', interceptSubmit, true);
});
after(() => {
  document.removeEventListener('click', interceptClick, true);
  document.removeEventListener('submit', interceptSubmit, true);
  delete (window as XssWindow).__xss;
});
beforeEach(() => {
  executed.length = 0;
  followed.length = 0;
  localStorage.clear();
  cart.reset();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  history.replaceState(null, '', startUrl);
  for (const dialog of Array.from(document.querySelectorAll('dialog'))) if (dialog.open) dialog.close();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
});

describe('XSS sweep: the detector', () => {
  it('sees a payload that runs and a script URL that lands', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    box.innerHTML = defined(xssPayloads.find((p) => p.name === 'img onerror')).text + '<a href=" java\tscript:void 0">x</a>';
    await waitFor(() => executed.length > 0, { message: 'the payload to run' });
    expect(executed).toEqual([6]);
    expect(findings(box)).toEqual(['onerror on <img>', 'href=" java\\tscript:void 0" on <a>']);
    box.remove();
    executed.length = 0;
  });
});

describe('XSS sweep: <store-product>', () => {
  sweep('renders each payload as name, category, tag, material and sanitized description without running it', async () => {
    for (const [i, payload] of xssPayloads.entries()) {
      const product = sampleProduct(100 + i, 'Lamp', {
        name: payload.text,
        description: `<p><em>start</em></p>${payload.text}`,
        data: { material: payload.text },
        post: { category: payload.text, categories: [payload.text], tags: [payload.text] },
      });
      const storeHref = defined(xssUrlPayloads[i % xssUrlPayloads.length]).text;
      const { result: el } = await captureConsoleErrors(() =>
        fixture(`<store-product data-store-href="${escapeHtml(storeHref)}">${inlineJson(product)}</store-product>`),
      );
      expect(el.querySelector('h1')?.textContent).toBe(payload.text);
      el.querySelector('.store-product__description')?.scrollIntoView();
      await waitFor(() => el.querySelector('.store-product__description-body em'), { message: `the sanitized description of ${payload.name}` });
      await expectInert(el, `store-product: ${payload.name}`);
      cleanup();
    }
  }, 40_000);
});

describe('XSS sweep: <store-product-grid>', () => {
  sweep('shows payload names and categories as text on every card', async () => {
    const products = xssPayloads.map((p, i) => sampleProduct(200 + i, `Item ${i}`, { name: p.text, post: { category: p.text, categories: [p.text], tags: [p.text] } }));
    const el = await fixture(`<store-product-grid data-limit="100">${inlineJson({ data: products, total: products.length, page: 1, limit: 100 })}</store-product-grid>`);
    const names = Array.from(el.querySelectorAll('.store-grid__link')).map((a) => a.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => xssPayloads.some((p) => p.text === name))).toBe(true);
    await expectInert(el, 'store-product-grid');
  });

  sweep('keeps product links on the site whatever the slug attribute says', async () => {
    for (const payload of xssUrlPayloads) {
      const { result: el } = await captureConsoleErrors(() =>
        fixture(`<store-product-grid data-slug="${escapeHtml(payload.text)}">${inlineJson({ data: [sampleProduct(1, 'Mug')], total: 1, page: 1, limit: 12 })}</store-product-grid>`),
      );
      await expectInert(el, `store-product-grid slug: ${payload.name}`);
      cleanup();
    }
  });
});

describe('XSS sweep: <site-search>', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  sweep('lists payload titles, snippets and addresses as text; choosing a script address goes nowhere', async () => {
    const urls = xssUrlPayloads.map((p) => p.text);
    const hits = xssPayloads.map((p, i) => ({ data: { title: p.text }, url: urls[i] ?? `/page/${i}`, content: `${p.text} <b>bold</b> ${p.text}` }));
    const stub = stubFetch((call) => (call.url.pathname.startsWith('/api/search-data/') ? jsonResponse({ data: hits }) : undefined));
    restore = stub.restore;
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    defined(el.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]'), 'Search button').click();
    await settle();
    defined(el.querySelector<HTMLInputElement>('[role="combobox"]'), 'combobox').focus();
    await sendKeys({ type: 'x' });
    const options = await waitFor(() => {
      const list = Array.from(el.querySelectorAll<HTMLElement>('[role="option"]'));
      return list.length > 0 ? list : null;
    }, { message: 'search results' });
    const titles = options.map((o) => o.firstElementChild?.textContent);
    expect(titles.every((title) => xssPayloads.some((p) => p.text === title))).toBe(true);
    // Only the addresses the element must refuse are chosen: a safe relative one would navigate this page.
    for (const [i, option] of options.entries()) {
      if (isScriptUrl(hits[i]?.url ?? '') || [...(hits[i]?.url ?? '')].some((ch) => ch.charCodeAt(0) < 32)) option.click();
    }
    await expectInert(el, 'site-search');
    expect(location.pathname + location.search).toBe(startUrl);
  }, 40_000);
});

/** A mega menu of payload titles with safe links, every payload once. */
function megaItems(): unknown[] {
  const texts = xssPayloads.map((p) => p.text);
  const at = (i: number, max = 200): string => (texts[i % texts.length] ?? '').slice(0, max);
  return [
    {
      title: at(0),
      href: '/store',
      type: 'hero',
      category: at(1, 80),
      banner: { title: at(2), description: at(3), cta: at(4, 80), href: '/store?sale=1' },
      items: texts.slice(5, 20).map((title, i) => ({ title, href: `/a/${i}`, description: at(i + 20), badge: at(i + 30, 40) })),
    },
    { title: at(20), type: 'blog', items: texts.slice(20, 35).map((title, i) => ({ title, href: `/b/${i}`, date: at(i + 40, 40) })) },
    { title: at(35), children: texts.slice(35).map((title, i) => ({ title, href: `/c/${i}` })) },
    { title: at(36), href: '/contact' },
  ];
}

/** Opens every disclosure of a menu in turn (opening one may close another) and checks each open state. */
async function openEach(el: Element, where: string): Promise<void> {
  const buttons = Array.from(el.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
  for (const [i, button] of buttons.entries()) {
    if (button.getAttribute('aria-expanded') === 'false') button.click();
    await settle();
    await expectInert(el, `${where}, disclosure ${i} open`);
  }
}

describe('XSS sweep: <site-mega-menu>', () => {
  sweep('renders payload titles, banners, descriptions, badges and dates as text', async () => {
    const el = await fixture(`<site-mega-menu data-label="Main">${inlineJson(megaItems())}</site-mega-menu>`);
    expect(el.querySelector('[data-site-config-error]')?.textContent ?? null).toBeNull();
    defined(el.querySelector<HTMLButtonElement>('button[aria-expanded]'), 'first trigger').click();
    await settle();
    expect(rendered(el).textContent).toContain(defined(xssPayloads[6]).text);
    await openEach(el, 'site-mega-menu titles');
    await expectInert(el, 'site-mega-menu titles');
  });

  sweep('never renders a script href from JSON or from the server fallback', async () => {
    for (const payload of xssUrlPayloads) {
      const items = [{ title: 'Shop', items: [{ title: 'Bad', href: payload.text }] }, { title: 'Contact', href: payload.text }];
      const fallback = `<nav aria-label="Main"><ul><li><a href="${escapeHtml(payload.text)}">Bad</a></li></ul></nav>`;
      const { result: el } = await captureConsoleErrors(() => fixture(`<site-mega-menu>${inlineJson(items)}</site-mega-menu>`));
      await openEach(el, `site-mega-menu JSON href: ${payload.name}`);
      await expectInert(el, `site-mega-menu JSON href: ${payload.name}`);
      cleanup();
      const { result: server } = await captureConsoleErrors(() => fixture(`<site-mega-menu>${fallback}</site-mega-menu>`));
      await openEach(server, `site-mega-menu fallback href: ${payload.name}`);
      await expectInert(server, `site-mega-menu fallback href: ${payload.name}`);
      cleanup();
    }
  });
});

describe('XSS sweep: <site-header>', () => {
  sweep('renders payload titles from JSON and from server links as text', async () => {
    const texts = xssPayloads.map((p) => p.text);
    const json = { title: texts[0], href: '/', items: [{ title: texts[1], children: texts.slice(2, 26).map((title, i) => ({ title, href: `/h/${i}` })) }, ...texts.slice(26).map((title, i) => ({ title, href: `/t/${i}` }))] };
    const el = await fixture(`<site-header data-label="Primary">${inlineJson(json)}</site-header>`);
    await openEach(el, 'site-header JSON titles');
    expect(el.querySelector('[data-site-config-error]')?.textContent ?? null).toBeNull();
    expect(rendered(el).textContent).toContain(defined(texts[5]));
    await expectInert(el, 'site-header JSON titles');
    cleanup();
    const items = texts.map((t, i) => `<li><a href="/s/${i}">${escapeHtml(t)}</a></li>`).join('');
    const server = await fixture(
      `<site-header><a href="/" data-brand>${escapeHtml(texts[0] ?? '')}</a><a href="#m" data-menu-toggle>Menu</a><nav id="m" aria-label="Main"><ul><li><span>${escapeHtml(texts[1] ?? '')}</span><ul>${items}</ul></li></ul></nav></site-header>`,
    );
    await openEach(server, 'site-header server titles');
    await expectInert(server, 'site-header server titles');
  });

  sweep('never renders a script href from JSON, the brand link or the server menu', async () => {
    for (const payload of xssUrlPayloads) {
      const json = { title: 'Brand', href: payload.text, items: [{ title: 'Menu', children: [{ title: 'Bad', href: payload.text }] }, { title: 'Bad', href: payload.text }] };
      const { result: el } = await captureConsoleErrors(() => fixture(`<site-header>${inlineJson(json)}</site-header>`));
      await openEach(el, `site-header JSON href: ${payload.name}`);
      await expectInert(el, `site-header JSON href: ${payload.name}`);
      cleanup();
      const href = escapeHtml(payload.text);
      const { result: server } = await captureConsoleErrors(() =>
        fixture(`<site-header><a href="${href}" data-brand>Brand</a><nav aria-label="Main"><ul><li><a href="${href}">Shop</a><ul><li><a href="${href}">Bad</a></li></ul></li><li><a href="${href}">Top</a></li></ul></nav></site-header>`),
      );
      await openEach(server, `site-header server href: ${payload.name}`);
      await expectInert(server, `site-header server href: ${payload.name}`);
      cleanup();
    }
  });
});

describe('XSS sweep: <site-footer>', () => {
  sweep('renders payload texts from JSON and data-title as text', async () => {
    const cut = (text: string | undefined, max: number): string => (text ?? '').slice(0, max);
    // Thirteen payloads a mount: every one as a link title, the others rotating through the single fields.
    for (let i = 0; i < xssPayloads.length; i += 13) {
      const chunk = xssPayloads.slice(i, i + 13).map((p) => p.text);
      const json = {
        title: cut(chunk[0], 120),
        description: cut(chunk[1], 500),
        contact: { address: cut(chunk[2], 300), hours: cut(chunk[3], 200) },
        links: chunk.map((text, k) => ({ title: cut(text, 80), href: `/l/${k}` })),
        social: [{ network: 'x', href: 'https://x.com/a', label: cut(chunk[4], 80) }],
        copyright: cut(chunk[5], 200),
      };
      const el = await fixture(`<site-footer data-title="${escapeHtml(chunk[6] ?? '')}" data-newsletter="false">${inlineJson(json)}</site-footer>`);
      expect(el.querySelector('[data-site-config-error]')?.textContent ?? null).toBeNull();
      expect(rendered(el).textContent).toContain(cut(chunk[7], 80));
      await expectInert(el, `site-footer texts from payload ${i + 1}`);
      cleanup();
    }
  });

  sweep('never renders a script href from JSON or server links', async () => {
    for (const payload of xssUrlPayloads) {
      const { result: el } = await captureConsoleErrors(() =>
        fixture(`<site-footer>${inlineJson({ links: [{ title: 'x', href: payload.text }], social: [{ network: 'x', href: payload.text }] })}</site-footer>`),
      );
      await expectInert(el, `site-footer JSON href: ${payload.name}`);
      cleanup();
      const href = escapeHtml(payload.text);
      const { result: server } = await captureConsoleErrors(() =>
        fixture(`<site-footer><nav aria-label="Quick links"><h2>Links</h2><ul><li><a href="${href}">Bad</a></li></ul></nav><ul data-social><li><a href="${href}">Instagram</a></li></ul></site-footer>`),
      );
      await expectInert(server, `site-footer server href: ${payload.name}`);
      cleanup();
    }
  });
});

describe('XSS sweep: <site-tabs> and <site-accordion>', () => {
  sweep('renders payload titles and contents from JSON as text', async () => {
    const items = xssPayloads.map((p) => ({ title: p.text, content: `${p.text}\n\n${p.text}` }));
    const tabs = await fixture(`<site-tabs data-hash="false">${inlineJson(items)}</site-tabs>`);
    for (const tab of Array.from(tabs.querySelectorAll<HTMLElement>('[role="tab"]'))) tab.click();
    await settle();
    expect(Array.from(tabs.querySelectorAll('[role="tab"]')).map((b) => b.textContent)).toEqual(xssPayloads.map((p) => p.text.trim()));
    await expectInert(tabs, 'site-tabs');
    cleanup();
    const accordion = await fixture(`<site-accordion>${inlineJson(items.map((item) => ({ ...item, open: true })))}</site-accordion>`);
    expect(Array.from(accordion.querySelectorAll('button[aria-expanded]')).map((b) => b.textContent?.trim())).toEqual(xssPayloads.map((p) => p.text.trim()));
    await expectInert(accordion, 'site-accordion');
  });
});

describe('XSS sweep: <site-cart>', () => {
  let restore: (() => void) | null = null;
  beforeEach(() => {
    restore = stubFetch((call) => jsonResponse({ data: { id: 'cart_test0000000001', items: JSON.parse(call.body || '{"items":[]}').items } }, 201)).restore;
  });
  afterEach(async () => {
    cleanup();
    await settle();
    restore?.();
  });

  sweep('shows payload line names, skus and options as text', async () => {
    for (const [i, p] of xssPayloads.entries()) cart.add({ id: `p${i}`, sku: p.text, name: p.text, price: 100, image: sampleImage('x'), attributes: { [p.text]: p.text } });
    const el = await fixture('<site-cart data-open></site-cart>');
    expect(el.querySelector('dialog')?.textContent).toContain(defined(xssPayloads[3]).text);
    await expectInert(el, 'site-cart lines');
  });

  sweep('never renders a script href from data-store-href or data-checkout-href', async () => {
    for (const payload of xssUrlPayloads) {
      const href = escapeHtml(payload.text);
      const empty = await fixture(`<site-cart data-open data-store-href="${href}" data-checkout-href="${href}"></site-cart>`);
      await expectInert(empty, `site-cart empty, hrefs: ${payload.name}`);
      cleanup();
      cart.add({ id: 'p1', sku: 'MUG', name: 'Mug', price: 100 });
      const full = await fixture(`<site-cart data-open data-store-href="${href}" data-checkout-href="${href}"></site-cart>`);
      await expectInert(full, `site-cart full, hrefs: ${payload.name}`);
      cleanup();
      cart.reset();
    }
  });
});

describe('XSS sweep: <store-order-confirmation>', () => {
  let api: FakeApi | null = null;
  afterEach(() => {
    api?.restore();
    api = null;
    sessionStorage.clear();
  });

  sweep('shows payload item names, customer and address fields as text', async () => {
    const texts = xssPayloads.map((p) => p.text);
    for (let i = 0; i < texts.length; i += 13) {
      const t = (k: number): string => texts[(i + k) % texts.length] ?? '';
      const address = { firstName: t(0), lastName: t(1), address: t(2), apartment: t(3), city: t(4), state: t(5), zip: t(6), country: 'US' };
      const order: Order = {
        id: 'ord_1',
        number: t(7),
        status: 'new',
        paymentStatus: 'paid',
        paymentMethod: 'card',
        paymentGateway: 'stripe',
        paymentIntentId: 'pi_1',
        customerInfo: { email: 'ada@example.com', firstName: t(8), lastName: t(9) },
        shippingAddress: address,
        billingAddress: address,
        items: texts.slice(i, i + 13).map((name, k) => ({ sku: name, name, quantity: 1, price: 100 + k })),
        subtotal: 1000,
        shipping: 0,
        tax: 0,
        discount: 0,
        discountCode: t(10),
        total: 1000,
        currency: 'USD',
        createdAt: '2026-03-15T10:00:00.000Z',
      };
      api = fakeCheckoutApi();
      api.orders.push(order);
      const href = escapeHtml(defined(xssUrlPayloads[(i / 13) % xssUrlPayloads.length]).text);
      const el = await fixture(`<store-order-confirmation data-order-id="ord_1" data-store-href="${href}"></store-order-confirmation>`);
      await waitFor(() => el.textContent?.includes(t(1)), { message: 'the order', timeout: 4000 });
      await expectInert(el, `store-order-confirmation from payload ${i + 1}`);
      cleanup();
      api.restore();
      api = null;
    }
  }, 40_000);
});

describe('XSS sweep: <booking-widget>', () => {
  let server: FakeServer | null = null;
  /** The widget over the fake reservation API, its JSON escaped as a server writes it. */
  const mountWidget = (attrs: string, config: unknown, options: Partial<FakeServerOptions> = {}): Promise<{ el: HTMLElement }> => {
    server = installFakeReservationServer({ catalog: SAMPLE_CATALOG, ...options });
    return fixture(`<booking-widget ${attrs}>${config === undefined ? '' : inlineJson(config)}</booking-widget>`).then((el) => ({ el }));
  };
  afterEach(() => {
    cleanup();
    server?.restore();
    server = null;
  });

  sweep('shows a payload business name, step title and service names as text', async () => {
    const texts = xssPayloads.map((p) => p.text);
    const { el } = await mountWidget('data-preset="meeting"', {
      ui: { businessName: texts.join(' '), additionalFields: [{ name: 'extra', label: texts.join(' '), type: 'select', options: texts }] },
      description: texts.join(' '),
      flow: { steps: [{ id: 'service', nextStep: 'date', title: texts.join(' ') }] },
      serverData: {
        title: texts.join(' '),
        locations: [{ id: 'loc_a', name: texts.join(' '), timeZone: 'Europe/London', hours: [] }],
        services: texts.map((name, i) => ({ id: `svc_${i}`, name, description: name, duration: 30, price: 0 })),
        people: [],
      },
    });
    await waitFor(() => el.querySelector('[data-step-heading]'), { message: 'a step heading' });
    expect(el.textContent).toContain(defined(texts[10]));
    await expectInert(el, 'booking-widget configuration');
  }, 40_000);

  sweep('shows payload queue names and notes as text', async () => {
    const now = new Date().toISOString();
    const queue: QueueEntry[] = xssPayloads.map((p, i) => ({
      id: `q_${i}`,
      locationId: 'loc_a',
      serviceId: null,
      customerName: p.text,
      customerPhone: `+44 20 7946 ${1000 + i}`,
      partySize: 1,
      estimatedWaitTime: 5,
      notes: xssPayloads.map((q) => q.text).join(' '),
      status: 'waiting',
      position: i + 1,
      joinedAt: now,
      notifiedAt: null,
      createdAt: now,
    }));
    const { el } = await mountWidget('data-preset="restaurant" data-mode="view-queue-progress"', undefined, { queue });
    await waitForHeading(el, 'Queue Status');
    // The public board shortens names and drops notes; Find Me by the full phone number gives the whole entry.
    await typeInto(el, 'Find Me', '+44 20 7946 1005');
    await press(el, 'Find Me');
    const status = await waitFor(() => el.querySelector('[data-your-status="q_5"]'), { message: 'status of q_5' });
    expect(status.textContent).toContain(defined(xssPayloads[5]).text);
    expect(status.textContent).toContain(defined(xssPayloads[40]).text);
    await expectInert(el, 'booking-widget queue');
  }, 40_000);
});
