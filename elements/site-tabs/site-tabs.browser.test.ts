import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents } from '../../test/browser/fixture.ts';
import { animationsDone, expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const markup = (attrs = '') => `
  <site-tabs data-label="Product details" ${attrs}>
    <nav><a href="#description">Description</a><a href="#specs">Specifications</a><a href="#care">Care</a></nav>
    <section id="description"><h3>Description</h3><p>Over-ear headphones with <a href="/anc">noise cancelling</a>.</p></section>
    <section id="specs"><h3>Specifications</h3><p>30 hours of battery.</p><label>Note <input id="note"></label></section>
    <section id="care"><h3>Care</h3><p>Wipe with a dry cloth.</p></section>
  </site-tabs>`;

const tabs = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const tab = (el: Element, i: number): HTMLButtonElement => defined(tabs(el)[i], `tab ${i}`);
const panel = (el: Element, id: string): HTMLElement => defined(el.querySelector<HTMLElement>(`[role="tabpanel"]#${id}`), `panel ${id}`);
const selected = (el: Element): string[] => tabs(el).map((b) => b.getAttribute('aria-selected') ?? '');

afterEach(async () => {
  cleanup();
  history.replaceState(null, '', location.pathname + location.search);
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-tabs> upgrade', () => {
  it('keeps the tab row and the first panel where the server put them (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({ html: markup(), tag: 'site-tabs', load: () => import('./site-tabs.element.ts'), before: 'nav > a, p', after: '[role="tab"], p', height: 700 });
  });
});

describe('<site-tabs> tabs pattern', () => {
  before(async () => {
    await import('./site-tabs.element.ts');
  });

  it('renders a labelled tab list over labelled panels, keeping the server nodes', async () => {
    const el = await fixture(markup());
    const list = defined(el.querySelector('[role="tablist"]'));
    expect(list).toHaveAttribute('aria-label', 'Product details');
    expect(tabs(el).map((b) => b.textContent)).toEqual(['Description', 'Specifications', 'Care']);
    expect(selected(el)).toEqual(['true', 'false', 'false']);
    expect(tabs(el).map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    expect(tab(el, 1)).toHaveAttribute('aria-controls', 'specs');
    expect(panel(el, 'specs')).toHaveAttribute('aria-labelledby', tab(el, 1).id);
    expect(panel(el, 'specs').hidden).toBe(true);
    expect(panel(el, 'description').querySelector('h3')).toBeNull();
    expect(panel(el, 'description').querySelector('a')?.getAttribute('href')).toBe('/anc');
    expect(el.querySelector('nav')).toBeNull();
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; Tab enters the panel', async () => {
    const el = await fixture(markup());
    tab(el, 0).focus();
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(tab(el, 1));
    expect(selected(el)).toEqual(['false', 'true', 'false']);
    await pressKey('ArrowLeft');
    await pressKey('ArrowLeft');
    expect(document.activeElement).toBe(tab(el, 2));
    await pressKey('Home');
    expect(selected(el)).toEqual(['true', 'false', 'false']);
    await pressKey('End');
    expect(selected(el)).toEqual(['false', 'false', 'true']);
    await pressKey('Tab');
    expect(document.activeElement).toBe(panel(el, 'care'));
    await pressKey('Shift+Tab');
    expect(document.activeElement).toBe(tab(el, 2));
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('keeps the selected tab in the URL hash without adding history entries', async () => {
    const el = await fixture(markup());
    const length = history.length;
    const events = recordEvents<{ index: number; id: string; title: string }>(document, 'site-tabs-change');
    await click(tab(el, 1));
    expect(location.hash).toBe('#specs');
    expect(history.length).toBe(length);
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([{ index: 1, id: 'specs', title: 'Specifications' }]);
    location.hash = '#care';
    await new Promise((done) => setTimeout(done, 50));
    expect(selected(el)).toEqual(['false', 'false', 'true']);
  });

  it('opens the tab the URL hash names, and keeps panel state across switches', async () => {
    history.replaceState(null, '', '#specs');
    const el = await fixture(markup());
    expect(selected(el)).toEqual(['false', 'true', 'false']);
    const note = defined(el.querySelector<HTMLInputElement>('#note'));
    note.value = 'kept';
    await click(tab(el, 0));
    await click(tab(el, 1));
    expect(defined(el.querySelector<HTMLInputElement>('#note')).value).toBe('kept');
  });

  it('with data-hash="false" leaves the address alone, and data-selected picks the first tab', async () => {
    history.replaceState(null, '', '#specs');
    const el = await fixture(markup('data-hash="false" data-selected="2"'));
    expect(selected(el)).toEqual(['false', 'false', 'true']);
    await click(tab(el, 0));
    expect(location.hash).toBe('#specs');
  });

  it('fades the panel in over 300 ms, and not at all with reduced motion', async () => {
    const el = await fixture(markup());
    await click(tab(el, 1));
    expect(getComputedStyle(panel(el, 'specs')).animationDuration).toBe('0.3s');
    await emulateMedia({ reducedMotion: 'reduce' });
    await click(tab(el, 2));
    expect(getComputedStyle(panel(el, 'care')).animationName).toBe('none');
  });

  it('renders tabs from inline JSON and names a bad id', async () => {
    const json = [{ title: 'Hours', content: 'Mon-Fri 9-17.\n\nClosed Sundays.' }, { title: 'Hours', content: 'Again' }];
    const el = await fixture(`<site-tabs><script type="application/json">${JSON.stringify(json)}</script></site-tabs>`);
    expect(tabs(el).map((b) => b.getAttribute('aria-controls'))).toEqual(['hours', 'hours-2']);
    expect(panel(el, 'hours').querySelectorAll('p')).toHaveLength(2);
    await animationsDone(el);
    await expectNoAxeViolations(el);
    const { result: bad } = await captureConsoleErrors(() => fixture(`<site-tabs><script type="application/json">[{"title":"A","content":"x","id":"1 bad"}]</script></site-tabs>`));
    expect(bad.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].id');
  });
});

describe('<site-tabs> at 767 and 768 px', () => {
  const many = () =>
    `<site-tabs data-hash="false"><script type="application/json">${JSON.stringify(
      ['Overview', 'Specifications', 'Sizes and fit', 'Care instructions', 'Shipping', 'Returns', 'Reviews'].map((title) => ({ title, content: `${title} text.` })),
    )}</script></site-tabs>`;

  it('below 768 px the row scrolls sideways and keeps the selected tab in view', async () => {
    await setViewport({ width: 767, height: 700 });
    const el = await fixture(many());
    const list = defined(el.querySelector<HTMLElement>('[role="tablist"]'));
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThan(768);
    tab(el, 0).focus();
    await pressKey('End');
    const last = tab(el, 6).getBoundingClientRect();
    expect(last.right).toBeLessThan(list.getBoundingClientRect().right + 1);
    expect(window.scrollY).toBe(0);
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('from 768 px shows the same row and panels', async () => {
    await setViewport({ width: 768, height: 700 });
    const el = await fixture(many());
    expect(tabs(el)).toHaveLength(7);
    expect(Math.abs(tab(el, 0).getBoundingClientRect().top - tab(el, 3).getBoundingClientRect().top)).toBeLessThan(1);
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });
});
