/**
 * The header's boxes, shared by the upgraded element (site-header.css.ts) and its pre-upgrade
 * rules (fallback.css.ts), so nothing in the bar moves when the element takes over.
 */
export const HEADER_SIZES = {
  mobileQuery: 'screen and (max-width: 767.98px)',
  desktopQuery: 'screen and (min-width: 768px)',
  barMinHeight: '4rem',
  logoHeight: '2rem',
  /** The Menu button, the top-level links and the dropdown buttons. */
  controlHeight: '2.5rem',
  burgerWidth: '1rem',
  /** The button beside a top-level link that has a dropdown. */
  chevronButtonWidth: '1.75rem',
  /** The chevron's square (it turns with the font size). */
  chevronSize: '0.45em',
  dropdownMinWidth: '14rem',
} as const;
