/**
 * The list's row boxes, shared by the upgraded element (site-nav-list.css.ts) and its pre-upgrade
 * rules (fallback.css.ts), so no row moves when the element takes over.
 */
export const NAV_LIST_SIZES = {
  /** A link's row, and the square toggle beside a link with children. */
  rowHeight: '2.75rem',
  /** A link's picture. */
  imageSize: '3rem',
  /** The chevron's square. */
  chevronSize: '0.5rem',
} as const;
