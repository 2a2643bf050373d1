/**
 * The accordion's header chevron, shared by the upgraded element (site-accordion.css.ts) and its
 * pre-upgrade rules (fallback.css.ts), so a question wraps at the same width before and after.
 */
export const ACCORDION_SIZES = {
  /** The chevron's square (it turns with the font size). */
  chevronSize: '0.6em',
} as const;
