import { DOC_PAGES, DOC_SECTIONS, type DocPage } from './docs-content.ts';
import { html, type SafeHtml } from './html.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/** The docs sidebar as server markup: readable and usable before JavaScript (see site-elements.css). */
function sidebar(ctx: PageContext, current: string): SafeHtml {
  const sections = DOC_SECTIONS.map(
    (section) => html`<li><span>${section.title}</span><ul>${section.pages.map(
      (page) => html`<li><a href="${ctx.link(page.path)}"${page.path === current ? html` aria-current="page"` : ''}>${page.title}</a></li>`,
    )}</ul></li>`,
  );
  return html`<site-docs-sidebar id="docs" data-label="Documentation" data-current="${current}">
<a href="#docs-tree" data-sidebar-toggle>Documentation</a>
<nav id="docs-tree" aria-label="Documentation"><ul>${sections}</ul></nav>
</site-docs-sidebar>`;
}

/** Every section as a navigation-list branch (the current page's branch open). */
function guideList(ctx: PageContext, current: string): SafeHtml {
  const branches = DOC_SECTIONS.map((section) => {
    const open = section.pages.some((page) => page.path === current);
    const pages = section.pages.map(
      (page) => html`<li><a href="${ctx.link(page.path)}"${page.path === current ? html` aria-current="page"` : ''}>${page.title}</a><p>${page.summary}</p></li>`,
    );
    return html`<li${open ? html` data-open` : ''}><span>${section.title}</span><ul>${pages}</ul></li>`;
  });
  return html`<site-nav-list id="guides" data-label="All guides" data-current="${current}"><ul>${branches}</ul></site-nav-list>`;
}

const INSTALL_TABS = [
  { id: 'cdn', title: 'From the site', code: '<link rel="stylesheet" href="/elements/site-elements.css">\n<script type="module" src="/elements/site-elements.js"></script>' },
  { id: 'npm', title: 'One element', code: "import '../../pages/dist/elements/site-search.js';" },
  { id: 'tags', title: 'In a page', code: '<site-search></site-search>\n<site-footer></site-footer>' },
];

/** The install instructions as tabs: `#id` links and sections before JavaScript. */
function installTabs(): SafeHtml {
  return html`<site-tabs data-label="Ways to install">
<nav>${INSTALL_TABS.map((tab) => html`<a href="#${tab.id}">${tab.title}</a>`)}</nav>
${INSTALL_TABS.map((tab) => html`<section id="${tab.id}"><h3>${tab.title}</h3><pre><code>${tab.code}</code></pre></section>`)}
</site-tabs>`;
}

/** One documentation page: the sidebar beside the article; the overview lists every guide. */
export function docsPage(ctx: PageContext, doc: DocPage): Page {
  const index = DOC_PAGES.indexOf(doc);
  const previous = DOC_PAGES[index - 1];
  const next = DOC_PAGES[index + 1];
  const overview = doc.path === '/docs';
  return {
    title: overview ? 'Documentation' : `${doc.title} · Documentation`,
    description: doc.summary,
    body: html`<div class="docs-layout">
${sidebar(ctx, doc.path)}
<article class="docs-article">
<h1>${overview ? 'Documentation' : doc.title}</h1>
<p class="lead">${doc.summary}</p>
${doc.body}
${overview || doc.path === '/docs/install' ? html`<h2>Install</h2>${installTabs()}` : ''}
${overview ? html`<h2 id="guides-heading">All guides</h2>${guideList(ctx, doc.path)}` : ''}
<nav class="docs-pager" aria-label="Previous and next page">
${previous ? html`<a href="${ctx.link(previous.path)}" rel="prev">← ${previous.title}</a>` : html`<span></span>`}
${next ? html`<a href="${ctx.link(next.path)}" rel="next">${next.title} →</a>` : ''}
</nav>
</article>
</div>`,
  };
}

/** The documentation routes: the overview (in the site navigation) and one route per page. */
export const docsRoutes: readonly PageRoute[] = DOC_PAGES.map((doc) => ({
  path: doc.path,
  ...(doc.path === '/docs' ? { navLabel: 'Docs' } : {}),
  render: (ctx: PageContext) => docsPage(ctx, doc),
}));
