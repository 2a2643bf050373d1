/**
 * The height the calendar keeps from the server's markup to the month view, shared by the upgraded
 * element (css/site-calendar.css.ts) and its pre-upgrade box (fallback.css.ts), so nothing below it
 * moves when it upgrades. `--site-calendar-min-height` changes it; taller views (week, day, year)
 * grow past it.
 */
export const CALENDAR_SIZES = {
  mobileQuery: 'screen and (max-width: 767.98px)',
  minHeight: 'var(--site-calendar-min-height, 46rem)',
  minHeightMobile: 'var(--site-calendar-min-height, 71.5rem)',
} as const;
