import { setViewport } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle } from '../../test/browser/fixture.ts';
import { expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const markup = (attrs = '') => `
  <site-nav-list id="guides" data-label="Guides" ${attrs}>
    <ul>
      <li><a href="/docs">Overview</a></li>
      <li data-open><a href="/docs/start">Getting started</a><ul>
        <li><a href="/docs/start/install">Install</a></li>
        <li><a href="/docs/start/first-page" aria-current="page">Your first page</a></li>
      </ul></li>
      <li><span>Elements</span><ul>
        <li><a href="/docs/elements/header">Header</a></li>
        <li><a href="/docs/elements/footer">Footer</a></li>
      </ul></li>
    </ul>
  </site-nav-list>`;

const STORAGE_KEY = 'site-nav-open:org_test:guides';
const link = (el: Element, text: string): HTMLAnchorElement =>
  defined(Array.from(el.querySelectorAll('a')).find((a) => a.textContent?.trim() === text), `link ${text}`);
const toggles = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
const visible = (el: Element): boolean => el.checkVisibility();

before(() => {
  const meta = document.createElement('meta');
  meta.name = 'site-tenant';
  meta.content = 'org_test';
  document.head.appendChild(meta);
});

beforeEach(() => localStorage.clear());

afterEach(async () => {
  cleanup();
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-nav-list> upgrade', () => {
  it('keeps every row where the server put it (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({
      html: markup('data-current="/docs/start/first-page"'),
      tag: 'site-nav-list',
      load: () => import('./site-nav-list.element.ts'),
      before: 'a, span',
      // "Elements" is a <span> before and a <button> after, with the same box.
      after: 'a, :is(button, span):not([aria-hidden]):not(button *)',
      height: 800,
    });
  });
});

describe('<site-nav-list> disclosure', () => {
  before(async () => {
    await import('./site-nav-list.element.ts');
  });

  it("renders links, opens the current page's branch and marks the page", async () => {
    const el = await fixture(markup('data-current="/docs/start/first-page"'));
    expect(el.querySelector('nav')).toHaveAttribute('aria-label', 'Guides');
    expect(toggles(el).map((b) => [b.getAttribute('aria-label') ?? b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['More in Getting started', 'true'],
      ['Elements', 'false'],
    ]);
    expect(link(el, 'Your first page')).toHaveAttribute('aria-current', 'page');
    expect(visible(link(el, 'Install'))).toBe(true);
    expect(visible(link(el, 'Header'))).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('toggles with a click, Enter and Space; closed links are out of the tab order', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ title: string; open: boolean }>(document, 'site-nav-list-toggle');
    const [started, elements] = toggles(el).map((b) => defined(b));
    await click(defined(elements));
    expect(elements).toHaveAttribute('aria-expanded', 'true');
    expect(visible(link(el, 'Header'))).toBe(true);
    defined(elements).focus();
    await pressKey('Enter');
    expect(elements).toHaveAttribute('aria-expanded', 'false');
    link(el, 'Getting started').focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(started);
    await pressKey('Tab');
    expect(document.activeElement).toBe(elements);
    await pressKey('Space');
    expect(elements).toHaveAttribute('aria-expanded', 'true');
    await pressKey('Tab');
    expect(document.activeElement).toBe(link(el, 'Header'));
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([
      { title: 'Elements', open: true },
      { title: 'Elements', open: false },
      { title: 'Elements', open: true },
    ]);
    await expectNoAxeViolations(el);
  });

  it('remembers what the visitor opened and closed, per site, across page loads', async () => {
    const first = await fixture(markup('data-current="/docs/start/first-page"'));
    await click(defined(toggles(first)[0]));
    await click(defined(toggles(first)[1]));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      items: [
        { key: 'getting started', open: false },
        { key: 'elements', open: true },
      ],
    });
    cleanup();
    const again = await fixture(markup('data-current="/docs/start/first-page"'));
    expect(toggles(again).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
  });

  it('follows a change made in another tab', async () => {
    const el = await fixture(markup());
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, items: [{ key: 'elements', open: true }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    await settle();
    expect(defined(toggles(el)[1])).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores a corrupted or foreign-version stored state', async () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"items":[{"key":"elements","open":"yes"}]}');
    const el = await fixture(markup());
    expect(toggles(el).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    cleanup();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 7, items: [{ key: 'elements', open: true }] }));
    const { result: other } = await captureConsoleErrors(() => fixture(markup()));
    expect(toggles(other).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });

  it('opens every branch with data-expanded, and renders JSON items with image, icon and description', async () => {
    const items = [
      { title: 'Trail guides', href: '/guides', image: '/img/trail.jpg', description: 'Routes around New York', children: [{ title: 'Catskills', href: '/guides/catskills', icon: '⛰' }] },
      { title: 'Care', icon: '🧼', children: [{ title: 'Merino', href: '/care/merino', description: 'Wash cold' }] },
    ];
    const el = await fixture(`<site-nav-list data-expanded><script type="application/json">${JSON.stringify(items)}</script></site-nav-list>`);
    expect(toggles(el).map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    expect(el.querySelector('img')).toHaveAttribute('alt', '');
    expect(link(el, 'Trail guidesRoutes around New York').getAttribute('href')).toBe('/guides');
    expect(el.querySelector('nav')).toHaveAttribute('aria-label', 'Navigation');
    await expectNoAxeViolations(el);
  });
});

describe('<site-nav-list> at 767 and 768 px', () => {
  for (const width of [767, 768]) {
    it(`at ${width} px fits the width with 44 px rows`, async () => {
      await setViewport({ width, height: 800 });
      const el = await fixture(`<div style="width: 100%">${markup('data-expanded')}</div>`);
      const list = defined(el.querySelector('site-nav-list'));
      expect(list.scrollWidth).toBeLessThan(list.clientWidth + 1);
      for (const control of Array.from(list.querySelectorAll('a, button'))) expect(control.getBoundingClientRect().height).toBeGreaterThan(43.9);
      await expectNoAxeViolations(el);
    });
  }
});
