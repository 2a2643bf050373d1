import { homeMegaMenu } from './home-mega-menu.ts';
import { html } from './html.ts';
import type { NavItem } from './layout.ts';
import type { Page, PageContext } from './types.ts';

/** The home page: the tenant's name and links to every other page of the demo. */
export async function homePage(ctx: PageContext, pages: readonly NavItem[]): Promise<Page> {
  const links = pages.filter((page) => page.path !== '/').map((page) => html`<li><a href="${ctx.link(page.path)}">${page.label}</a></li>`);
  const menu = await homeMegaMenu(ctx);
  return {
    description: `${ctx.tenant.name}: a demo site assembled from custom elements and plain HTML.`,
    features: { hasStore: true },
    body: html`<h1>${ctx.tenant.name}</h1>
<p class="lead">Welcome to the ${ctx.tenant.name} demo site. Every page is plain HTML plus custom-element tags; the elements load their code only when their tag is on the page.</p>
${menu}
<section aria-labelledby="pages-heading">
<h2 id="pages-heading">Pages</h2>
<ul class="page-list">${links}</ul>
</section>`,
  };
}
