import { html, type SafeHtml } from './html.ts';
import type { Page, PageContext, PageTenant } from './types.ts';

/** One entry of the site navigation. */
export interface NavItem {
  path: string;
  label: string;
}

/** What the shell needs: the page context, the navigation, and (for error pages) maybe no tenant. */
export type ShellContext = Omit<PageContext, 'tenant'> & { tenant?: PageTenant; nav: readonly NavItem[] };

/** URL of the lazy loader: it registers every tag and loads an element's code when the tag appears. */
export const LOADER_URL = '/elements/site-elements.js';

function navigation(ctx: ShellContext): SafeHtml {
  if (ctx.nav.length === 0) return html``;
  const items = ctx.nav.map(
    (item) => html`<li><a href="${ctx.link(item.path)}"${item.path === ctx.path ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
  );
  return html`<nav class="site-nav" aria-label="Site"><ul>${items}</ul></nav>`;
}

/**
 * Wraps a page in the document shell: language, viewport, CSP nonce meta (Vite's CSS preloader
 * reads it), title and description, the nonce'd loader script, a skip link, `<main id="main">`,
 * and the shell elements the page's features ask for (`<site-cart>`, `<site-audio-bar>`).
 */
export function renderLayout(page: Page, ctx: ShellContext): string {
  const siteLabel = ctx.tenant?.name ?? ctx.site.defaultTitle;
  const title = page.title ? `${page.title} · ${siteLabel}` : ctx.tenant ? siteLabel : ctx.site.defaultTitle;
  const lang = ctx.tenant?.locale ?? ctx.site.defaultLocale;
  const features = page.features ?? {};
  const doc = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" nonce="${ctx.nonce}">
<title>${title}</title>
<meta name="description" content="${page.description ?? ctx.site.defaultDescription}">
${ctx.tenant ? html`<meta name="site-organisation-id" content="${ctx.tenant.id}"><meta name="site-tenant" content="${ctx.tenant.id}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/elements/site-elements.css">
<link rel="stylesheet" href="/demo.css">
<script type="module" nonce="${ctx.nonce}" src="${LOADER_URL}"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
${ctx.site.demoMode ? html`<p class="demo-notice">Demo site: sample data, no real orders or payments.</p>` : ''}
<div class="site-header-bar">
<a class="site-brand" href="${ctx.link('/')}">${siteLabel}</a>
${navigation(ctx)}
</div>
</header>
<main id="main" tabindex="-1">
${page.body}
</main>
${features.hasStore ? html`<site-cart></site-cart>` : ''}
${features.hasAudioPlayer ? html`<site-audio-bar></site-audio-bar>` : ''}
<footer class="site-footer"><p>${siteLabel}</p></footer>
</body>
</html>
`;
  return doc.value;
}
