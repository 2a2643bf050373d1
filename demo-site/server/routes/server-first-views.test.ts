// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { styleHashSource } from '../middleware/style-hashes.ts';
import { decodeEntities } from '../../../shared/element/server-text.ts';

// These pages render their elements' first views with the built server renderer (dist/server.js):
// the whole suite builds before its unit tests; run `npx vite build` before running this file alone.
const t = makeTestApp();
afterAll(() => t.close());

/** The markup of the first `<tag …>…</tag>` on the page (tags of one kind are not nested). */
function elementOf(page: string, tag: string, attribute = ''): string {
  const start = page.indexOf(`<${tag}${attribute}`);
  expect(start, `<${tag}${attribute}> is on the page`).toBeGreaterThanOrEqual(0);
  return page.slice(start, page.indexOf(`</${tag}>`, start) + tag.length + 3);
}

/** The tag carries the server's first view. */
function expectFirstView(markup: string): void {
  expect(markup).toMatch(/^<[a-z-]+[^>]*>(<script type="application\/json">[^<]*<\/script>)?<site-element-root data-server="">/);
}

/** The style attributes of a page, as the browser reads their values. */
function styleAttributes(page: string): string[] {
  return [...page.matchAll(/ style="([^"]*)"/g)].map(([, value = '']) => decodeEntities(value));
}

/**
 * The page, after checking its policy: no inline style may apply but the style attributes the page's
 * first views carry, each allowed by its own hash, and nothing else inline.
 */
async function pageText(path: string): Promise<string> {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  const page = await response.text();
  const styleSrc = (response.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('style-src ')) ?? '';
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const allowed = styleSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
  expect(allowed.sort()).toEqual([...new Set(styleAttributes(page).map(styleHashSource))].sort());
  if (allowed.length > 0) expect(styleSrc).toContain("'unsafe-hashes'");
  return page;
}

describe('server-rendered first views', () => {
  it("every page's shell: the header's search button and the footer come with their first views", async () => {
    const page = await pageText('/help');
    const search = elementOf(page, 'site-search');
    expectFirstView(search);
    expect(search).toContain('aria-haspopup="dialog"');
    expect(search).toContain('>Search</span>');
    // The header moves the search on upgrade: its stylesheets are in <head>, never moved with it.
    expect(page).toContain('<div data-actions><site-search data-load="interaction">');
    expect(page.slice(0, page.indexOf('</head>'))).toMatch(/<link rel="stylesheet" href="\/elements\/assets\/site-search-[^"]+\.css">/);
    expect(page.slice(0, page.indexOf('</head>'))).toMatch(/<link rel="stylesheet" href="\/elements\/assets\/site-footer-[^"]+\.css">/);
    const footer = elementOf(page, 'site-footer');
    expectFirstView(footer);
    for (const text of ['>Northwind Outfitters</h2>', 'href="tel:+15550100"', 'href="/privacy">Privacy Policy</a>', '>Subscribe</button>', 'aria-label="Northwind Outfitters on Instagram"', `© ${new Date().getFullYear()} Northwind Outfitters`]) expect(footer).toContain(text);
  });

  it('the shell speaks Spanish on a Spanish page, and keeps a chosen organisation on its links', async () => {
    const page = await pageText('/help?lang=es&org=harbor');
    expect(elementOf(page, 'site-search')).toContain('>Buscar</span>');
    const footer = elementOf(page, 'site-footer');
    expectFirstView(footer);
    for (const text of ['>Enlaces rápidos</h2>', 'href="/privacy?org=harbor">Política de privacidad</a>', '>Suscribirse</button>', ' en Instagram"']) expect(footer).toContain(text);
    expect(footer).not.toContain('Quick links');
  });

  it('a product page shows the product as the element draws it, in the page language', async () => {
    const product = elementOf(await pageText('/shop/aurora-wireless-headphones'), 'store-product');
    expectFirstView(product);
    for (const text of ['<h1 class="store-product__name">Aurora Wireless Headphones</h1>', '>$129.99<', '>Add to Cart</button>', 'alt="Aurora Wireless Headphones in Black"']) expect(product).toContain(text);
    const spanish = elementOf(await pageText('/shop/aurora-wireless-headphones?lang=es'), 'store-product');
    expectFirstView(spanish);
    expect(spanish).toContain('>Añadir al carrito</button>');
    expect(spanish).not.toContain('>Add to Cart</button>');
  });

  it("a product page's reviews show their summary and first reviews, in the page language", async () => {
    const reviews = elementOf(await pageText('/shop/aurora-wireless-headphones'), 'store-reviews');
    expectFirstView(reviews);
    expect(JSON.parse(/<script type="application\/json">([^<]*)<\/script>/.exec(reviews)?.[1] ?? '{}')).toMatchObject({ total: 6, sort: 'newest' });
    for (const text of ['>Customer reviews</h2>', 'aria-label="4.8 out of 5, 6 reviews"', '>Calls sound clear</h3>']) expect(reviews).toContain(text);
    expect(elementOf(await pageText('/shop/aurora-wireless-headphones?lang=es'), 'store-reviews')).toContain('aria-label="4,8 de 5, 6 reseñas"');
  });

  it('the media page renders its popup videos and its playlist, the files as links for visitors without JavaScript', async () => {
    const page = await pageText('/media');
    const popup = elementOf(page, 'site-video', ' data-play-mode="popup"');
    expectFirstView(popup);
    expect(popup).toContain('aria-label="Play Test pattern"');
    const playlist = elementOf(page, 'site-audio-bar', ' data-view="playlist"');
    expectFirstView(playlist);
    for (const text of ['<strong>Tuning note A</strong>', 'aria-label="Play Tuning note A"']) expect(playlist).toContain(text);
    expect(page).toMatch(/<\/site-audio-bar><noscript><ul><li><a href="\/demo-media\/[^"]+">Tuning note A<\/a>/);
    // The inline player keeps its <video> children, which play without JavaScript.
    expect(elementOf(page, 'site-video', ' data-label="Featured videos"')).toContain('<figure><video src=');
  });

  it('the JSON slide deck and the form designer come with their first views; the <section> deck keeps its children', async () => {
    const slides = await pageText('/presentation');
    const team = elementOf(slides, 'site-presentation', ' id="team"');
    expectFirstView(team);
    expect(team).toContain('aria-label="1 of 3: Meet the team"');
    expect(elementOf(slides, 'site-presentation')).toMatch(/^<site-presentation data-label="Tour of [^"]+">\n<section>/);
    const designer = elementOf(await pageText('/contact/designer?lang=es'), 'site-form');
    expectFirstView(designer);
    expect(designer).not.toContain('Loading form designer');
  });

  it('the contact form is the form the element draws, in the page language', async () => {
    const form = elementOf(await pageText('/contact'), 'site-form');
    expectFirstView(form);
    for (const text of ['>Send us a message</h2>', '>Fields marked * are required.</p>', 'name="email"']) expect(form).toContain(text);
    const spanish = elementOf(await pageText('/contact?lang=es'), 'site-form');
    expectFirstView(spanish);
    expect(spanish).not.toContain('Fields marked * are required.');
  });

  it('several first views on one page never share an id', async () => {
    const ids = [...(await pageText('/calendar')).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id) => id?.includes('_R_')).length).toBeGreaterThan(3);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("the queue page shows the board's frame, the status lookup and Join the Queue before any script", async () => {
    const board = elementOf(await pageText('/queue?org=harbor'), 'booking-widget');
    expectFirstView(board);
    // The board's configured colour is in the first view (its policy allows exactly that attribute, checked by pageText).
    expect(board).toMatch(/<section [^>]*style="--[\w-]+:#0b6e6e"/);
    for (const text of ['data-screen="queue"', 'Harbor Bistro walk-in queue', '>Queue Status</h2>', '>Pause Updates</button>', '>Find Me</button>', '>Join the Queue</button>', 'Stay nearby: we will text you'])
      expect(board).toContain(text);
    const spanish = elementOf(await pageText('/queue?org=northwind&lang=es'), 'booking-widget');
    expectFirstView(spanish);
    expect(spanish).toContain('data-preset="retail"');
    expect(spanish).toContain('>Estado de la cola</h2>');
  });

  it('the calendar shows this month, its toolbar and the loading status before any script', async () => {
    const page = await pageText('/calendar');
    const calendar = elementOf(page, 'site-calendar');
    expectFirstView(calendar);
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/New_York' }).format(new Date());
    for (const text of [`>${month}</h2>`, '>Today</button>', '>Loading events…<', 'role="grid"']) expect(calendar).toContain(text);
    expect(page).toMatch(/<link rel="stylesheet" href="\/elements\/assets\/site-calendar-[^"]+\.css">/);
    expect(page).toContain('<noscript><p>The calendar needs JavaScript.');
  }, 30_000);

  it('the calendar follows the address: the week of ?date= in the week view', async () => {
    const calendar = elementOf(await pageText('/calendar/public?calendar-view=week&calendar-date=2026-03-10'), 'site-calendar');
    expectFirstView(calendar);
    expect(calendar).toMatch(/<div class="[^"]*" data-view="week">/);
    expect(calendar).toContain('March 10, 2026');
  });

  it('the public schedule and the Spanish calendar speak their language', async () => {
    const calendar = elementOf(await pageText('/calendar/public?lang=es'), 'site-calendar');
    expectFirstView(calendar);
    expect(calendar).toContain('>Hoy</button>');
    expect(calendar).not.toContain('>Today</button>');
  });

  it('the home page mega menu shows its bar, with its links for visitors without JavaScript', async () => {
    const page = await pageText('/');
    const menu = elementOf(page, 'site-mega-menu');
    expectFirstView(menu);
    for (const text of ['aria-label="Explore"', '>Shop<', '>Guides<', '>Help<', 'href="/contact">Contact</a>']) expect(menu).toContain(text);
    expect(page).toMatch(/<\/site-mega-menu><noscript><nav aria-label="Explore"><ul><li><a href="\/store">Shop<\/a><ul><li><a href="\/collections\/electronics">Electronics<\/a>/);
  });

  it('the sliders page renders its autoplaying carousel, first slide and caption in view', async () => {
    const page = await pageText('/sliders');
    const tour = elementOf(page, 'site-carousel', ' data-label="Summer tour"');
    expectFirstView(tour);
    for (const text of ['aria-roledescription="carousel"', 'aria-label="Summer tour"', 'alt="Harbour"', 'Stop 1 of our summer tour.', '>Pause</button>']) expect(tour).toContain(text);
    // The gallery's thumbnail strip is sized by script: it keeps its hand-written slides.
    expect(elementOf(page, 'site-carousel', ' data-label="Gallery"')).toMatch(/^<site-carousel [^>]*><script type="application\/json">[^<]*<\/script>\n<figure><img src="\/demo-images\/harbour.svg"/);
  });
});
