/**
 * The line a test runner prints for a test that failed, then passed when it ran once more. `npm test`
 * lists these lines after its summary (scripts/count-results.mjs finds them by `⚠ flaky: `).
 */
export function flakyLine(name: string): string {
  return `⚠ flaky: ${name} (failed, then passed on the second try)`;
}
