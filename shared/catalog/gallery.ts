/** Smallest horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_DISTANCE = 50;

/** The image index one step away, wrapping at both ends (`-1` is previous, `1` next). */
export function stepIndex(index: number, count: number, step: -1 | 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The step a pointer gesture asks for: a mostly horizontal move of at least 50 px; right-to-left is
 * next (1), left-to-right previous (-1); anything else (a tap, a vertical scroll) is null.
 */
export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): -1 | 1 | null {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}
