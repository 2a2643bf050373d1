/**
 * The row of options, shared by the upgraded element (site-theme-switch.css.ts) and its pre-upgrade
 * box (fallback.css.ts), so the row keeps its height until the radio group renders.
 */
export const THEME_SWITCH_SIZES = {
  optionHeight: '2.25rem',
  /** The border around the row of options. */
  borderWidth: '1px',
} as const;
