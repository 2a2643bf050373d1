import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';

/** A language the demo site offers: its tag (`?lang=`), its own name, the locale pages use, and "Language" in it. */
export interface SiteLanguage {
  tag: string;
  name: string;
  locale: string;
  label: string;
}

/** The languages a visitor can choose; the elements speak each of them (English and `messages.es.ts`). */
export const SITE_LANGUAGES: readonly SiteLanguage[] = [
  { tag: 'en', name: 'English', locale: 'en-US', label: 'Language' },
  { tag: 'es', name: 'Español', locale: 'es-ES', label: 'Idioma' },
];

/** The cookie that keeps a language chosen with `?lang=` for the visitor's next pages. */
export const LANGUAGE_COOKIE = 'site_lang';

function offered(tag: string | undefined): SiteLanguage | undefined {
  const wanted = tag?.trim().toLowerCase();
  return SITE_LANGUAGES.find((language) => language.tag === wanted);
}

/** The language tag of a locale (`es-ES` → `es`). */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split('-')[0] ?? locale;
}

/**
 * The locale of a page: the visitor's choice (`?lang=`, else its cookie) when it names another
 * language than `fallback` (the tenant's locale, else DEFAULT_LOCALE), otherwise `fallback` itself.
 */
export function pageLocale(c: Context<AppEnv>, fallback: string): string {
  const chosen = offered(c.req.query('lang')) ?? offered(getCookie(c, LANGUAGE_COOKIE));
  return chosen && chosen.tag !== languageOf(fallback) ? chosen.locale : fallback;
}

/** Remembers a language chosen with `?lang=` in a cookie, so links without the parameter keep it. */
export function languageMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const chosen = offered(c.req.query('lang'));
    if (chosen) setCookie(c, LANGUAGE_COOKIE, chosen.tag, { path: '/', sameSite: 'Lax', httpOnly: true });
    await next();
  };
}
