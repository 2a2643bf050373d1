/**
 * The checkout's outer boxes, shared by the upgraded element (css/checkout.css.ts) and its
 * pre-upgrade rules (fallback.css.ts), so the title and the page below do not move when it upgrades.
 */
export const CHECKOUT_SIZES = {
  narrowQuery: '(max-width: 767px)',
  /** The checkout is centred at most this wide. */
  maxWidth: '72rem',
  /** The top bar's height: its Back link, beside the title. */
  topBarHeight: '2.5rem',
  titleFontSize: '1.75rem',
  titleLineHeight: 1.2,
  /**
   * The loading screen's height (order summary and section skeletons), reserved before upgrade;
   * `--site-store-checkout-min-height` changes it.
   */
  loadingMinHeight: 'var(--site-store-checkout-min-height, 52rem)',
  loadingMinHeightNarrow: 'var(--site-store-checkout-min-height, 56rem)',
} as const;
