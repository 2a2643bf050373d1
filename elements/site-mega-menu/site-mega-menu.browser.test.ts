import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { animationsDone, expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const items = [
  {
    title: 'Shop',
    href: '/store',
    type: 'hero',
    category: 'Featured',
    banner: { title: 'Summer sale', description: 'Up to 30% off outdoor gear.', cta: 'Shop the sale', href: '/store?sale=1' },
    items: [
      { title: 'Electronics', href: '/store?category=electronics', description: 'Headphones, speakers, lamps', icon: '🎧', badge: 'New' },
      { title: 'Fashion', href: '/store?category=fashion', description: 'Jackets, jeans, beanies' },
      { title: 'Home', href: '/store?category=home', description: 'Mugs, blankets, candles' },
    ],
  },
  {
    title: 'Journal',
    type: 'blog',
    items: [
      { title: 'Packing for a weekend hike', href: '/journal/packing', date: 'June 2, 2025', image: '/img/hike.jpg' },
      { title: 'Caring for merino', href: '/journal/merino', date: 'May 20, 2025' },
    ],
  },
  { title: 'Help', children: [{ title: 'Shipping', href: '/shipping' }, { title: 'Returns', href: '/returns' }] },
  { title: 'Contact', href: '/contact' },
];

const fallback = `<nav aria-label="Main"><ul>
  <li><a href="/store">Shop</a><ul><li><a href="/store?category=electronics">Electronics</a></li></ul></li>
  <li><a href="/journal">Journal</a><ul><li><a href="/journal/packing">Packing for a weekend hike</a></li></ul></li>
  <li><a href="/help">Help</a><ul><li><a href="/shipping">Shipping</a></li></ul></li>
  <li><a href="/contact">Contact</a></li>
</ul></nav>`;

const markup = (attrs = '') => `<site-mega-menu data-label="Main" ${attrs}><script type="application/json">${JSON.stringify(items)}</script>${fallback}</site-mega-menu>`;

const triggers = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
const trigger = (el: Element, i: number): HTMLButtonElement => defined(triggers(el)[i], `trigger ${i}`);
const panelOf = (button: HTMLButtonElement): HTMLElement => defined(document.getElementById(button.getAttribute('aria-controls') ?? ''), 'panel');
const link = (el: Element, text: string): HTMLAnchorElement =>
  defined(Array.from(el.querySelectorAll('a')).find((a) => a.textContent?.includes(text)), `link ${text}`);
const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

afterEach(async () => {
  cleanup();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-mega-menu> upgrade', () => {
  it('keeps the bar where the server fallback put it (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({ html: markup(), tag: 'site-mega-menu', load: () => import('./site-mega-menu.element.ts'), before: 'nav > ul > li > :is(a, button)', height: 700 });
  });
});

describe('<site-mega-menu> panels', () => {
  before(async () => {
    await import('./site-mega-menu.element.ts');
  });

  it('renders triggers for entries with panels and links for the others', async () => {
    const el = await fixture(markup());
    expect(el.querySelector('nav')).toHaveAttribute('aria-label', 'Main');
    expect(triggers(el).map((b) => b.textContent)).toEqual(['Shop', 'Journal', 'Help']);
    expect(triggers(el).every((b) => b.getAttribute('aria-expanded') === 'false' && panelOf(b).hidden)).toBe(true);
    expect(link(el, 'Contact').getAttribute('href')).toBe('/contact');
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('lays out hero, blog and default panels', async () => {
    const el = await fixture(markup());
    await click(trigger(el, 0));
    const hero = panelOf(trigger(el, 0));
    expect(hero.querySelector('[data-type="hero"] > :first-child')?.textContent).toMatch('Summer sale');
    expect(link(hero, 'Shop the sale').getAttribute('href')).toBe('/store?sale=1');
    expect(link(hero, 'See everything in Shop').getAttribute('href')).toBe('/store');
    expect(link(hero, 'Electronics').textContent).toBe('🎧ElectronicsNewHeadphones, speakers, lamps');
    expect(hero.textContent).toMatch('Featured');
    await animationsDone(el);
    await expectNoAxeViolations(el);
    await click(trigger(el, 1));
    const blog = panelOf(trigger(el, 1));
    expect(blog.querySelector('img')).toHaveAttribute('alt', '');
    expect(link(blog, 'June 2, 2025').getAttribute('href')).toBe('/journal/packing');
    await click(trigger(el, 2));
    expect(Array.from(panelOf(trigger(el, 2)).querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Shipping', 'Returns']);
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('enters with a 300 ms fade, entries 50 ms apart; no motion with reduced motion', async () => {
    const el = await fixture(markup());
    await click(trigger(el, 0));
    const panel = panelOf(trigger(el, 0));
    expect(getComputedStyle(panel).animationDuration).toBe('0.3s');
    const entries = Array.from(panel.querySelectorAll('li'));
    expect(entries.map((li) => getComputedStyle(li).animationDelay)).toEqual(['0.05s', '0.1s', '0.15s']);
    await click(trigger(el, 0));
    await emulateMedia({ reducedMotion: 'reduce' });
    await click(trigger(el, 0));
    expect(getComputedStyle(panel).animationName).toBe('none');
    expect(getComputedStyle(defined(panel.querySelector('li'))).animationName).toBe('none');
  });

  it('opens on hover and closes 150 ms after the pointer leaves; crossing to the panel keeps it open', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ title: string; open: boolean }>(document, 'site-mega-menu-toggle');
    await sendMouse({ type: 'move', position: center(trigger(el, 0)) });
    await waitFor(() => trigger(el, 0).getAttribute('aria-expanded') === 'true', { message: 'hover to open' });
    await sendMouse({ type: 'move', position: center(link(el, 'Fashion')) });
    await new Promise((done) => setTimeout(done, 250));
    expect(trigger(el, 0)).toHaveAttribute('aria-expanded', 'true');
    await sendMouse({ type: 'move', position: [5, 700] });
    await new Promise((done) => setTimeout(done, 80));
    expect(trigger(el, 0)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => trigger(el, 0).getAttribute('aria-expanded') === 'false', { timeout: 500, message: 'the close delay to run out' });
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([
      { title: 'Shop', open: true },
      { title: 'Shop', open: false },
    ]);
  });

  it('works by touch: a tap opens and a second tap closes (no hover opening)', async () => {
    const el = await fixture(markup());
    const li = defined(trigger(el, 1).parentElement);
    li.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    await settle();
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'false');
    await click(trigger(el, 1));
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'true');
    li.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'touch' }));
    await new Promise((done) => setTimeout(done, 250));
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'true');
    await click(trigger(el, 1));
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'false');
    await click(trigger(el, 1));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the disclosure keyboard pattern', async () => {
    const el = await fixture(markup());
    trigger(el, 0).focus();
    await pressKey('Enter');
    expect(trigger(el, 0)).toHaveAttribute('aria-expanded', 'true');
    await pressKey('ArrowDown');
    expect(document.activeElement).toBe(link(el, 'Shop the sale'));
    await pressKey('ArrowDown');
    expect(document.activeElement?.textContent).toBe('See everything in Shop');
    await pressKey('ArrowUp');
    expect(document.activeElement).toBe(link(el, 'Shop the sale'));
    await pressKey('End');
    expect(document.activeElement).toBe(link(el, 'Home'));
    await pressKey('Escape');
    expect(trigger(el, 0)).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger(el, 0));
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(trigger(el, 1));
    await pressKey('Space');
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'true');
    await pressKey('Tab');
    expect(document.activeElement).toBe(link(el, 'June 2, 2025'));
    await animationsDone(el);
    await expectNoAxeViolations(el);
    await pressKey('Shift+Tab');
    await pressKey('End');
    expect(document.activeElement).toBe(link(el, 'Contact'));
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'true');
    await pressKey('Tab');
    await settle();
    expect(trigger(el, 1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads the server fallback when there is no JSON', async () => {
    const el = await fixture(`<site-mega-menu>${fallback}</site-mega-menu>`);
    expect(triggers(el).map((b) => b.textContent)).toEqual(['Shop', 'Journal', 'Help']);
    await click(trigger(el, 2));
    expect(link(el, 'See everything in Help').getAttribute('href')).toBe('/help');
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('marks the current page and its entry', async () => {
    const el = await fixture(markup('data-current="/store?category=fashion"'));
    expect(trigger(el, 0)).toHaveAttribute('data-trail');
    await click(trigger(el, 0));
    expect(link(el, 'Fashion')).toHaveAttribute('aria-current', 'page');
  });

  it('names the bad JSON field', async () => {
    const { result: el } = await captureConsoleErrors(() => fixture(`<site-mega-menu><script type="application/json">[{"title":"A","type":"mega"}]</script></site-mega-menu>`));
    expect(el.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].type');
  });
});

describe('<site-mega-menu> at 767 and 768 px', () => {
  it('below 768 px stacks the entries and opens panels in place', async () => {
    await setViewport({ width: 767, height: 800 });
    const el = await fixture(markup());
    expect(trigger(el, 1).getBoundingClientRect().top).toBeGreaterThan(trigger(el, 0).getBoundingClientRect().bottom - 1);
    await click(trigger(el, 0));
    expect(getComputedStyle(panelOf(trigger(el, 0))).position).toBe('static');
    expect(trigger(el, 1).getBoundingClientRect().top).toBeGreaterThan(panelOf(trigger(el, 0)).getBoundingClientRect().bottom - 1);
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });

  it('from 768 px sets the entries in a row and the panel over the page', async () => {
    await setViewport({ width: 768, height: 800 });
    const el = await fixture(markup());
    expect(Math.abs(trigger(el, 1).getBoundingClientRect().top - trigger(el, 0).getBoundingClientRect().top)).toBeLessThan(1);
    await click(trigger(el, 0));
    expect(getComputedStyle(panelOf(trigger(el, 0))).position).toBe('absolute');
    await animationsDone(el);
    await expectNoAxeViolations(el);
  });
});
