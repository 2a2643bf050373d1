import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, waitFor } from '../../test/browser/fixture.ts';

const articles = (n: number) =>
  Array.from({ length: n }, (_, i) => `<article style="height: 120px"><h3>Slide ${i + 1}</h3><p>Text ${i + 1}</p></article>`).join('');
const markup = (attrs = '', n = 5) => `<site-carousel data-label="Featured" data-duration="0" ${attrs}>${articles(n)}</site-carousel>`;

const picture = (i: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="hsl(${i * 40} 50% 30%)"/></svg>`)}`;
const jsonSlides = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ image: picture(i), alt: `Photo ${i + 1}`, title: `Title ${i + 1}`, caption: `Caption ${i + 1}` }));

const slides = (el: Element): HTMLElement[] => Array.from(el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
const shownLabels = (el: Element): string[] =>
  slides(el)
    .filter((s) => !s.inert)
    .map((s) => s.getAttribute('aria-label') ?? '');
const button = (el: Element, name: string): HTMLButtonElement =>
  defined(
    Array.from(el.querySelectorAll<HTMLButtonElement>('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name),
    `button ${name}`,
  );
const dotLabels = (el: Element): string[] =>
  Array.from(el.querySelectorAll('[aria-label="Choose a slide"] button')).map((b) => b.getAttribute('aria-label') ?? '');
const region = (el: Element): HTMLElement => defined(el.querySelector<HTMLElement>('[aria-roledescription="carousel"]'), 'carousel region');
const live = (el: Element): string => defined(el.querySelector('[aria-live]'), 'live region').getAttribute('aria-live') ?? '';
const showsFirst = (el: Element, label: string) =>
  waitFor(() => shownLabels(el)[0] === label, {
    message: `slide ${label} first in view (shows ${shownLabels(el).join(', ')})`,
    timeout: 3000,
  });
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterEach(async () => {
  cleanup();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-carousel> carousel pattern', () => {
  before(async () => {
    await import('./site-carousel.element.ts');
  });

  it('is a labelled carousel region of slides labelled "N of M", keeping the server nodes', async () => {
    const el = await fixture(markup());
    expect(region(el)).toHaveAttribute('aria-label', 'Featured');
    expect(slides(el).map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(slides(el).every((s) => s.getAttribute('role') === 'group')).toBe(true);
    expect(slides(el)[2]?.querySelector('h3')?.textContent).toBe('Slide 3');
    expect(shownLabels(el)).toEqual(['1 of 5']);
    expect(live(el)).toBe('polite');
    expect(el.querySelector('.keen-slider')).toBeTruthy();
    await expectNoAxeViolations(el);
  });

  it('makes the server elements the slides in place, and wraps a link so it stays a link', async () => {
    const el = await fixture(
      `<site-carousel data-label="Mixed" data-duration="0"><article id="plain">Plain</article><a id="link" href="#here">A link</a></site-carousel>`,
    );
    const [first, second] = slides(el);
    expect(first?.id).toBe('plain');
    expect(first).toHaveAttribute('role', 'group');
    expect(second?.id).toBe('');
    expect(second?.querySelector('#link')?.getAttribute('role')).toBeNull();
    expect(second?.querySelector('a')?.getAttribute('href')).toBe('#here');
  });

  it('without loop, previous is disabled at the start and next at the end', async () => {
    const el = await fixture(markup('', 3));
    expect(button(el, 'Previous slide').disabled).toBe(true);
    await click(button(el, 'Next slide'));
    await showsFirst(el, '2 of 3');
    await click(button(el, 'Next slide'));
    await showsFirst(el, '3 of 3');
    expect(button(el, 'Next slide').disabled).toBe(true);
    await click(button(el, 'Previous slide'));
    await showsFirst(el, '2 of 3');
  });

  it('with loop, previous from the first slide goes to the last and next wraps to the first', async () => {
    const el = await fixture(markup('data-loop', 3));
    expect(button(el, 'Previous slide').disabled).toBe(false);
    await click(button(el, 'Previous slide'));
    await showsFirst(el, '3 of 3');
    await click(button(el, 'Next slide'));
    await showsFirst(el, '1 of 3');
  });

  it('is keyboard operable: Tab reaches the buttons, Enter and Space move, dots pick a slide', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ index: number }>(document, 'site-carousel-change');
    button(el, 'Previous slide').focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(button(el, 'Go to slide 1'));
    expect(button(el, 'Go to slide 1')).toHaveAttribute('aria-current', 'true');
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    expect(document.activeElement).toBe(button(el, 'Next slide'));
    await pressKey('Enter');
    await showsFirst(el, '2 of 5');
    await pressKey('Space');
    await showsFirst(el, '3 of 5');
    button(el, 'Go to slide 5').focus();
    await pressKey('Enter');
    await showsFirst(el, '5 of 5');
    expect(button(el, 'Go to slide 5')).toHaveAttribute('aria-current', 'true');
    events.stop();
    expect(events.events.map((e) => e.detail.index)).toEqual([1, 2, 4]);
    await expectNoAxeViolations(el);
  });

  it('shows several slides, moves by the scroll step and follows the breakpoints', async () => {
    const el = await fixture(markup('data-slides-to-show="2" data-slides-to-show-md="3" data-slides-to-scroll="3"', 10));
    expect(shownLabels(el)).toEqual(['1 of 10', '2 of 10', '3 of 10']);
    const [a, b] = slides(el).map((s) => s.getBoundingClientRect());
    expect(Math.abs(defined(b).left - defined(a).right - 16)).toBeLessThan(1.5);
    await click(button(el, 'Next slide'));
    await showsFirst(el, '4 of 10');
    await click(button(el, 'Next slide'));
    await click(button(el, 'Next slide'));
    await showsFirst(el, '8 of 10');
    expect(button(el, 'Next slide').disabled).toBe(true);
    expect(dotLabels(el)).toEqual(['Go to slide 1', 'Go to slide 4', 'Go to slide 7', 'Go to slide 8']);
    expect(button(el, 'Go to slide 8')).toHaveAttribute('aria-current', 'true');
    await click(button(el, 'Go to slide 4'));
    await showsFirst(el, '4 of 10');
    expect(el.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(button(el, 'Go to slide 4')).toHaveAttribute('aria-current', 'true');
    await setViewport({ width: 700, height: 700 });
    await waitFor(() => shownLabels(el).length === 2, { message: 'two slides in view below 768 px' });
    // Two in view: the last dot now shows slides 9 and 10.
    await waitFor(() => dotLabels(el).join() === 'Go to slide 1,Go to slide 4,Go to slide 7,Go to slide 9', {
      message: `the last dot goes to slide 9 (dots: ${dotLabels(el).join(', ')})`,
    });
  });

  it('vertical shows the slides stacked in the height it is given', async () => {
    const el = await fixture(
      `<div style="--site-carousel-height: 300px">${markup('data-direction="vertical" data-slides-to-show="3"', 6)}</div>`,
    );
    const carousel = defined(el.querySelector('site-carousel'));
    const [a, b] = slides(carousel).map((s) => s.getBoundingClientRect());
    expect(defined(b).top).toBeGreaterThan(defined(a).top + 50);
    expect(Math.abs(defined(b).left - defined(a).left)).toBeLessThan(1);
    expect(shownLabels(carousel)).toHaveLength(3);
    expect(button(carousel, 'Next slide').textContent).toBe('↓');
    await click(button(carousel, 'Next slide'));
    await showsFirst(carousel, '2 of 6');
    await expectNoAxeViolations(carousel);
  });

  it('fades one slide into the next', async () => {
    const el = await fixture(markup('data-effect="fade" data-slides-to-show="3"', 3));
    expect(shownLabels(el)).toEqual(['1 of 3']);
    const opacities = () =>
      slides(el)
        .map((s) => Math.round(Number(s.style.opacity) * 100) / 100)
        .join();
    await waitFor(() => opacities() === '1,0,0', { message: `first slide opaque (${opacities()})` });
    await click(button(el, 'Next slide'));
    await waitFor(() => opacities() === '0,1,0', { message: `second slide opaque (${opacities()})` });
    const [a, b] = slides(el).map((s) => s.getBoundingClientRect());
    expect(defined(a).left).toBe(defined(b).left);
  });

  it('renders slides from inline JSON, with a thumbnail strip of 4 synced both ways', async () => {
    const el = await fixture(
      `<site-carousel data-duration="0" data-thumbnails="4" data-pagination="false"><script type="application/json">${JSON.stringify(jsonSlides(8))}</script></site-carousel>`,
    );
    expect(slides(el)).toHaveLength(8);
    expect(slides(el)[0]?.querySelector('img')?.getAttribute('alt')).toBe('Photo 1');
    expect(slides(el)[0]?.querySelector('figcaption')?.textContent).toBe('Title 1Caption 1');
    expect(el.querySelector('[aria-label="Choose a slide"]')).toBeNull();
    const strip = defined(el.querySelector('[role="group"][aria-label="Slide thumbnails"]'));
    const thumbs = Array.from(strip.querySelectorAll<HTMLButtonElement>('button'));
    expect(thumbs).toHaveLength(8);
    const stripBox = strip.getBoundingClientRect();
    const inStrip = thumbs.filter(
      (b) => b.getBoundingClientRect().left >= stripBox.left - 1 && b.getBoundingClientRect().right <= stripBox.right + 1,
    );
    expect(inStrip).toHaveLength(4);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await click(defined(thumbs[2]));
    await showsFirst(el, '3 of 8');
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    for (let i = 0; i < 4; i++) await click(button(el, 'Next slide'));
    await showsFirst(el, '7 of 8');
    expect(thumbs[6]).toHaveAttribute('aria-current', 'true');
    await waitFor(() => defined(thumbs[6]).getBoundingClientRect().right <= stripBox.right + 1, {
      message: 'current thumbnail scrolled into the strip',
    });
    expect(thumbs[6]).toHaveAttribute('aria-label', 'Show slide 7: Photo 7');
    await expectNoAxeViolations(el);
  });

  it('shows a clear error for bad attributes and keeps the slides readable', async () => {
    const { result: el, calls } = await captureConsoleErrors(() => fixture(markup('data-effect="zoom" data-slides-to-show="many"')));
    await waitFor(() => el.querySelector('[data-site-config-error]'), { message: 'configuration error' });
    const text = Array.from(el.querySelectorAll('[data-site-config-error]'))
      .map((e) => e.textContent)
      .join(' ');
    expect(text).toMatch('data-effect');
    expect(text).toMatch('slide, fade');
    expect(text).toMatch('data-slides-to-show');
    expect(el.textContent).toMatch('Slide 3');
    expect(calls.map((args) => String(args[0])).join(' ')).toMatch('data-effect');
    const { result: bad } = await captureConsoleErrors(() =>
      fixture(
        `<site-carousel><script type="application/json">[{"image":"/a.svg","alt":"A","href":"javascript:alert(1)"}]</script></site-carousel>`,
      ),
    );
    await waitFor(() => bad.querySelector('[data-site-config-error]'), { message: 'payload error' });
    expect(bad.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].href');
  });
});

describe('<site-carousel> autoplay', () => {
  before(async () => {
    await import('./site-carousel.element.ts');
  });

  it('moves on every 3000 ms by default with a visible Pause button, the live region silent meanwhile', async () => {
    const el = await fixture(markup('data-autoplay'));
    const pause = button(el, 'Pause');
    expect(pause.textContent).toBe('Pause');
    expect(pause.checkVisibility()).toBe(true);
    expect(live(el)).toBe('off');
    await wait(2700);
    expect(shownLabels(el)[0]).toBe('1 of 5');
    await showsFirst(el, '2 of 5');
    await click(pause);
    expect(button(el, 'Play').textContent).toBe('Play');
    expect(live(el)).toBe('polite');
    await wait(3300);
    expect(shownLabels(el)[0]).toBe('2 of 5');
    await expectNoAxeViolations(el);
  });

  it('keeps still while it is scrolled out of view and moves on once it is back', async () => {
    const el = await fixture(`<div style="height: 3000px"></div>${markup('data-autoplay data-autoplay-delay="1000"')}`);
    const carousel = defined(el.parentElement?.querySelector('site-carousel'));
    await wait(1500);
    expect(shownLabels(carousel)[0]).toBe('1 of 5');
    carousel.scrollIntoView();
    await showsFirst(carousel, '2 of 5');
    window.scrollTo(0, 0);
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const el = await fixture(markup('data-autoplay data-autoplay-delay="1000"'));
    const box = region(el).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    await waitFor(() => live(el) === 'polite', { message: 'hover pause' });
    await wait(1400);
    expect(shownLabels(el)[0]).toBe('1 of 5');
    expect(button(el, 'Pause')).toBeTruthy();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.bottom + 200)] });
    await showsFirst(el, '2 of 5');
  });

  it('stops when keyboard focus moves inside, until Play', async () => {
    const el = await fixture(`<button id="before">Before</button>${markup('data-autoplay data-autoplay-delay="1000"')}`);
    const carousel = defined(el.parentElement?.querySelector('site-carousel'));
    el.focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(button(carousel, 'Pause'));
    expect(live(carousel)).toBe('off');
    await pressKey('Tab');
    // Previous is disabled on the first slide: the first dot is next in the tab order.
    expect(document.activeElement).toBe(button(carousel, 'Go to slide 1'));
    expect(live(carousel)).toBe('polite');
    await wait(1400);
    expect(shownLabels(carousel)[0]).toBe('1 of 5');
    await pressKey('Shift+Tab');
    await pressKey('Enter');
    expect(live(carousel)).toBe('off');
    await showsFirst(carousel, '2 of 5');
  });

  it('stops when reduced motion is asked for while it runs', async () => {
    const el = await fixture(markup('data-autoplay data-autoplay-delay="1000"'));
    expect(button(el, 'Pause').textContent).toBe('Pause');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => button(el, 'Play'), { message: 'Play after reduced motion' });
    expect(live(el)).toBe('polite');
    await wait(1400);
    expect(shownLabels(el)[0]).toBe('1 of 5');
  });

  it('never starts by itself under reduced motion, and moves without animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture(markup('data-autoplay data-autoplay-delay="1000" data-duration="2000"'));
    expect(button(el, 'Play').textContent).toBe('Play');
    expect(live(el)).toBe('polite');
    await wait(1400);
    expect(shownLabels(el)[0]).toBe('1 of 5');
    button(el, 'Next slide').click();
    await wait(100);
    expect(shownLabels(el)[0]).toBe('2 of 5');
    const track = defined(el.querySelector('.keen-slider')).getBoundingClientRect();
    expect(Math.abs(defined(slides(el)[1]).getBoundingClientRect().left - track.left)).toBeLessThan(1);
  });
});
