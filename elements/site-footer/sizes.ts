/**
 * The footer's boxes, shared by the upgraded element (site-footer.css.ts) and its pre-upgrade
 * rules (fallback.css.ts), so nothing below the page content moves when the element takes over.
 */
export const FOOTER_SIZES = {
  desktopQuery: 'screen and (min-width: 768px)',
  /** The content grid is centred at most this wide. */
  maxWidth: '72rem',
  desktopColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)',
  /** The newsletter field and button, and the round social links. */
  controlHeight: '2.75rem',
} as const;
