import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const markup = `
  <site-footer>
    <div data-about><h2>Northwind Outfitters</h2><p>Outdoor gear since 1998.</p>
      <address><span>120 Prince Street, New York</span><a href="tel:+12125550140">+1 212-555-0140</a><a href="mailto:hello@northwind.example">hello@northwind.example</a></address>
    </div>
    <nav aria-label="Quick links"><h2>Quick links</h2><ul>
      <li><a href="/privacy">Privacy Policy</a></li><li><a href="/help">Help Center</a></li><li><a href="/contact">Contact Us</a></li>
    </ul></nav>
    <form data-newsletter><h2>Newsletter</h2><p>News, offers and events, at most once a month.</p><label for="nl">Email address</label><div><input id="nl" type="email"><button type="submit">Subscribe</button></div></form>
    <ul data-social><li><a href="https://instagram.com/northwind">Instagram</a></li><li><a href="https://www.youtube.com/@northwind" aria-label="Northwind videos">YouTube</a></li></ul>
    <p data-copyright>© 2025 Northwind Outfitters</p>
  </site-footer>`;

const realFetch = window.fetch;
let posted: unknown[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: { data: { email: 'ada@example.com', alreadySubscribed: false } } };

const emailBox = (el: Element): HTMLInputElement => defined(el.querySelector<HTMLInputElement>('input[type="email"]'), 'email box');
const subscribe = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button[type="submit"]'), 'Subscribe');
const linkTexts = (el: Element, selector: string): string[] => Array.from(el.querySelectorAll(`${selector} a`)).map((a) => a.textContent?.trim() ?? '');

beforeEach(() => {
  posted = [];
  reply = { status: 201, body: { data: { email: 'ada@example.com', alreadySubscribed: false } } };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (!new URL(request.url).pathname.startsWith('/api/forms/')) return realFetch(input, init);
    posted.push({ path: new URL(request.url).pathname, body: await request.json(), key: request.headers.get('idempotency-key') });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
});

afterEach(async () => {
  window.fetch = realFetch;
  cleanup();
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-footer> upgrade', () => {
  it('keeps every link and control where it was before JavaScript (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({
      html: markup,
      tag: 'site-footer',
      load: () => import('./site-footer.element.ts'),
      before: 'a, button, input, h2',
      height: 800,
      // The social links hold text before JavaScript and an icon after: compare their boxes by position.
      adjust: (after, before) => {
        for (const [key, box] of Object.entries(before)) if (key === 'Instagram' || key === 'YouTube') after[key] = box;
      },
    });
  });
});

describe('<site-footer> content', () => {
  before(async () => {
    await import('./site-footer.element.ts');
  });

  it("defaults to the title 'Company' and the six default quick links", async () => {
    const el = await fixture('<site-footer></site-footer>');
    expect(el.querySelector('h2')?.textContent).toBe('Company');
    expect(linkTexts(el, 'nav')).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Sitemap', 'Help Center', 'Contact Us']);
    expect(el.querySelector('nav')).toHaveAttribute('aria-label', 'Quick links');
    await expectNoAxeViolations(el);
  });

  it('reads title, contact, links and social links from the server markup; icons have names', async () => {
    const el = await fixture(markup);
    expect(el.querySelector('h2')?.textContent).toBe('Northwind Outfitters');
    expect(el.querySelector('address a[href="tel:+12125550140"]')?.textContent).toBe('+1 212-555-0140');
    expect(el.querySelector('address a[href="mailto:hello@northwind.example"]')).not.toBeNull();
    expect(linkTexts(el, 'nav')).toEqual(['Privacy Policy', 'Help Center', 'Contact Us']);
    const social = Array.from(el.querySelectorAll('ul[aria-label="Follow us"] a'));
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual(['Instagram', 'Northwind videos']);
    expect(social.every((a) => a.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(el.textContent).toMatch('© 2025 Northwind Outfitters');
    await expectNoAxeViolations(el);
  });

  it('takes inline JSON and data-title; data-newsletter="false" hides the box', async () => {
    const json = { title: 'Harbor', contact: { phone: '+44 20 7946 0000' }, social: [{ network: 'x', href: 'https://x.com/harbor' }], links: [{ title: 'Menu', href: '/menu' }] };
    const el = await fixture(`<site-footer data-title="Harbor Bistro" data-newsletter="false"><script type="application/json">${JSON.stringify(json)}</script></site-footer>`);
    expect(el.querySelector('h2')?.textContent).toBe('Harbor Bistro');
    expect(el.querySelector('a[href="tel:+442079460000"]')).not.toBeNull();
    expect(el.querySelector('a[href="https://x.com/harbor"]')).toHaveAttribute('aria-label', 'Harbor Bistro on X');
    expect(el.querySelector('input')).toBeNull();
    await expectNoAxeViolations(el);
  });

  it('refuses a javascript: link in the JSON with a visible configuration error', async () => {
    const { result: el } = await captureConsoleErrors(() =>
      fixture(`<site-footer><script type="application/json">{"links":[{"title":"x","href":"javascript:alert(1)"}]}</script></site-footer>`),
    );
    expect(el.querySelector('[data-site-config-error]')?.textContent).toMatch('links[0].href');
  });
});

describe('<site-footer> newsletter', () => {
  it('subscribes by keyboard and thanks the visitor in a status message', async () => {
    const el = await fixture(markup);
    const events = recordEvents<{ email: string; alreadySubscribed: boolean }>(document, 'site-footer-subscribe');
    emailBox(el).focus();
    await sendKeys({ type: 'ada@example.com' });
    await pressKey('Enter');
    const status = defined(el.querySelector('[role="status"]'));
    await waitFor(() => status.textContent?.includes('Thank you for subscribing'), { message: 'the thank-you' });
    expect(status.textContent).toBe('Thank you for subscribing! Our news will go to ada@example.com.');
    const [sent] = posted as Array<{ key: string }>;
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted).toEqual([{ path: '/api/forms/newsletter', body: { email: 'ada@example.com', source: 'footer' }, key: sent?.key }]);
    expect(emailBox(el).value).toBe('');
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([{ email: 'ada@example.com', alreadySubscribed: false }]);
    await expectNoAxeViolations(el);
  });

  it('says so when the address is already subscribed', async () => {
    reply = { status: 200, body: { data: { email: 'ada@example.com', alreadySubscribed: true } } };
    const el = await fixture(markup);
    emailBox(el).value = 'ada@example.com';
    subscribe(el).click();
    await waitFor(() => el.querySelector('[role="status"]')?.textContent?.includes('already subscribed'));
  });

  it('explains a wrong address next to the field without calling the server', async () => {
    const el = await fixture(markup);
    emailBox(el).value = 'ada@';
    subscribe(el).click();
    await settle();
    const alert = defined(el.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('Please enter a valid email address, like name@example.com.');
    expect(emailBox(el)).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox(el)).toHaveAttribute('aria-describedby', alert.id);
    expect(document.activeElement).toBe(emailBox(el));
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(el);
  });

  it('retries a failed sign-up with the same Idempotency-Key, and a new address with a new one', async () => {
    reply = { status: 400, body: { error: { code: 'busy', message: 'Please try again later.' } } };
    const el = await fixture(markup);
    emailBox(el).value = 'ada@example.com';
    subscribe(el).click();
    await waitFor(() => el.querySelector('[role="alert"]')?.textContent);
    subscribe(el).click();
    await waitFor(() => posted.length === 2);
    emailBox(el).value = 'grace@example.com';
    subscribe(el).click();
    await waitFor(() => posted.length === 3);
    const keys = (posted as Array<{ key: string }>).map((p) => p.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2] === keys[0]).toBe(false);
  });

  it("shows the server's message when the subscription fails, and can be retried", async () => {
    reply = { status: 400, body: { error: { code: 'invalid', message: 'email: must be an email address', field: 'email' } } };
    const el = await fixture(markup);
    emailBox(el).value = 'ada@example.co';
    subscribe(el).click();
    const alert = defined(el.querySelector('[role="alert"]'));
    await waitFor(() => alert.textContent);
    expect(alert.textContent).toBe('We could not subscribe you: email: must be an email address. Please try again.');
    expect(emailBox(el)).toHaveAttribute('aria-invalid', 'true');
    reply = { status: 201, body: { data: { email: 'ada@example.com', alreadySubscribed: false } } };
    subscribe(el).click();
    await waitFor(() => el.querySelector('[role="status"]')?.textContent);
    expect(alert.textContent).toBe('');
  });
});

describe('<site-footer> newsletter when the server limits attempts', () => {
  const limited = { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.', retryAfter: 900 } } };

  it('says how long to wait and keeps the typed address', async () => {
    reply = limited;
    const el = await fixture(markup);
    emailBox(el).value = 'ada@example.com';
    subscribe(el).click();
    const alert = defined(el.querySelector('[role="alert"]'));
    await waitFor(() => alert.textContent, { message: 'the alert' });
    expect(alert.textContent).toBe('Too many attempts. Try again in 15 minutes.');
    expect(emailBox(el).value).toBe('ada@example.com');
    expect(emailBox(el)).toHaveAttribute('aria-describedby', alert.id);
    expect(emailBox(el).hasAttribute('aria-invalid')).toBe(false);
    expect(posted).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('says it in Spanish on a Spanish page, one minute in the singular', async () => {
    reply = { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 1 minute.', retryAfter: 42 } } };
    const host = await fixture(`<div lang="es">${markup}</div>`);
    const el = defined(host.querySelector('site-footer'));
    await waitFor(() => subscribe(el).textContent === 'Suscribirse', { message: 'the Spanish texts' });
    emailBox(el).value = 'ada@example.com';
    subscribe(el).click();
    const alert = defined(el.querySelector('[role="alert"]'));
    await waitFor(() => alert.textContent, { message: 'the alert' });
    expect(alert.textContent).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(emailBox(el).value).toBe('ada@example.com');
  });
});

describe('<site-footer> at 767 and 768 px', () => {
  it('stacks the columns below 768 px and sets them side by side from 768 px', async () => {
    const el = await fixture(markup);
    const top = (selector: string): number => defined(el.querySelector(selector)).getBoundingClientRect().top;
    await setViewport({ width: 767, height: 800 });
    await settle();
    expect(top('nav')).toBeGreaterThan(top('address'));
    expect(top('form')).toBeGreaterThan(top('nav'));
    await expectNoAxeViolations(el);
    await setViewport({ width: 768, height: 800 });
    await settle();
    expect(Math.abs(top('nav') - top('form'))).toBeLessThan(1);
    expect(defined(el.querySelector('nav')).getBoundingClientRect().left).toBeGreaterThan(defined(el.querySelector('h2')).getBoundingClientRect().right);
    await expectNoAxeViolations(el);
  });
});
