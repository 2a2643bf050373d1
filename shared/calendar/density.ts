/** Shading levels of the year view: 0 for no events, then 1 … 4 by share of the busiest day. */
export function densityLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4)));
}
