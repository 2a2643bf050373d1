import { DateTime } from 'luxon';
import type { MessageLanguage } from '../lifecycle/events.ts';

const LOCALES: Record<MessageLanguage, string> = { en: 'en-US', es: 'es-ES' };

/** The locale messages in a language are formatted with: the tenant's own when it is of that language (en-GB), else a default. */
export function localeOf(language: MessageLanguage, tenantLocale = ''): string {
  return tenantLocale.toLowerCase().split('-')[0] === language ? tenantLocale : LOCALES[language];
}

/** A UTC instant as the customer reads it: weekday, date and time in the location's zone, with the zone's short name. */
export function formatDateTime(utc: string, timeZone: string, language: MessageLanguage, tenantLocale?: string): string {
  const at = DateTime.fromISO(utc, { zone: 'utc' }).setZone(timeZone || 'UTC');
  return at.setLocale(localeOf(language, tenantLocale)).toLocaleString({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A UTC instant as a short date in the location's zone (for subjects). */
export function formatDate(utc: string, timeZone: string, language: MessageLanguage, tenantLocale?: string): string {
  const at = DateTime.fromISO(utc, { zone: 'utc' }).setZone(timeZone || 'UTC');
  return at.setLocale(localeOf(language, tenantLocale)).toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}

/** An amount in minor units (cents, pence) in its currency, formatted for the language. */
export function formatMoney(minor: number, currency: string, language: MessageLanguage, tenantLocale?: string): string {
  const format = new Intl.NumberFormat(localeOf(language, tenantLocale), { style: 'currency', currency: currency || 'USD' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
