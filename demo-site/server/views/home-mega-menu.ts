import type { MenuEntry as Entry, MenuItem } from '../../../shared/navigation/schemas.ts';
import { DOC_PAGES } from './docs-content.ts';
import { renderedElement, renderOptions } from './element-renderer.ts';
import { html, type SafeHtml } from './html.ts';
import type { PageContext } from './types.ts';

/** The home page's mega-menu (its menu items): a hero panel, a blog panel, a link panel and a link. */
export function homeMenu(ctx: PageContext): MenuItem[] {
  const category = (title: string, slug: string, description: string, badge?: string): Entry => ({
    title,
    href: ctx.link(`/collections/${slug}`),
    icon: `/demo-images/${slug}.svg`,
    description,
    ...(badge ? { badge } : {}),
  });
  return [
    {
      title: 'Shop',
      href: ctx.link('/store'),
      type: 'hero',
      category: 'Departments',
      banner: { title: 'New this season', description: `Fresh arrivals at ${ctx.tenant.name}, picked by our team.`, cta: 'Shop new arrivals', href: ctx.link('/store'), image: '/demo-images/new-season.svg' },
      items: [
        category('Electronics', 'electronics', 'Headphones, speakers and smart lamps', 'New'),
        category('Fashion', 'fashion', 'Jackets, merino and denim'),
        category('Home', 'home', 'Mugs, blankets and candles'),
        category('Books', 'books', 'Field guides and cookbooks'),
        category('Toys', 'toys', 'For little explorers'),
      ],
    },
    {
      title: 'Guides',
      href: ctx.link('/docs'),
      type: 'blog',
      items: DOC_PAGES.slice(1, 4).map((page, i) => ({
        title: page.title,
        href: ctx.link(page.path),
        description: page.summary,
        date: ['June 2, 2025', 'May 20, 2025', 'May 2, 2025'][i],
        image: `/demo-images/guide-${i + 1}.svg`,
      })),
    },
    {
      title: 'Help',
      banner: { title: 'Talk to us', description: 'Our team answers within one working day.', cta: 'Contact us', href: ctx.link('/contact') },
      children: [
        { title: 'Help Center', href: ctx.link('/help') },
        { title: 'Book an appointment', href: ctx.link('/book') },
        { title: 'Join the queue', href: ctx.link('/queue') },
      ],
    },
    { title: 'Contact', href: ctx.link('/contact') },
  ];
}

/**
 * `<site-mega-menu>` with its items as inline JSON and its first view (the bar) rendered on the
 * server. Its panels open with JavaScript only, so the same links follow as a nested list in
 * `<noscript>`, for visitors and crawlers without it.
 */
export async function homeMegaMenu(ctx: PageContext): Promise<SafeHtml> {
  const items = homeMenu(ctx);
  const links = items.map((item) => {
    const children = [...(item.items ?? []), ...(item.children ?? [])];
    return html`<li><a href="${item.href ?? children[0]?.href ?? '#'}">${item.title}</a>${children.length > 0 ? html`<ul>${children.map((l) => html`<li><a href="${l.href}">${l.title}</a></li>`)}</ul>` : ''}</li>`;
  });
  const menu = await renderedElement('site-mega-menu', { 'data-label': 'Explore' }, items, renderOptions(ctx));
  return html`${menu}<noscript><nav aria-label="Explore"><ul>${links}</ul></nav></noscript>`;
}
