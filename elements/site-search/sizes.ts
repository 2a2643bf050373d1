/**
 * The Search button's fixed box, shared by the upgraded element (site-search.css.ts) and its
 * pre-upgrade box (fallback.css.ts), so the header bar does not move when the button replaces it.
 */
export const SEARCH_SIZES = {
  /** Below 768 px the button is only its icon. */
  mobileQuery: 'screen and (max-width: 767.98px)',
  width: '12rem',
  mobileWidth: '2.5rem',
  height: '2.5rem',
  /** The magnifier's ring. */
  iconSize: '0.9rem',
} as const;
