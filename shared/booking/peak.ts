/** A span that holds some capacity: epoch milliseconds, start included, end excluded. */
export interface LoadSpan {
  from: number;
  to: number;
  size: number;
}

/**
 * The most capacity held at any one instant of [from, to): the peak of the overlapping spans, not
 * their sum. Two parties of 8 that follow each other hold 8 at a time, so a 16-seat room still takes
 * a third party of 8 across both. The peak of a set of intervals is reached at the start of one of
 * them, so only `from` and the starts inside the window are looked at.
 */
export function peakLoad(spans: readonly LoadSpan[], from: number, to: number): number {
  const inside = spans.filter((s) => s.from < to && from < s.to && s.to > s.from);
  const points = [from, ...inside.map((s) => s.from).filter((at) => at > from && at < to)];
  let peak = 0;
  for (const at of points) {
    const load = inside.reduce((sum, s) => (s.from <= at && at < s.to ? sum + s.size : sum), 0);
    if (load > peak) peak = load;
  }
  return peak;
}

/** True when [from, to) meets any of the ranges (start included, end excluded). */
export function meetsAny(ranges: readonly { from: number; to: number }[], from: number, to: number): boolean {
  return ranges.some((r) => r.from < to && from < r.to);
}
