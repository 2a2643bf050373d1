const cache = new Map<string, Intl.DateTimeFormat>();

/** The formats this module uses, by name. */
const STYLES = {
  time: { hour: 'numeric', minute: '2-digit' },
  weekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  year: { year: 'numeric' },
  short: { month: 'short', day: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per locale, zone and style, made on first use (a month view formats a few hundred times). */
function formatter(locale: string, zone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${style}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: zone });
    cache.set(key, found);
  }
  return found;
}

/** A clock time in the zone: "9:30 AM". Formatters are cached, so thousands of calls stay cheap. */
export function formatTime(ms: number, zone: string, locale = 'en-US'): string {
  return formatter(locale, zone, 'time').format(ms);
}

/** A time span in the zone: "9:30 AM – 10:00 AM", with the dates when it crosses days or is all-day. */
export function formatSpan(start: number, end: number, zone: string, allDay: boolean, locale = 'en-US'): string {
  const day = formatter(locale, zone, 'weekdayDay');
  if (allDay) return `${day.format(start)} – ${day.format(end - 1)} (all day)`;
  const sameDay = day.format(start) === day.format(end);
  return sameDay ? `${day.format(start)}, ${formatTime(start, zone, locale)} – ${formatTime(end, zone, locale)}` : `${day.format(start)} ${formatTime(start, zone, locale)} – ${day.format(end)} ${formatTime(end, zone, locale)}`;
}

/** A calendar date (`YYYY-MM-DD`) in words: style "long" → "Sunday, November 22, 2026"; "month" → "November 2026". */
export function formatDate(date: string, style: 'long' | 'month' | 'year' | 'short', locale = 'en-US'): string {
  return formatter(locale, 'UTC', style).format(Date.parse(`${date}T12:00:00Z`));
}

/** The short weekday names of a week starting on `weekStart` (0 Sunday). */
export function weekdayNames(weekStart = 0, locale = 'en-US', width: 'short' | 'narrow' = 'short'): string[] {
  const names = formatter(locale, 'UTC', width === 'short' ? 'weekdayShort' : 'weekdayNarrow');
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => names.format(Date.parse(`2026-11-${22 + ((weekStart + i) % 7)}T12:00:00Z`)));
}
