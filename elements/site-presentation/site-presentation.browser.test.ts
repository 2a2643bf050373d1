import { emulateMedia } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, waitFor } from '../../test/browser/fixture.ts';
import { animationsDone, insertServerHtml, installFallbackStylesheet, removeServerHtml, waitForUpgrade } from '../../test/browser/upgrade.ts';

const sections = (attrs = '') => `
  <site-presentation data-label="Quarterly review" ${attrs}>
    <section><h2>Welcome</h2><p>Results of the quarter.</p><aside data-notes>Greet the room.</aside></section>
    <section><h2>Numbers</h2><p>Revenue grew.</p><label>Comment <input id="comment"></label></section>
    <section><h2>Next steps</h2><p>Hire two people.</p></section>
  </site-presentation>`;

const dot = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1f5fbf"/></svg>')}`;
const jsonSlides = [
  { title: 'Intro', content: 'First paragraph.\n\nSecond paragraph.', notes: 'Say hello.' },
  { title: 'Picture', content: 'An image slide.', image: dot, alt: 'A blue rectangle' },
  { title: 'Rich', content: `<p>Safe <strong>bold</strong></p><img src="${dot}" onerror="window.__hacked=1"><script>window.__hacked=2</script>` },
  { title: 'End', content: 'Thanks.' },
];
const json = (attrs = '', slides: unknown = jsonSlides) =>
  `<site-presentation data-label="Demo deck" ${attrs}><script type="application/json">${JSON.stringify(slides).replace(/</g, '\\u003c')}</script></site-presentation>`;

const shownSlide = (el: Element): HTMLElement => defined(el.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])'), 'shown slide');
const counter = (el: Element): string => el.querySelector('[role="group"][aria-label="Slide controls"] span')?.textContent ?? '';
const button = (el: Element, name: string): HTMLButtonElement =>
  defined(Array.from(el.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.getAttribute('aria-label') === name), `button ${name}`);
const gridCards = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('ul[aria-label="All slides"] button'));
const live = (el: Element): HTMLElement => defined(el.querySelector<HTMLElement>('[aria-live]'), 'live region');

async function axeSettled(el: HTMLElement): Promise<void> {
  await animationsDone(el);
  await expectNoAxeViolations(el);
}

afterEach(async () => {
  cleanup();
  history.replaceState(null, '', location.pathname + location.search);
  await emulateMedia({ reducedMotion: 'no-preference' });
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
});

describe('<site-presentation> before JavaScript', () => {
  it('shows the server sections as a vertical list with the notes hidden, then upgrades', async () => {
    await installFallbackStylesheet();
    const el = insertServerHtml(sections());
    const boxes = Array.from(el.querySelectorAll('section')).map((s) => s.getBoundingClientRect());
    expect(boxes).toHaveLength(3);
    expect(defined(boxes[1]).top).toBeGreaterThan(defined(boxes[0]).bottom - 1);
    expect(defined(boxes[2]).top).toBeGreaterThan(defined(boxes[1]).bottom - 1);
    expect(getComputedStyle(defined(el.querySelector('aside'))).display).toBe('none');
    await import('./site-presentation.element.ts');
    await waitForUpgrade(el.parentElement as Element, 'site-presentation');
    expect(el.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    removeServerHtml();
  });
});

describe('<site-presentation>', () => {
  before(async () => {
    await import('./site-presentation.element.ts');
  });

  it('renders a labelled region of slides from sections, keeping the server nodes and notes apart', async () => {
    const el = await fixture(sections());
    const region = defined(el.querySelector('[role="region"]'));
    expect(region).toHaveAttribute('aria-label', 'Quarterly review');
    const slides = el.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(shownSlide(el)).toHaveAttribute('aria-label', '1 of 3: Welcome');
    expect(shownSlide(el).querySelector('h2')?.textContent).toBe('Welcome');
    expect(shownSlide(el).textContent).not.toContain('Greet the room');
    expect(counter(el)).toBe('1 / 3');
    expect(Array.from(el.querySelectorAll('ul[aria-label="Slides"] button')).map((b) => b.textContent)).toEqual(['11. Welcome', '22. Numbers', '33. Next steps']);
    await axeSettled(el);
  });

  it('renders inline JSON: paragraphs, image with alt, HTML sanitized', async () => {
    const el = await fixture(json());
    expect(shownSlide(el).querySelectorAll('p')).toHaveLength(2);
    expect(defined(el.querySelectorAll('[aria-roledescription="slide"]')[1]).querySelector('img')?.getAttribute('alt')).toBe('A blue rectangle');
    const rich = defined(el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')[2]);
    await waitFor(() => rich.querySelector('strong'), { message: 'sanitized HTML' });
    expect(rich.querySelector('script')).toBeNull();
    expect(rich.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
    await axeSettled(el);
  });

  it('moves with the keys while focus is inside: arrows, PageUp/PageDown, Space, Home, End', async () => {
    const el = await fixture(json('data-hash="false"'));
    shownSlide(el).focus();
    await pressKey('ArrowRight');
    expect(counter(el)).toBe('2 / 4');
    expect(live(el).textContent).toBe('Slide 2 of 4');
    expect(document.activeElement).toBe(shownSlide(el));
    await pressKey('PageDown');
    expect(counter(el)).toBe('3 / 4');
    await pressKey('PageUp');
    await pressKey('ArrowLeft');
    expect(counter(el)).toBe('1 / 4');
    await pressKey('ArrowLeft');
    expect(counter(el)).toBe('1 / 4');
    await pressKey('Space');
    expect(counter(el)).toBe('2 / 4');
    await pressKey('End');
    expect(counter(el)).toBe('4 / 4');
    await pressKey('ArrowRight');
    expect(counter(el)).toBe('4 / 4');
    await pressKey('Home');
    expect(counter(el)).toBe('1 / 4');
    expect(button(el, 'Previous slide')).toHaveAttribute('aria-disabled', 'true');
    await axeSettled(el);
  });

  it('ignores keys outside the viewer and while typing in an input', async () => {
    const el = await fixture(sections('data-hash="false"'));
    (document.activeElement as HTMLElement | null)?.blur();
    await pressKey('ArrowRight');
    await pressKey('g');
    expect(counter(el)).toBe('1 / 3');
    await click(button(el, 'Next slide'));
    const input = defined(el.querySelector<HTMLInputElement>('#comment'));
    input.focus();
    await pressKey('ArrowRight');
    await pressKey('g');
    await pressKey('End');
    expect(counter(el)).toBe('2 / 3');
    expect(input.value).toBe('g');
    expect(el.querySelector('ul[aria-label="All slides"]')).toBeNull();
  });

  it('Space on the Play button toggles autoplay instead of moving', async () => {
    const el = await fixture(json('data-hash="false"'));
    button(el, 'Play slideshow').focus();
    await pressKey('Space');
    expect(counter(el)).toBe('1 / 4');
    expect(document.activeElement).toBe(button(el, 'Pause slideshow'));
    expect(live(el)).toHaveAttribute('aria-live', 'off');
    await pressKey('Space');
    expect(button(el, 'Play slideshow')).toBeTruthy();
    expect(live(el)).toHaveAttribute('aria-live', 'polite');
  });

  it('opens the slide the URL hash names, follows hashchange and keeps the hash without new history entries', async () => {
    history.replaceState(null, '', '#slide-3');
    const el = await fixture(sections());
    expect(counter(el)).toBe('3 / 3');
    const length = history.length;
    const events = recordEvents<{ index: number; slide: number; title: string }>(document, 'site-presentation-change');
    await click(button(el, 'Previous slide'));
    expect(location.hash).toBe('#slide-2');
    expect(history.length).toBe(length);
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([{ index: 1, slide: 2, title: 'Numbers' }]);
    location.hash = '#slide-1';
    await waitFor(() => counter(el) === '1 / 3', { message: 'hashchange to slide 1' });
    location.hash = '#slide-abc';
    await new Promise((done) => setTimeout(done, 50));
    expect(counter(el)).toBe('1 / 3');
  });

  it('ignores bad hashes (#slide-0, #slide-999) and uses data-start', async () => {
    for (const hash of ['#slide-0', '#slide-999', '#slide-abc']) {
      history.replaceState(null, '', hash);
      const el = await fixture(sections('data-start="2"'));
      expect(counter(el)).toBe('2 / 3');
      cleanup();
    }
  });

  it('two viewers with ids keep their own #<id>-N', async () => {
    history.replaceState(null, '', '#second-2');
    const first = await fixture(sections('id="first"'));
    const second = await fixture(json('id="second"'));
    expect(counter(first)).toBe('1 / 3');
    expect(counter(second)).toBe('2 / 4');
    await click(button(first, 'Next slide'));
    expect(location.hash).toBe('#first-2');
    expect(counter(second)).toBe('2 / 4');
    location.hash = '#second-4';
    await waitFor(() => counter(second) === '4 / 4', { message: 'second deck on slide 4' });
    expect(counter(first)).toBe('2 / 3');
  });

  it('G opens the grid with focus on the current card; choosing a card shows it and leaves the grid', async () => {
    const el = await fixture(json('data-hash="false" data-start="2"'));
    shownSlide(el).focus();
    await pressKey('g');
    expect(gridCards(el)).toHaveLength(4);
    expect(document.activeElement).toBe(gridCards(el)[1]);
    expect(defined(el.querySelector<HTMLElement>('[aria-roledescription="slide"]')).closest('[hidden]')).toBeTruthy();
    expect(button(el, 'Grid overview')).toHaveAttribute('aria-pressed', 'true');
    await axeSettled(el);
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(gridCards(el)[2]);
    expect(counter(el)).toBe('2 / 4');
    await pressKey('End');
    await pressKey('Enter');
    expect(gridCards(el)).toHaveLength(0);
    expect(counter(el)).toBe('4 / 4');
    expect(document.activeElement).toBe(shownSlide(el));
    await pressKey('G');
    await pressKey('Escape');
    expect(gridCards(el)).toHaveLength(0);
    expect(document.activeElement).toBe(shownSlide(el));
    await click(button(el, 'Grid overview'));
    await click(defined(gridCards(el)[0]));
    expect(counter(el)).toBe('1 / 4');
    expect(document.activeElement).toBe(shownSlide(el));
  });

  it('presenting mode covers the page with the notes, keeps Tab inside, and Esc returns focus to its button', async () => {
    const el = await fixture(json('data-hash="false"'));
    await click(button(el, 'Presenting mode'));
    const dialog = defined(el.querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    expect(dialog.textContent).toContain('Say hello.');
    expect(dialog.textContent).toContain('Next: Picture');
    expect(document.activeElement).toBe(shownSlide(el));
    await axeSettled(el);
    await pressKey('Shift+Tab');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await pressKey('Escape');
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button(el, 'Presenting mode'));
    await axeSettled(el);
  });

  it('a refused fullscreen request is only logged; the viewer keeps working', async () => {
    const el = await fixture(json('data-hash="false"'));
    el.requestFullscreen = () => Promise.reject(new Error('denied by test'));
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      shownSlide(el).focus();
      await pressKey('f');
      await waitFor(() => warnings.length > 0, { message: 'console.warn' });
    } finally {
      console.warn = original;
    }
    expect(String(warnings[0]?.[0])).toMatch('fullscreen is not available');
    expect(button(el, 'Fullscreen')).toHaveAttribute('aria-pressed', 'false');
    await pressKey('ArrowRight');
    expect(counter(el)).toBe('2 / 4');
    await axeSettled(el);
  });

  it('F enters real fullscreen on the element and Esc leaves it', async () => {
    const el = await fixture(json('data-hash="false"'));
    shownSlide(el).focus();
    await pressKey('f');
    await waitFor(() => document.fullscreenElement === el, { message: 'fullscreen' });
    expect(button(el, 'Fullscreen')).toHaveAttribute('aria-pressed', 'true');
    await axeSettled(el);
    await click(button(el, 'Fullscreen'));
    await waitFor(() => document.fullscreenElement === null, { message: 'fullscreen left' });
    expect(button(el, 'Fullscreen')).toHaveAttribute('aria-pressed', 'false');
  });

  it('autoplay moves every 5 s and stops on the last slide', async () => {
    const delays: number[] = [];
    const realTimeout = window.setTimeout;
    // Fire the 5 s autoplay timer at once, recording its delay.
    window.setTimeout = ((fn: () => void, delay?: number) => {
      if (delay === 5000) delays.push(delay);
      return realTimeout(fn, delay === 5000 ? 20 : delay);
    }) as typeof window.setTimeout;
    try {
      const el = await fixture(json('data-hash="false" data-autoplay'));
      expect(button(el, 'Pause slideshow')).toBeTruthy();
      await waitFor(() => counter(el) === '4 / 4', { message: 'last slide' });
      await waitFor(() => el.querySelector('button[aria-label="Play slideshow"]'), { message: 'autoplay stopped' });
      await new Promise((done) => realTimeout(done, 100));
      expect(counter(el)).toBe('4 / 4');
      expect(delays).toEqual([5000, 5000, 5000]);
      await axeSettled(el);
    } finally {
      window.setTimeout = realTimeout;
    }
  });

  it('never autoplays under reduced motion: no Play button, the slide stays', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture(json('data-hash="false" data-autoplay'));
    expect(el.querySelector('button[aria-label="Pause slideshow"], button[aria-label="Play slideshow"]')).toBeNull();
    await new Promise((done) => setTimeout(done, 100));
    expect(counter(el)).toBe('1 / 4');
    expect(getComputedStyle(shownSlide(el)).animationName).toBe('none');
    await axeSettled(el);
  });

  it('names the bad field of the inline JSON', async () => {
    const { result: noAlt } = await captureConsoleErrors(() => fixture(json('', [{ title: 'A' }, { title: 'B', image: dot }])));
    expect(noAlt.querySelector('[data-site-config-error]')?.textContent).toMatch('[1].alt');
    const { result: badImage } = await captureConsoleErrors(() => fixture(json('', [{ title: 'A', image: 'javascript:alert(1)', alt: '' }])));
    expect(badImage.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].image');
    const { result: noTitle } = await captureConsoleErrors(() => fixture(json('', [{ content: 'x' }])));
    expect(noTitle.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].title');
    const { result: empty } = await captureConsoleErrors(() => fixture(json('', [])));
    expect(empty.querySelector('[data-site-config-error]')?.textContent).toMatch('at least one slide');
  });
});
