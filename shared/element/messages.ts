/** A message catalogue: English texts (the product's exact specified wording) plus other locales. */
export interface Catalogue<K extends string> {
  en: Record<K, string>;
  [locale: string]: Partial<Record<K, string>>;
}

/** Loads one language's texts of a catalogue, e.g. `() => import('./messages.es.ts').then((m) => m.cart)`. */
export type MessagesLoader<K extends string> = () => Promise<Partial<Record<K, string>>>;

/** The plural categories of `Intl.PluralRules`; a key `name_one` / `name_other` is used as `name` with a `count`. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A key as code names it: the plural forms `spots_one` and `spots_other` are asked for as `spots`. */
export type MessageKey<K extends string> = K | (K extends `${infer Base}_${PluralCategory}` ? Base : never);

const loaders = new Map<Catalogue<string>, Record<string, MessagesLoader<string>>>();
const loading = new Map<MessagesLoader<string>, Promise<unknown>>();

/**
 * Declares a catalogue with English as the complete default. Another locale is either its texts or
 * a loader (a dynamic import), so its texts stay out of the element's chunk until a page needs them.
 */
export function defineMessages<const T extends Record<string, string>>(
  en: T,
  others: Record<string, Partial<Record<keyof T & string, string>> | MessagesLoader<keyof T & string>> = {},
): Catalogue<keyof T & string> {
  const catalogue: Catalogue<string> = { en };
  const lazy: Record<string, MessagesLoader<string>> = {};
  for (const [locale, texts] of Object.entries(others)) {
    if (typeof texts === 'function') lazy[locale] = texts;
    else catalogue[locale] = texts;
  }
  loaders.set(catalogue, lazy);
  return catalogue as Catalogue<keyof T & string>;
}

function languageOf(locale: string): string {
  return locale.toLowerCase().split('-')[0] || 'en';
}

function startLoading(catalogue: Catalogue<string>, language: string): Promise<unknown> | undefined {
  const load = loaders.get(catalogue)?.[language];
  if (!load) return undefined;
  let promise = loading.get(load);
  if (!promise) {
    // A chunk that fails to load leaves English in place rather than an element that never shows.
    const settled: Promise<void> & { status?: string } = load()
      .then(
        (texts) => void (catalogue[language] = texts),
        () => void (catalogue[language] = {}),
      )
      // Marked the way React's `use()` reads a settled promise, so later renders never suspend.
      .then(() => void (settled.status = 'fulfilled'));
    promise = settled;
    loading.set(load, promise);
  }
  return promise;
}

/**
 * The promise of a locale's texts when the catalogue loads them lazily (settled once they are in),
 * else undefined. The first call for a language also starts every other catalogue defined so far
 * (the elements on this page), so an element's parts do not load one by one.
 */
export function loadMessages(catalogue: Catalogue<string>, locale: string): Promise<unknown> | undefined {
  const language = languageOf(locale);
  const first = !catalogue[language];
  const promise = startLoading(catalogue, language);
  if (promise && first) for (const other of loaders.keys()) if (!other[language]) startLoading(other, language);
  return promise;
}

/** Replaces `{name}` placeholders with values; unknown placeholders stay as written. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Looks a key up for a locale (`es-MX` falls back to `es`, then English). With a numeric `count`,
 * the locale's plural form (`key_one`, `key_other`, … chosen by `Intl.PluralRules`) is used.
 */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: string,
  key: MessageKey<K>,
  params?: Record<string, string | number>,
): string {
  const count = params?.count;
  const keys: string[] = typeof count === 'number' ? [`${key}_${pluralCategory(locale, count)}`, `${key}_other`, key] : [key];
  for (const table of [catalogue[locale], catalogue[languageOf(locale)], catalogue.en] as Partial<Record<string, string>>[]) {
    for (const name of keys) {
      const text = table?.[name];
      if (text !== undefined) return interpolate(text, params);
    }
  }
  return key;
}

/** The locale that applies to an element: its closest `lang`, else the document's, else English. */
export function localeOf(element: Element | null): string {
  const lang = element?.closest('[lang]')?.getAttribute('lang') || globalThis.document?.documentElement.lang;
  return lang && lang.trim() ? lang.trim() : 'en';
}

/** The loaders a catalogue declared, by language (for the completeness test of the translations). */
export function messageLoaders<K extends string>(catalogue: Catalogue<K>): Record<string, MessagesLoader<K>> {
  return loaders.get(catalogue) ?? {};
}
