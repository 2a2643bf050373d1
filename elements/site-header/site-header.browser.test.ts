import { setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle } from '../../test/browser/fixture.ts';
import { expectSameBoxes, insertServerHtml, installFallbackStylesheet, measureLinks, removeServerHtml, waitForUpgrade } from '../../test/browser/upgrade.ts';

const markup = (attrs = '') => `
  <site-header ${attrs}>
    <a href="/" data-brand>Northwind</a>
    <a href="#hdr-menu" data-menu-toggle>Menu</a>
    <nav id="hdr-menu" aria-label="Main"><ul>
      <li><a href="/">Home</a></li>
      <li><a href="/store">Shop</a><ul>
        <li><a href="/store?category=fashion">Fashion</a></li>
        <li><a href="/store?category=home">Home goods</a></li>
      </ul></li>
      <li><span>Company</span><ul>
        <li><a href="/about">About</a></li>
        <li><a href="/help" aria-current="page">Help</a></li>
      </ul></li>
      <li><a href="/contact">Contact</a></li>
    </ul></nav>
    <div data-actions><button type="button" id="extra">Extra</button></div>
  </site-header>`;

const buttons = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('nav button[aria-expanded]'));
const shopToggle = (el: Element): HTMLButtonElement => defined(buttons(el)[0], 'Shop submenu button');
const companyButton = (el: Element): HTMLButtonElement => defined(buttons(el)[1], 'Company button');
const dropdownOf = (button: HTMLButtonElement): HTMLElement => defined(document.getElementById(button.getAttribute('aria-controls') ?? ''), 'dropdown');
const link = (el: Element, text: string): HTMLAnchorElement =>
  defined(Array.from(el.querySelectorAll('a')).find((a) => a.textContent?.trim() === text), `link ${text}`);
const menuButton = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button[aria-controls]:not(nav button)'), 'Menu button');

afterEach(async () => {
  cleanup();
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-header> upgrade', () => {
  it('keeps every link where it was before JavaScript (desktop and mobile)', async () => {
    await installFallbackStylesheet();
    const el = insertServerHtml(markup('data-current="/help"'));
    await setViewport({ width: 767, height: 700 });
    await settle();
    const mobile = measureLinks(el, 'a, button');
    expect(Object.keys(mobile)).toContain('Menu');
    await setViewport({ width: 1024, height: 700 });
    await settle();
    const desktop = measureLinks(el);
    expect(Object.keys(desktop)).toContain('Shop');
    expect(customElements.get('site-header')).toBeUndefined();
    await import('./site-header.element.ts');
    await waitForUpgrade(el.parentElement as Element, 'site-header');
    expectSameBoxes(measureLinks(el), desktop);
    await setViewport({ width: 767, height: 700 });
    await settle();
    expectSameBoxes(measureLinks(el, 'a, button'), mobile);
    removeServerHtml();
  });
});

describe('<site-header> rendering', () => {
  before(async () => {
    await import('./site-header.element.ts');
  });

  it('renders the brand, a labelled navigation, dropdown buttons and the kept actions', async () => {
    const el = await fixture(markup());
    expect(link(el, 'Northwind').getAttribute('href')).toBe('/');
    const nav = defined(el.querySelector('nav'));
    expect(nav).toHaveAttribute('aria-label', 'Main');
    expect(buttons(el).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(shopToggle(el)).toHaveAttribute('aria-label', 'Shop submenu');
    expect(companyButton(el).textContent).toBe('Company');
    expect(dropdownOf(shopToggle(el)).hidden).toBe(true);
    expect(el.querySelector('#extra')?.closest('site-header')).toBe(el);
    await expectNoAxeViolations(el);
  });

  it('marks the current page and its parent from data-current', async () => {
    const el = await fixture(markup('data-current="/store?category=home"'));
    expect(link(el, 'Home goods')).toHaveAttribute('aria-current', 'page');
    expect(link(el, 'Shop')).toHaveAttribute('data-trail');
    expect(link(el, 'Home').hasAttribute('aria-current')).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('renders from inline JSON with a logo', async () => {
    const json = { title: 'Harbor', href: '/', logo: '/logo.svg', items: [{ title: 'Menu', children: [{ title: 'Lunch', href: '/lunch' }] }, { title: 'Book', href: '/book' }] };
    const el = await fixture(`<site-header data-label="Primary"><script type="application/json">${JSON.stringify(json)}</script></site-header>`);
    expect(el.querySelector('nav')).toHaveAttribute('aria-label', 'Primary');
    expect(el.querySelector('img')).toHaveAttribute('alt', '');
    expect(link(el, 'Harbor').getAttribute('href')).toBe('/');
    expect(buttons(el)).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('shows a configuration error and keeps the server links when the JSON is wrong', async () => {
    const { result: el, calls } = await captureConsoleErrors(() =>
      fixture(`<site-header><script type="application/json">{"title": "X", "items": [{"title": "A", "href": "javascript:alert(1)"}]}</script><a href="/" data-brand>Home</a></site-header>`),
    );
    expect(el.querySelector('[data-site-config-error]')?.textContent).toMatch('inline JSON');
    expect(calls).toHaveLength(1);
    expect(link(el, 'Home').getAttribute('href')).toBe('/');
  });
});

describe('<site-header> dropdowns (disclosure navigation)', () => {
  it('opens on click, closes on a second click, on a click outside and when focus leaves', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ title: string; open: boolean }>(document, 'site-header-toggle');
    await click(shopToggle(el));
    expect(shopToggle(el)).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownOf(shopToggle(el)).hidden).toBe(false);
    await expectNoAxeViolations(el);
    await click(companyButton(el));
    expect(buttons(el).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    await click(companyButton(el));
    expect(companyButton(el)).toHaveAttribute('aria-expanded', 'false');
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([
      { title: 'Shop', open: true },
      { title: 'Shop', open: false },
      { title: 'Company', open: true },
      { title: 'Company', open: false },
    ]);

    await click(shopToggle(el));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(shopToggle(el)).toHaveAttribute('aria-expanded', 'false');

    await click(shopToggle(el));
    shopToggle(el).focus();
    defined(el.querySelector<HTMLButtonElement>('#extra')).focus();
    await settle();
    expect(shopToggle(el)).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the keyboard pattern: Enter and Space toggle, arrows move, Escape closes and returns focus', async () => {
    const el = await fixture(markup());
    link(el, 'Home').focus();
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(link(el, 'Shop'));
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(shopToggle(el));
    await pressKey('Enter');
    expect(shopToggle(el)).toHaveAttribute('aria-expanded', 'true');
    await pressKey('ArrowDown');
    expect(document.activeElement).toBe(link(el, 'Fashion'));
    await pressKey('ArrowDown');
    expect(document.activeElement).toBe(link(el, 'Home goods'));
    await pressKey('ArrowDown');
    expect(document.activeElement).toBe(link(el, 'Home goods'));
    await pressKey('Home');
    expect(document.activeElement).toBe(link(el, 'Fashion'));
    await pressKey('Escape');
    expect(shopToggle(el)).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(shopToggle(el));
    await pressKey('End');
    expect(document.activeElement).toBe(link(el, 'Contact'));
    await pressKey('ArrowLeft');
    expect(document.activeElement).toBe(companyButton(el));
    await pressKey('Space');
    expect(companyButton(el)).toHaveAttribute('aria-expanded', 'true');
    await pressKey('Tab');
    expect(document.activeElement).toBe(link(el, 'About'));
    await expectNoAxeViolations(el);
    await pressKey('Escape');
    expect(document.activeElement).toBe(companyButton(el));
    await pressKey('Home');
    expect(document.activeElement).toBe(link(el, 'Home'));
  });
});

describe('<site-header> at 767 and 768 px', () => {
  it('below 768 px collapses the menu behind a Menu button', async () => {
    await setViewport({ width: 767, height: 800 });
    const el = await fixture(markup());
    const toggle = menuButton(el);
    const nav = defined(el.querySelector('nav'));
    expect(getComputedStyle(toggle).display).not.toBe('none');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(getComputedStyle(nav).display).toBe('none');
    await expectNoAxeViolations(el);
    toggle.focus();
    await pressKey('Enter');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(nav).display).toBe('block');
    expect(nav.getBoundingClientRect().top).toBeGreaterThan(toggle.getBoundingClientRect().bottom - 1);
    await pressKey('Tab');
    expect(document.activeElement).toBe(link(el, 'Home'));
    await pressKey('Escape');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
    // Escape on the Menu button itself closes the open menu too.
    await pressKey('Enter');
    await pressKey('Escape');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(el);
  });

  it('from 768 px shows the menu in the bar and hides the Menu button', async () => {
    await setViewport({ width: 768, height: 800 });
    const el = await fixture(markup());
    expect(getComputedStyle(menuButton(el)).display).toBe('none');
    const nav = defined(el.querySelector('nav'));
    expect(getComputedStyle(nav).display).toBe('block');
    const brand = link(el, 'Northwind').getBoundingClientRect();
    expect(Math.abs(link(el, 'Home').getBoundingClientRect().top - brand.top)).toBeLessThan(24);
    await click(shopToggle(el));
    expect(getComputedStyle(dropdownOf(shopToggle(el))).position).toBe('absolute');
    await expectNoAxeViolations(el);
  });
});
