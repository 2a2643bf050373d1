import { join } from 'node:path';
import { measureBudgets, repoRoot } from '../scripts/check-budgets.ts';
import type { BenchModule } from './lib/module.ts';
import { atMost } from './lib/summary.ts';

const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(2)} KB`;

/**
 * Gzip bytes of the loader, the runtime, every element chunk and the shared vendor chunks of the built
 * `dist/` against their gzip byte budgets: the same measurement as `npm run test:budgets`.
 */
const bytes: BenchModule = {
  name: 'bytes',
  async run() {
    const checks = measureBudgets(join(repoRoot, 'dist'));
    return {
      title: 'Bytes (gzip level 9) of the built dist/ against the budgets',
      columns: ['bundle', 'gzip', 'budget', 'used', 'verdict', 'files'],
      numeric: ['gzip', 'budget', 'used'],
      rows: checks.map((c) => [
        c.name,
        kb(c.gzipBytes),
        kb(c.budgetBytes),
        c.budgetBytes ? `${Math.round((c.gzipBytes / c.budgetBytes) * 100)}%` : '-',
        c.passed ? 'ok' : 'over',
        c.problem ?? c.files.length.toString(),
      ]),
      notes: [
        'Same rules as scripts/check-budgets.ts (npm run test:budgets): an element row counts its own chunk, its CSS and every non-runtime shared chunk it imports; keen-slider and luxon are counted once per page, on rows of their own.',
      ],
      summary: checks.map((c) => ({
        figure: `bytes: ${c.name}`,
        measured: c.problem ? `not measured: ${c.problem}` : kb(c.gzipBytes),
        target: `<= ${kb(c.budgetBytes)}`,
        verdict: c.problem ? 'over' : atMost(c.gzipBytes, c.budgetBytes),
      })),
    };
  },
};

export default bytes;
