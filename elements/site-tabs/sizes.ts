/**
 * The tab row's boxes, shared by the upgraded element (site-tabs.css.ts) and its pre-upgrade rules
 * (fallback.css.ts), so the row and the panel below it do not move when the element takes over.
 */
export const TABS_SIZES = {
  tabHeight: '2.75rem',
} as const;
