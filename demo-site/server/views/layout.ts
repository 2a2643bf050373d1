import { DOC_PAGES } from './docs-content.ts';
import { renderedParts, type RenderedParts, renderOptions } from './element-renderer.ts';
import { prePaintThemeScript, themeStorageKey } from '../../../shared/theme/theme-choice.ts';
import { tenantTheme, tenantThemeHref } from '../tenant-themes.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { languageLinks } from './language-links.ts';
import { shellText, type ShellText } from './shell-text.ts';
import type { Page, PageContext, PageTenant } from './types.ts';

/** One entry of the site navigation. */
export interface NavItem {
  path: string;
  label: string;
}

/** What the shell needs: the page context, the navigation, and (for error pages) maybe no tenant. */
export type ShellContext = Omit<PageContext, 'tenant'> & {
  tenant?: PageTenant;
  nav: readonly NavItem[];
  /** A track is current in this browser (the `site_audio` cookie): every page shows the audio bar. */
  audioInProgress?: boolean;
  /** The signed-in staff member, shown in the header with a sign-out button. */
  staff?: { email: string; role: string };
};

/** URL of the lazy loader: it registers every tag and loads an element's code when the tag appears. */
export const LOADER_URL = '/elements/site-elements.js';

/** Dropdown links of a top-level entry of the header menu (the documentation pages under Docs, the media blocks under Media). */
const SUBMENUS: Record<string, readonly NavItem[]> = {
  '/docs': DOC_PAGES.filter((page) => page.path !== '/docs').map((page) => ({ path: page.path, label: page.title })),
  '/media': [
    { path: '/media', label: 'Video and audio' },
    { path: '/presentation', label: 'Slides' },
    { path: '/sliders', label: 'Sliders' },
  ],
};

function navigation(ctx: ShellContext, words: ShellText): SafeHtml {
  if (ctx.nav.length === 0) return html``;
  const link = (item: NavItem) => html`<a href="${ctx.link(item.path)}"${item.path === ctx.path ? html` aria-current="page"` : ''}>${words.nav[item.label] ?? item.label}</a>`;
  const items = ctx.nav.map((item) => {
    const children = SUBMENUS[item.path];
    return html`<li>${link(item)}${children ? html`<ul>${children.map((child) => html`<li>${link(child)}</li>`)}</ul>` : ''}</li>`;
  });
  return html`<a href="#site-menu" data-menu-toggle>${words.menu}</a><nav id="site-menu" aria-label="${words.mainNav}"><ul>${items}</ul></nav>`;
}

/**
 * The site header: `<site-header>` over server links (brand, menu) that work before JavaScript, its
 * documented input, which the header keeps as it is until it upgrades; the search button in it is
 * `<site-search>` with its first view rendered on the server. The header moves the search into its
 * own view on upgrade, so the search's stylesheets are linked in `<head>` (`styles`), not beside it.
 */
async function siteHeader(ctx: ShellContext, siteLabel: string, words: ShellText, lang: string): Promise<RenderedParts> {
  const search = ctx.tenant ? await renderedParts('site-search', { 'data-load': 'interaction' }, undefined, renderOptions(ctx, { lang })) : undefined;
  return {
    styles: search?.styles ?? html``,
    element: html`<site-header data-current="${ctx.path}">
<a href="${ctx.link('/')}" data-brand>${siteLabel}</a>
${navigation(ctx, words)}
${search ? html`<div data-actions>${search.element}</div>` : ''}
</site-header>`,
  };
}

/**
 * The site footer: `<site-footer>` with the fixed demo contact text, the default quick links and the
 * newsletter (not without a tenant), as its inline JSON with its first view rendered on the server;
 * its stylesheets go in `<head>` with the header's.
 */
function siteFooter(ctx: ShellContext, siteLabel: string, words: ShellText, lang: string): Promise<RenderedParts> {
  const links = [
    [words.links.privacy, '/privacy'],
    [words.links.terms, '/terms'],
    [words.links.cookies, '/cookies'],
    [words.links.sitemap, '/sitemap'],
    [words.links.help, '/help'],
    [words.links.contact, '/contact'],
  ].map(([title = '', path = '/']) => ({ title, href: ctx.link(path) }));
  const social = (
    [
      ['instagram', 'Instagram'],
      ['facebook', 'Facebook'],
      ['youtube', 'YouTube'],
    ] as const
  ).map(([network, name]) => ({ network, href: `https://${network}.com/`, label: words.onNetwork(siteLabel, name) }));
  const content = {
    title: siteLabel,
    description: words.about,
    contact: { address: '100 Main Street, Springfield', phone: '+1 555-0100', email: `hello@${ctx.tenant?.siteName ?? 'example'}.example` },
    links,
    social,
    copyright: `© ${new Date().getFullYear()} ${siteLabel}`,
  };
  const attributes: Record<string, string> = { 'data-load': 'visible', 'data-title': siteLabel, ...(ctx.tenant ? {} : { 'data-newsletter': 'false' }) };
  return renderedParts('site-footer', attributes, content, renderOptions(ctx, { lang }));
}

/**
 * Takes the skip link's visitor into `<main>` by focusing it, instead of following `#main` (which
 * still works without JavaScript). WebKit keeps the page at a followed fragment through later layouts
 * until the visitor scrolls by hand: after the skip link, a footer upgrading below the fold jumped
 * back to `<main>` and took focus from the product card a keyboard user had just tabbed to.
 */
const SKIP_LINK_SCRIPT =
  "document.currentScript.previousElementSibling.addEventListener('click',function(e){var m=document.getElementById('main');if(!m)return;e.preventDefault();m.focus({preventScroll:true});m.scrollIntoView();});";

/**
 * The theme parts of the shell for a tenant: its own theme (the page's first theme, its stylesheet),
 * a nonce'd script applying the visitor's stored choice before the first paint, and the switch.
 */
function themeShell(ctx: ShellContext) {
  if (!ctx.tenant) return { attribute: html``, head: html``, switcher: html`` };
  const theme = tenantTheme(ctx.tenant.id);
  const key = themeStorageKey(ctx.tenant.id);
  return {
    attribute: theme ? html` data-site-theme="${theme.name}"` : html``,
    head: html`${theme ? html`<link rel="stylesheet" href="${tenantThemeHref(ctx.tenant.siteName)}">` : ''}<script nonce="${ctx.nonce}">${raw(prePaintThemeScript(key))}</script>`,
    switcher: html`<div class="theme-bar"><site-theme-switch data-load="visible"${theme ? html` data-brand="${theme.name}" data-brand-label="${theme.label}"` : ''} data-storage-key="${key}"></site-theme-switch></div>`,
  };
}

/**
 * Wraps a page in the document shell: language, viewport, CSP nonce meta (Vite's CSS preloader
 * reads it), title and description, the nonce'd loader script, a skip link, `<main id="main">`,
 * and the shell elements the page's features ask for (`<site-cart>`, with express checkout in its drawer
 * when the tenant takes Stripe or PayPal with real keys; `<site-audio-bar>`), plus the
 * page's one `<site-toast>` live region, present from the start so the first message is announced.
 * The first paint waits until the parser reaches `<main>` (`rel="expect"`), so the header's menu,
 * at the right of the bar, is never painted half-arrived and then moved.
 */
export async function renderLayout(page: Page, ctx: ShellContext): Promise<string> {
  const siteLabel = ctx.tenant?.name ?? ctx.site.defaultTitle;
  const title = page.title ? `${page.title} · ${siteLabel}` : ctx.tenant ? siteLabel : ctx.site.defaultTitle;
  const lang = ctx.tenant?.locale ?? ctx.site.defaultLocale;
  const features = page.features ?? {};
  const theme = themeShell(ctx);
  const words = shellText(lang);
  const header = await siteHeader(ctx, siteLabel, words, lang);
  const footer = await siteFooter(ctx, siteLabel, words, lang);
  const doc = html`<!doctype html>
<html lang="${lang}"${theme.attribute}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" nonce="${ctx.nonce}">
<title>${title}</title>
<meta name="description" content="${page.description ?? ctx.site.defaultDescription}">
${ctx.tenant ? html`<meta name="site-organisation-id" content="${ctx.tenant.id}"><meta name="site-tenant" content="${ctx.tenant.id}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="expect" href="#main" blocking="render">
<link rel="stylesheet" href="/elements/site-elements.css">
<link rel="stylesheet" href="/demo.css">
${header.styles}${footer.styles}
${theme.head}
<script type="module" nonce="${ctx.nonce}" src="${LOADER_URL}"></script>
</head>
<body>
<a class="skip-link" href="#main">${words.skip}</a><script nonce="${ctx.nonce}">${raw(SKIP_LINK_SCRIPT)}</script>
<header class="site-header">
${ctx.site.demoMode ? html`<p class="demo-notice">${words.demoNotice}</p>` : ''}
${header.element}
${ctx.staff ? html`<form class="staff-line" method="post" action="${ctx.link('/staff/sign-out')}"><span>${words.signedInAs} ${ctx.staff.email} (${ctx.staff.role})</span> <button type="submit">${words.signOut}</button></form>` : ''}
</header>
<main id="main" tabindex="-1">
${page.body}
</main>
${features.hasStore ? html`<site-cart data-saved-href="${ctx.link('/store/saved')}">${ctx.site.expressRows ? html`<store-express-checkout slot="actions" data-source="cart" data-load="interaction"></store-express-checkout>` : ''}</site-cart>` : ''}
${features.hasAudioPlayer || (ctx.tenant && ctx.audioInProgress) ? html`<site-audio-bar></site-audio-bar>` : ''}
${ctx.tenant ? html`<site-toast></site-toast>` : ''}
<footer>${footer.element}${theme.switcher}${languageLinks(ctx)}</footer>
</body>
</html>
`;
  return doc.value;
}
