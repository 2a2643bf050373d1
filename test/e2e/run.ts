/**
 * Runs the end-to-end suite: every `test/e2e/**\/*.e2e.ts` test in its own browser context, on the
 * already-built `dist/`. Files run two at a time (`E2E_WORKERS`), each worker with its own demo site
 * (`PORT=0`, a fresh temporary `DATA_DIR`) and its own Debian Chromium, so no file sees another's
 * data. Prints each file's `✓ name` / `✗ name` once it is done and finally `e2e: N passed, N failed`.
 * A test that fails is run once more in a fresh browser context: failing twice fails it; passing the
 * second time counts as passed and is reported as `⚠ flaky: name` with the first try's error, at
 * the end of the output and in the summary of `npm test`, so an intermittent fault is seen, not lost.
 * Exits non-zero when anything failed. It builds nothing: `npm test` builds first.
 *
 *   node --import tsx test/e2e/run.ts [filter…]   (a filter matches a file path or a test name)
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import {
  closeE2EPostgres,
  E2E_ENGINE,
  launchBrowser,
  loadTestFile,
  registeredTests,
  repoRoot,
  runTest,
  startDemoServer,
  type DemoServer,
  type E2ETest,
  type TestOutcome,
} from './harness.ts';
import { flakyLine } from '../helpers/second-try.ts';

const e2eDir = join(repoRoot, 'test/e2e');
const artifactsDir = join(repoRoot, 'test-results/e2e');

function findTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return findTestFiles(path);
      return entry.isFile() && entry.name.endsWith('.e2e.ts') ? [path] : [];
    })
    .sort();
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** How many files run at once, each worker with its own demo site and browser: `E2E_WORKERS`, else 2 on a machine with 2 or more cores. */
function workerCount(): number {
  const asked = Number.parseInt(process.env.E2E_WORKERS ?? '', 10);
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, 8);
  return availableParallelism() >= 2 ? 2 : 1;
}

/** The tests grouped by file, in file order. */
function byFile(tests: readonly E2ETest[]): E2ETest[][] {
  const groups = new Map<string, E2ETest[]>();
  for (const t of tests) groups.set(t.file, [...(groups.get(t.file) ?? []), t]);
  return [...groups.values()];
}

/** One worker: its own demo site (fault injection on: test/e2e/faults-*.e2e.ts use it) and browser. */
interface Worker {
  server?: DemoServer;
  browser?: Browser;
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  for (const file of findTestFiles(e2eDir)) await loadTestFile(relative(repoRoot, file), pathToFileURL(file).href);
  const tests = registeredTests().filter((t) => filters.length === 0 || filters.some((f) => t.file.includes(f) || t.name.includes(f)));
  if (tests.length === 0) {
    console.log('e2e: no tests found');
    console.log('e2e: 0 passed, 0 failed');
    return filters.length > 0 ? 1 : 0;
  }
  if (!existsSync(join(repoRoot, 'dist/site-elements.js'))) {
    console.warn('e2e: warning: dist/site-elements.js is missing; run `npm run build` first (npm test does).');
  }

  const files = byFile(tests);
  const workers: Worker[] = Array.from({ length: Math.min(workerCount(), files.length) }, () => ({}));
  const outcomes: TestOutcome[] = [];
  const shutdown = async (): Promise<void> => {
    await Promise.all(
      workers.map(async (w) => {
        await w.browser?.close().catch(() => undefined);
        await w.server?.stop().catch(() => undefined);
      }),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void shutdown().finally(() => process.exit(130));
    });
  }
  // Output piped into a reader that went away (`| head`): stop cleanly instead of crashing on EPIPE.
  process.stdout.on('error', () => void shutdown().finally(() => process.exit(1)));

  mkdirSync(artifactsDir, { recursive: true });
  const queue = [...files];
  const failedOutputs: string[] = [];
  const flaky: string[] = [];
  console.log(
    `e2e: ${tests.length} tests in ${files.length} files, ${workers.length} at a time, data in ${E2E_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
  );
  await Promise.all(
    workers.map(async (worker, index) => {
      let failedHere = false;
      try {
        worker.server = await startDemoServer({ env: { FAULT_INJECTION: '1' } });
        worker.browser = await launchBrowser();
        console.log(`e2e: worker ${index + 1}: demo site at ${worker.server.baseURL}`);
        for (let group = queue.shift(); group; group = queue.shift()) {
          // A file's lines are printed together once it is done, so two workers never interleave them.
          const lines = [`\n${group[0]?.file ?? ''}`];
          for (const t of group) {
            const first = await runTest(worker.browser, worker.server.baseURL, t, artifactsDir);
            // A failure is tried once more in a fresh context; passing then counts, but is reported as flaky.
            const outcome = first.passed ? first : await runTest(worker.browser, worker.server.baseURL, t, artifactsDir);
            outcomes.push(outcome);
            if (outcome.passed && !first.passed) {
              flaky.push(t.name);
              lines.push(`  ✓ ${t.name} (${outcome.durationMs} ms, on the second try)\n  ${flakyLine(t.name)}\n${indent(`first try: ${first.error ?? 'failed'}`)}`);
            } else if (outcome.passed) lines.push(`  ✓ ${t.name} (${outcome.durationMs} ms)`);
            else {
              failedHere = true;
              lines.push(`  ✗ ${t.name} (${outcome.durationMs} ms)\n${indent(outcome.error ?? 'failed')}`);
            }
          }
          console.log(lines.join('\n'));
        }
      } catch (error) {
        // The server or the browser could not start: the files this worker would have run count as failed.
        console.error(`e2e: worker ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
        for (const group of queue.splice(0))
          for (const t of group) outcomes.push({ test: t, passed: false, error: 'not run', durationMs: 0 });
        failedHere = true;
      } finally {
        if (failedHere && worker.server)
          failedOutputs.push(
            `--- demo site output (worker ${index + 1}) ---\n${worker.server.output().trim().split('\n').slice(-40).join('\n')}`,
          );
      }
    }),
  );
  await shutdown();
  await closeE2EPostgres().catch((error: unknown) => console.error(`e2e: PostgreSQL databases not dropped: ${String(error)}`));
  for (const output of failedOutputs) console.log(`\n${output}`);

  const passed = outcomes.filter((o) => o.passed).length;
  const failed = outcomes.length - passed;
  if (flaky.length > 0) console.log(`\n${flaky.map(flakyLine).join('\n')}`);
  console.log(`\ne2e: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  },
);
