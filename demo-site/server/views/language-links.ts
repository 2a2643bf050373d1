import { languageOf, SITE_LANGUAGES } from '../middleware/language.ts';
import { html, type SafeHtml } from './html.ts';
import type { ShellContext } from './layout.ts';

/**
 * Links to this page in every language the site offers (`?lang=<tag>`, remembered by a cookie),
 * each named in its own language; the current one is marked.
 */
export function languageLinks(ctx: ShellContext): SafeHtml {
  const current = languageOf(ctx.tenant?.locale ?? ctx.site.defaultLocale);
  const label = SITE_LANGUAGES.find((language) => language.tag === current)?.label ?? 'Language';
  const here = ctx.link(ctx.path);
  const items = SITE_LANGUAGES.map((language) => {
    const href = `${here}${here.includes('?') ? '&' : '?'}lang=${language.tag}`;
    const mark = language.tag === current ? html` aria-current="true"` : html``;
    return html`<li><a href="${href}" hreflang="${language.tag}" lang="${language.tag}"${mark}>${language.name}</a></li>`;
  });
  return html`<nav class="language-links" aria-label="${label}"><ul>${items}</ul></nav>`;
}
