/** A message catalogue: English texts (the specification's exact wording) plus other locales. */
export interface Catalogue<K extends string> {
  en: Record<K, string>;
  [locale: string]: Partial<Record<K, string>>;
}

/** Declares a catalogue with English as the complete default. */
export function defineMessages<const T extends Record<string, string>>(
  en: T,
  others: Record<string, Partial<Record<keyof T & string, string>>> = {},
): Catalogue<keyof T & string> {
  return { ...others, en } as Catalogue<keyof T & string>;
}

/** Replaces `{name}` placeholders with values; unknown placeholders stay as written. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Looks a key up for a locale (`es-MX` falls back to `es`, then English). */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: string,
  key: K,
  params?: Record<string, string | number>,
): string {
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  const text = catalogue[locale]?.[key] ?? catalogue[language]?.[key] ?? catalogue.en[key];
  return interpolate(text, params);
}

/** The locale that applies to an element: its closest `lang`, else the document's, else English. */
export function localeOf(element: Element | null): string {
  const lang = element?.closest('[lang]')?.getAttribute('lang') || globalThis.document?.documentElement.lang;
  return lang && lang.trim() ? lang.trim() : 'en';
}
