/** The median of a non-empty list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The smallest of a non-empty list of numbers. */
export function min(values: number[]): number {
  return Math.min(...values);
}

/** A duration in milliseconds with one decimal. */
export function ms(value: number): string {
  return value.toFixed(1);
}
