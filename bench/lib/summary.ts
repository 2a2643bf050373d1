import type { ResultTable } from './table.ts';

/** Whether a figure meets its target: `-` when none is set. */
export type Verdict = 'ok' | 'over' | '-';

/** One line of the run's one summary table: a measured figure against its target. */
export interface SummaryRow {
  figure: string;
  measured: string;
  target: string;
  verdict: Verdict;
}

/** `ok` when a smaller-is-better figure is at most its limit, else `over`. */
export function atMost(value: number, limit: number): Verdict {
  return value <= limit ? 'ok' : 'over';
}

/** `ok` when a larger-is-better figure (a score) reaches its floor, else `over` (it misses the target). */
export function atLeast(value: number, floor: number): Verdict {
  return value >= floor ? 'ok' : 'over';
}

/** The summary rows as one printable table. */
export function summaryTable(rows: SummaryRow[], notes: string[] = []): ResultTable {
  return {
    title: 'Benchmark summary: every figure against its target',
    columns: ['figure', 'measured', 'target', 'verdict'],
    rows: rows.map((r) => [r.figure, r.measured, r.target, r.verdict]),
    notes,
  };
}
