/**
 * The sidebar's boxes, shared by the upgraded element (site-docs-sidebar.css.ts) and its
 * pre-upgrade rules (fallback.css.ts), so the tree does not move when the element takes over.
 */
export const DOCS_SIDEBAR_SIZES = {
  mobileQuery: 'screen and (max-width: 767.98px)',
  desktopQuery: 'screen and (min-width: 768px)',
  /** A page's row, and the square toggle beside a page with children. */
  rowHeight: '2.25rem',
  /** The Documentation button that opens the tree below 768 px. */
  toggleHeight: '2.75rem',
  /** The chevron's square. */
  chevronSize: '0.45rem',
  /** Section titles are spaced capitals. */
  sectionLetterSpacing: '0.04em',
} as const;
