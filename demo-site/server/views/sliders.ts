import { renderedElement, renderOptions } from './element-renderer.ts';
import { html, jsonScript, type SafeHtml } from './html.ts';
import type { Page, PageContext } from './types.ts';

/** The places the demo slides show; each picture is `/demo-images/{seed}.svg`, drawn by the demo server. */
const PLACES = [
  'harbour',
  'forest-trail',
  'city-lights',
  'desert-road',
  'mountain-lake',
  'old-town',
  'coastline',
  'meadow',
  'stone-bridge',
  'night-market',
  'rose-garden',
  'train-station',
] as const;

const titleOf = (seed: string): string => seed.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const imageOf = (seed: string): string => `/demo-images/${seed}.svg`;

/** `count` slides as server markup: one `<figure>` each, a scrolling row before JavaScript. */
function figures(count: number): SafeHtml[] {
  return PLACES.slice(0, count).map(
    (seed, i) =>
      html`<figure><img src="${imageOf(seed)}" alt="${titleOf(seed)}" width="600" height="600" loading="${i < 5 ? 'eager' : 'lazy'}"></figure>`,
  );
}

const captionOf = (i: number): string => `Stop ${i + 1} of our summer tour.`;

/** The same places as JSON slides (the carousel's payload) with titles and captions. */
function jsonSlides(count: number): { image: string; alt: string; title: string; caption: string }[] {
  return PLACES.slice(0, count).map((seed, i) => ({ image: imageOf(seed), alt: titleOf(seed), title: titleOf(seed), caption: captionOf(i) }));
}

/** The fallback for captioned JSON slides: the same pictures, titles and captions as server markup. */
function captionedFigures(count: number): SafeHtml[] {
  return PLACES.slice(0, count).map(
    (seed, i) =>
      html`<figure><img src="${imageOf(seed)}" alt="${titleOf(seed)}" width="1600" height="900" loading="${i < 5 ? 'eager' : 'lazy'}"><figcaption><strong>${titleOf(seed)}</strong>${captionOf(i)}</figcaption></figure>`,
  );
}

/**
 * The autoplaying `<site-carousel>` over captioned JSON slides, its first view rendered on the
 * server. Only this one: the rendered view sizes slides with an inline style, which the page's
 * policy drops, and one slide per view is the width a slide has without it; a thumbnail strip is
 * sized by script, so the gallery keeps its hand-written slides, whose pre-upgrade style reserves
 * the strip's height.
 */
function autoplayCarousel(ctx: PageContext): Promise<SafeHtml> {
  const attributes = { 'data-label': 'Summer tour', 'data-autoplay': '', 'data-autoplay-delay': '5000', 'data-loop': '' };
  return renderedElement('site-carousel', attributes, jsonSlides(6), renderOptions(ctx));
}

/** One demo: a heading, a line on what it shows, and the carousel. */
function demo(id: string, heading: string, note: string, carousel: SafeHtml): SafeHtml {
  return html`<section aria-labelledby="${id}">
<h2 id="${id}">${heading}</h2>
<p>${note}</p>
${carousel}
</section>`;
}

/**
 * The slider demos: per view 1 to 5, scroll 1 to 3, vertical showing 3, a thumbnail strip
 * showing 4 synced with the main slider, and a full-slide autoplay every 5 s. Every one is a
 * `<site-carousel>` configured only with data attributes (and inline JSON for captioned slides).
 */
export async function slidersPage(ctx: PageContext): Promise<Page> {
  const perView = [1, 2, 3, 4, 5].map((n) =>
    demo(
      `per-view-${n}`,
      `${n} per view`,
      n === 1 ? 'One slide at a time, with dots.' : `${n} slides in view${n > 2 ? ' from 768 px (fewer on phones)' : ''}.`,
      html`<site-carousel data-label="${n} per view" data-slides-to-show="${n > 2 ? '2' : String(n)}"${n > 2 ? html` data-slides-to-show-md="${String(n)}"` : ''}>
${figures(10)}
</site-carousel>`,
    ),
  );
  const scroll = [1, 2, 3].map((n) =>
    demo(
      `scroll-${n}`,
      `Scroll ${n}`,
      `Three in view; previous and next move ${n} at a time.`,
      html`<site-carousel data-label="Scroll ${String(n)}" data-slides-to-show="3" data-slides-to-scroll="${String(n)}">
${figures(12)}
</site-carousel>`,
    ),
  );
  const autoplay = await autoplayCarousel(ctx);
  return {
    title: 'Sliders',
    description: `Carousel and slider demos at ${ctx.tenant.name}.`,
    body: html`<h1>Sliders</h1>
<p class="lead">Every slider on this page is one <code>&lt;site-carousel&gt;</code> tag configured with data attributes.</p>
${demo(
  'autoplay',
  'Full-slide autoplay, every 5 seconds',
  'Moves on every 5 seconds. Pause stops it; pointing at it or moving keyboard focus into it pauses it, and it stays still when your system asks for reduced motion.',
  autoplay,
)}
${perView}
${scroll}
${demo(
  'vertical',
  'Vertical, showing 3',
  'Slides move up and down, three at a time.',
  html`<site-carousel data-label="Vertical" data-direction="vertical" data-slides-to-show="3" data-spacing="8">
${figures(8)}
</site-carousel>`,
)}
${demo(
  'thumbnails',
  'Thumbnail strip showing 4',
  'Choose a thumbnail to show its slide; moving the slider highlights its thumbnail.',
  html`<site-carousel data-label="Gallery" data-thumbnails="4" data-pagination="false">${jsonScript(jsonSlides(10))}
${captionedFigures(10)}
</site-carousel>`,
)}`,
  };
}
