import { setViewport } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, recordEvents } from '../../test/browser/fixture.ts';
import { expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const pages = (section: string, count: number) =>
  Array.from({ length: count }, (_, i) => `<li><a href="/docs/${section}/${i + 1}">${section} page ${i + 1}</a></li>`).join('');

const markup = (attrs = '', extra = '') => `
  <site-docs-sidebar id="docs" ${attrs}>
    <a href="#docs-tree" data-sidebar-toggle>Documentation</a>
    <nav id="docs-tree" aria-label="Documentation"><ul>
      <li><span>Getting started</span><ul>
        <li><a href="/docs">Introduction</a></li>
        <li><a href="/docs/install">Install</a><ul><li><a href="/docs/install/cdn">From a CDN</a></li></ul></li>
      </ul></li>
      <li><span>Elements</span><ul>
        <li><a href="/docs/header">Header</a></li>
        <li><a href="/docs/footer">Footer</a></li>
      </ul></li>
      ${extra}
    </ul></nav>
  </site-docs-sidebar>`;

const STORAGE_KEY = 'site-nav-open:org_test:docs:docs';
const sidebarToggle = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button'), 'sidebar toggle');
const section = (el: Element, title: string): HTMLButtonElement =>
  defined(Array.from(el.querySelectorAll<HTMLButtonElement>('nav button')).find((b) => b.textContent === title), `section ${title}`);
const link = (el: Element, text: string): HTMLAnchorElement =>
  defined(Array.from(el.querySelectorAll('a')).find((a) => a.textContent?.trim() === text), `link ${text}`);
const tree = (el: Element): HTMLElement => defined(el.querySelector('nav'), 'tree');

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

describe('<site-docs-sidebar> upgrade', () => {
  it('keeps the toggle and every row where the server put them (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({
      html: markup('data-current="/docs/install/cdn"'),
      tag: 'site-docs-sidebar',
      load: () => import('./site-docs-sidebar.element.ts'),
      before: 'a, span',
      after: 'a, button[aria-controls]:not([aria-label])',
      height: 800,
    });
  });
});

describe('<site-docs-sidebar> tree', () => {
  before(async () => {
    await import('./site-docs-sidebar.element.ts');
  });

  it('is open by default with every section open, and marks the current page', async () => {
    const el = await fixture(markup('data-current="/docs/install/cdn"'));
    expect(sidebarToggle(el)).toHaveAttribute('aria-expanded', 'true');
    expect(sidebarToggle(el).textContent).toBe('Documentation');
    expect(tree(el)).toHaveAttribute('aria-label', 'Documentation');
    expect(section(el, 'Getting started')).toHaveAttribute('aria-expanded', 'true');
    expect(section(el, 'Elements')).toHaveAttribute('aria-expanded', 'true');
    expect(link(el, 'From a CDN')).toHaveAttribute('aria-current', 'page');
    expect(link(el, 'From a CDN').checkVisibility()).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('scrolls the current page into view inside the sidebar, not the page', async () => {
    await setViewport({ width: 1024, height: 400 });
    const el = await fixture(markup('data-current="/docs/reference/30"', `<li><span>Reference</span><ul>${pages('reference', 30)}</ul></li>`));
    const box = tree(el).getBoundingClientRect();
    const current = link(el, 'reference page 30').getBoundingClientRect();
    expect(tree(el).scrollTop).toBeGreaterThan(0);
    expect(current.top).toBeGreaterThan(box.top - 1);
    expect(current.bottom).toBeLessThan(box.bottom + 1);
    expect(window.scrollY).toBe(0);
    await expectNoAxeViolations(el);
  });

  it('collapses sections by keyboard and remembers them, with the sidebar itself, across visits', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ title: string; open: boolean }>(document, 'site-docs-sidebar-toggle');
    section(el, 'Elements').focus();
    await pressKey('Enter');
    expect(section(el, 'Elements')).toHaveAttribute('aria-expanded', 'false');
    expect(link(el, 'Header').checkVisibility()).toBe(false);
    await pressKey('Space');
    await pressKey('Space');
    sidebarToggle(el).focus();
    await pressKey('Enter');
    expect(sidebarToggle(el)).toHaveAttribute('aria-expanded', 'false');
    expect(tree(el).hidden).toBe(true);
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([
      { title: 'Elements', open: false },
      { title: 'Elements', open: true },
      { title: 'Elements', open: false },
      { title: 'Documentation', open: false },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')?.items).toEqual([
      { key: 'elements', open: false },
      { key: '@sidebar', open: false },
    ]);
    await expectNoAxeViolations(el);
    cleanup();
    const again = await fixture(markup());
    expect(sidebarToggle(again)).toHaveAttribute('aria-expanded', 'false');
    await click(sidebarToggle(again));
    expect(section(again, 'Elements')).toHaveAttribute('aria-expanded', 'false');
    expect(section(again, 'Getting started')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles a page with children through its own button', async () => {
    const el = await fixture(markup());
    const more = defined(el.querySelector<HTMLButtonElement>('button[aria-label="More in Install"]'));
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await click(more);
    expect(link(el, 'From a CDN').checkVisibility()).toBe(false);
  });
});

describe('<site-docs-sidebar> at 767 and 768 px', () => {
  it('below 768 px starts closed behind its toggle, whatever was remembered', async () => {
    await setViewport({ width: 767, height: 800 });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, items: [{ key: '@sidebar', open: true }] }));
    const el = await fixture(markup('data-current="/docs/header"'));
    expect(sidebarToggle(el)).toHaveAttribute('aria-expanded', 'false');
    expect(tree(el).hidden).toBe(true);
    await expectNoAxeViolations(el);
    await click(sidebarToggle(el));
    expect(link(el, 'Header').checkVisibility()).toBe(true);
    expect(getComputedStyle(defined(el.querySelector('div'))).position).toBe('static');
    await expectNoAxeViolations(el);
  });

  it('from 768 px starts open and sticks to the top of the viewport', async () => {
    await setViewport({ width: 768, height: 800 });
    const el = await fixture(markup());
    expect(sidebarToggle(el)).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(defined(el.querySelector('div'))).position).toBe('sticky');
    await expectNoAxeViolations(el);
  });
});
