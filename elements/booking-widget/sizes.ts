/**
 * The height the widget keeps from the server's markup to its first screen, shared by the upgraded
 * element (css/frame.css.ts) and its pre-upgrade box (fallback.css.ts), so nothing below it moves
 * when it upgrades. `--site-booking-widget-min-height` changes it; later screens may grow.
 */
export const BOOKING_WIDGET_SIZES = {
  narrowQuery: '(max-width: 767px)',
  minHeight: 'var(--site-booking-widget-min-height, 36rem)',
  minHeightNarrow: 'var(--site-booking-widget-min-height, 60rem)',
} as const;
