/**
 * The express area's reserved box, shared by the upgraded element (css/store-express-checkout.css.ts)
 * and its host rule (fallback.css.ts): with `data-reserve="N"` the page keeps room for the caption and
 * N rows of wallet buttons from the first paint, so the content below never moves when they arrive.
 */
export const EXPRESS_SIZES = {
  /** The caption's one line ('Express checkout'). */
  captionHeight: '1.25rem',
  /** One row of wallet buttons: Stripe's `buttonHeight` and PayPal's `style.height` are set to it. */
  rowHeightPx: 44,
} as const;

/** The reserved height for `rows` rows: the caption, then each row after a gap of `gap`. */
export function reservedHeight(rows: number, gap: string): string {
  return `calc(${EXPRESS_SIZES.captionHeight} + ${rows} * (${EXPRESS_SIZES.rowHeightPx}px + ${gap}))`;
}
