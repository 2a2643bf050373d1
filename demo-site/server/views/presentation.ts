import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import type { Page, PageContext } from './types.ts';

/** One slide of the demo decks: title, paragraphs, a local placeholder image and speaker notes. */
interface DemoSlide {
  title: string;
  text: string;
  image: string;
  alt: string;
  notes: string;
}

/** The main deck, server-rendered as `<section>` elements (readable before JavaScript). */
export const TOUR_SLIDES: readonly DemoSlide[] = [
  { title: 'Welcome', text: 'A short tour of the shop: what we sell, how to book and how to reach us.', image: 'welcome', alt: 'Welcome placeholder picture', notes: 'Introduce yourself and the shop.' },
  { title: 'Our products', text: 'Headphones, speakers and accessories, picked and tested by our team.', image: 'our-products', alt: 'Products placeholder picture', notes: 'Mention the new season arrivals.' },
  { title: 'Booking a visit', text: 'Book a fitting or a repair online; free cancellation up to 24 hours before.', image: 'booking-visit', alt: 'Booking placeholder picture', notes: 'Show the booking page afterwards.' },
  { title: 'Shipping', text: 'Orders ship in 3-5 days. Shipping is free on orders over 100.', image: 'shipping-boxes', alt: 'Shipping placeholder picture', notes: '' },
  { title: 'Get in touch', text: 'Questions? The help page and the contact form are one click away.', image: 'get-in-touch', alt: 'Contact placeholder picture', notes: 'Thank everyone and take questions.' },
];

/** The second deck, given as inline JSON (it has an id, so its slides are linked as #team-N). */
const TEAM_SLIDES = [
  { title: 'Meet the team', content: 'Five people, one workshop.\n\nWe answer every message within a day.', image: '/demo-images/team-photo.svg', alt: 'Team placeholder picture', notes: 'Keep it short.' },
  { title: 'How we test', content: '<p>Every product is used for <strong>two weeks</strong> before it goes on sale.</p><ul><li>Battery</li><li>Comfort</li><li>Sound</li></ul>' },
  { title: 'Thank you', content: 'See you in the shop.' },
];

/**
 * The slides page: two `<site-presentation>` viewers, one from `<section>` children (its documented
 * input, readable without JavaScript), one from inline JSON with its first view rendered on the server.
 */
export async function presentationPage(ctx: PageContext): Promise<Page> {
  const team = await renderedElement(
    'site-presentation',
    { id: 'team', 'data-label': 'The team', 'data-heading-level': '3', 'data-thumbnails': 'false' },
    TEAM_SLIDES,
    renderOptions(ctx),
  );
  const sections = TOUR_SLIDES.map(
    (slide) => html`<section>
<h2>${slide.title}</h2>
<p>${slide.text}</p>
<img src="/demo-images/${slide.image}.svg" alt="${slide.alt}" width="600" height="600">${slide.notes ? html`
<aside data-notes>${slide.notes}</aside>` : ''}
</section>`,
  );
  return {
    title: 'Slides',
    description: `A short slide tour of ${ctx.tenant.name}.`,
    body: html`<h1>Slides</h1>
<p class="lead">A tour of ${ctx.tenant.name}. Use the arrow keys, G for the grid of all slides, P for presenting mode and F for fullscreen; link to a slide with #slide-N.</p>
<site-presentation data-label="Tour of ${ctx.tenant.name}">
${sections}
</site-presentation>
<h2 id="team-heading">The team</h2>
${team}`,
  };
}
