/** Something with a start and an end in milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** Where a timed event sits in its day column: its column and how many columns its overlap group uses. */
export interface Placement<T extends Span> {
  item: T;
  column: number;
  columns: number;
}

/**
 * Lays overlapping events side by side. Items are taken by start; each goes into the first column
 * whose last event has ended; a group of transitively overlapping events shares one column count.
 */
export function layoutOverlaps<T extends Span>(items: readonly T[]): Placement<T>[] {
  const sorted = items.slice().sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Placement<T>[] = [];
  let group: Placement<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = (): void => {
    for (const placement of group) placement.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) close();
    groupEnd = group.length === 0 ? item.end : Math.max(groupEnd, item.end);
    let column = columnEnds.findIndex((end) => end <= item.start);
    if (column < 0) column = columnEnds.push(item.end) - 1;
    else columnEnds[column] = item.end;
    const placement = { item, column, columns: 1 };
    group.push(placement);
    out.push(placement);
  }
  close();
  return out;
}
