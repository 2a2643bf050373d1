import type { SummaryRow } from './summary.ts';

/** A result table a benchmark module returns: printed to the console and written as Markdown. */
export interface ResultTable {
  title: string;
  columns: string[];
  /** Columns whose cells are right-aligned (numbers). */
  numeric?: string[];
  rows: string[][];
  /** Lines printed under the table (method, machine, caveats). */
  notes?: string[];
  /** The module's headline figures for the run's one summary table (`bench/results/latest.md`). */
  summary?: SummaryRow[];
}

function widths(table: ResultTable): number[] {
  return table.columns.map((column, i) => Math.max(column.length, ...table.rows.map((row) => (row[i] ?? '').length)));
}

function pad(text: string, width: number, right: boolean): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** The table as aligned plain text for a terminal. */
export function formatText(table: ResultTable): string {
  const w = widths(table);
  const right = table.columns.map((c) => table.numeric?.includes(c) ?? false);
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => pad(cell, w[i]!, right[i]!))
      .join('  ')
      .trimEnd();
  const out = [table.title, '', line(table.columns), w.map((n) => '-'.repeat(n)).join('  '), ...table.rows.map(line)];
  if (table.notes?.length) out.push('', ...table.notes);
  return out.join('\n');
}

/** The table as GitHub Markdown (aligned columns, numbers right-aligned). */
export function formatMarkdown(table: ResultTable): string {
  const w = widths(table).map((n) => Math.max(n, 3));
  const right = table.columns.map((c) => table.numeric?.includes(c) ?? false);
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const line = (cells: string[]) => '| ' + cells.map((cell, i) => pad(esc(cell), w[i]!, right[i]!)).join(' | ') + ' |';
  const rule = '| ' + w.map((n, i) => (right[i] ? '-'.repeat(n - 1) + ':' : '-'.repeat(n))).join(' | ') + ' |';
  const out = [`## ${table.title}`, '', line(table.columns), rule, ...table.rows.map(line)];
  if (table.notes?.length) out.push('', ...table.notes.map((n) => (n ? `- ${n}` : '')));
  return out.join('\n') + '\n';
}
