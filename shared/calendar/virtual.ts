/** The slice of a fixed-height list to render for a scroll position, with `overscan` rows either side. */
export function visibleSlice(count: number, rowHeight: number, scrollTop: number, viewport: number, overscan = 4): { start: number; end: number } {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const start = Math.min(count, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}
