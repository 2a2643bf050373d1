const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Formats integer minor units (cents) as money in a currency and locale, e.g. 1999 → "$19.99". */
export function formatMoney(cents: number, currency = 'USD', locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

/** Formats a count with the locale's grouping, e.g. 1234 → "1,234". */
export function formatNumber(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Formats an instant as a date and/or time in an explicit IANA time zone. */
export function formatDateTime(
  instant: Date | number,
  timeZone: string,
  locale = 'en-US',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(instant);
}
