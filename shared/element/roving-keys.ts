/**
 * The WAI-ARIA keys of a row (or column, when vertical) of items where one has focus at a time:
 * tabs, accordion headers, a gallery's images. Left/Right (Up/Down) move with wrapping, Home and End
 * go to the ends. Null when the key is not handled or there are no items.
 */
export function rovingKeyTarget(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): number | null {
  if (count === 0) return null;
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
