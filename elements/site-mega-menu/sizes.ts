/**
 * The menu bar's boxes, shared by the upgraded element (site-mega-menu.css.ts) and its pre-upgrade
 * rules (fallback.css.ts), so the bar does not move when the element takes over.
 */
export const MEGA_MENU_SIZES = {
  mobileQuery: 'screen and (max-width: 767.98px)',
  desktopQuery: 'screen and (min-width: 768px)',
  /** A top-level entry of the bar. */
  triggerHeight: '3rem',
  /** The chevron's square (it turns with the font size). */
  chevronSize: '0.45em',
  /** The columns of a panel's entries. */
  entryColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
} as const;
