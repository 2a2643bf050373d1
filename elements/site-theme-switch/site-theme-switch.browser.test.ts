import { SiteThemeSwitchElement } from './site-theme-switch.element.ts';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, fixture, settle } from '../../test/browser/fixture.ts';
import { themeStylesheet } from '../../shared/theme/theme-css.ts';

const KEY = 'site-theme:test-site';
const root = document.documentElement;

function radio(el: HTMLElement, label: string): HTMLInputElement {
  const match = Array.from(el.querySelectorAll('label')).find((l) => l.textContent?.trim() === label);
  return defined(match?.querySelector('input[type="radio"]'), `the ${label} radio`) as HTMLInputElement;
}

const checkedLabel = (el: HTMLElement) => el.querySelector('input:checked')?.parentElement?.textContent?.trim();

before(() => {
  // What a page gets from site-elements.css, plus a site's own theme and page colours from the tokens.
  const style = document.createElement('style');
  style.textContent = `${themeStylesheet()}:root[data-site-theme="harbor"]{--site-color-primary:#8a2d5b;}
body{background:var(--site-color-surface);color:var(--site-color-text)}`;
  // Before the elements' own CSS, as site-elements.css comes first in a page's <head>.
  document.head.prepend(style);
});
beforeEach(() => localStorage.removeItem(KEY));
afterEach(() => {
  cleanup();
  root.removeAttribute('data-site-theme');
  localStorage.removeItem(KEY);
});

describe('<site-theme-switch>', () => {
  it('registers the tag and offers the site theme, Light and Dark as one labelled radio group', async () => {
    expect(customElements.get('site-theme-switch')).toBe(SiteThemeSwitchElement);
    const el = await fixture(`<site-theme-switch data-brand="harbor" data-brand-label="Harbor" data-storage-key="${KEY}"></site-theme-switch>`);
    expect(defined(el.querySelector('fieldset legend')).textContent).toBe('Theme');
    expect(Array.from(el.querySelectorAll('label')).map((l) => l.textContent?.trim())).toEqual(['Harbor', 'Light', 'Dark']);
    expect(checkedLabel(el)).toBe('Harbor');
    expect(root.getAttribute('data-site-theme')).toBe('harbor');
    await expectNoAxeViolations(el);
  });

  it('clicking Dark re-themes the page at once (no reload), remembers it and tells the page', async () => {
    const el = await fixture(`<site-theme-switch data-storage-key="${KEY}"></site-theme-switch>`);
    const legend = defined(el.querySelector('legend'));
    const events: unknown[] = [];
    el.addEventListener('site-theme-change', (e) => events.push((e as CustomEvent).detail));
    expect(getComputedStyle(legend).color).toBe('rgb(27, 31, 36)');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');

    radio(el, 'Dark').click();
    await settle();
    expect(root.getAttribute('data-site-theme')).toBe('dark');
    expect(getComputedStyle(legend).color).toBe('rgb(230, 233, 239)');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(20, 23, 28)');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(events).toEqual([{ theme: 'dark' }]);
    await expectNoAxeViolations(el);

    radio(el, 'Light').click();
    await settle();
    expect(root.getAttribute('data-site-theme')).toBe('light');
    expect(getComputedStyle(legend).color).toBe('rgb(27, 31, 36)');
  });

  it('a new page (a fresh switch) starts with the stored choice, and ignores a stored theme it does not offer', async () => {
    localStorage.setItem(KEY, 'dark');
    const el = await fixture(`<site-theme-switch data-storage-key="${KEY}"></site-theme-switch>`);
    expect(checkedLabel(el)).toBe('Dark');
    expect(root.getAttribute('data-site-theme')).toBe('dark');
    cleanup();
    root.removeAttribute('data-site-theme');
    localStorage.setItem(KEY, 'neon');
    const again = await fixture(`<site-theme-switch data-storage-key="${KEY}"></site-theme-switch>`);
    expect(checkedLabel(again)).toBe('Light');
    expect(root.getAttribute('data-site-theme')).toBe('light');
  });

  it('keeps working when storage refuses to save: the choice applies to this page', async () => {
    const el = await fixture(`<site-theme-switch data-storage-key="${KEY}"></site-theme-switch>`);
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      radio(el, 'Dark').click();
      await settle();
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(root.getAttribute('data-site-theme')).toBe('dark');
    expect(checkedLabel(el)).toBe('Dark');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('two switches stay in step, and System is offered on request', async () => {
    const el = await fixture(
      `<div><site-theme-switch data-storage-key="${KEY}" data-system></site-theme-switch><site-theme-switch data-storage-key="${KEY}" data-label="Colours"></site-theme-switch></div>`,
    );
    const [first, second] = Array.from(el.querySelectorAll('site-theme-switch')) as HTMLElement[];
    expect(Array.from(defined(first).querySelectorAll('label')).map((l) => l.textContent?.trim())).toEqual(['Light', 'Dark', 'System']);
    radio(defined(first), 'Dark').click();
    await settle();
    expect(checkedLabel(defined(second))).toBe('Dark');
    radio(defined(first), 'System').click();
    await settle();
    expect(root.getAttribute('data-site-theme')).toBe('auto');
    expect(checkedLabel(defined(second))).toBe('Dark');
    await expectNoAxeViolations(el);
  });
});
