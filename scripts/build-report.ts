/**
 * Printed after every `vite build` (see `npm run build`): the gzip size of the loader, the runtime and
 * each element against its byte budget (the limits in check-budgets.ts). Informational only: it never fails the build;
 * `scripts/check-budgets.ts` (run by `npm test`) is the check that fails.
 */
import { formatBudgetTable, measureBudgets } from './check-budgets.ts';

try {
  const checks = measureBudgets();
  const over = checks.filter((c) => !c.passed);
  console.log('\nBundle sizes (gzip level 9) against their byte budgets:\n');
  console.log(formatBudgetTable(checks));
  console.log(
    over.length > 0
      ? `\n${over.length} bundle(s) over budget: ${over.map((c) => c.name).join(', ')} (npm test fails on this)`
      : '\nAll bundles within budget.',
  );
} catch (error) {
  console.warn(`build-report: could not measure dist/: ${error instanceof Error ? error.message : String(error)}`);
}
