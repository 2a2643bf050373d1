/**
 * Runs the end-to-end suite: starts the demo site (`PORT=0`, a fresh temporary `DATA_DIR`) on the
 * already-built `dist/`, launches Debian's Chromium, runs every `test/e2e/**\/*.e2e.ts` test in its
 * own browser context, prints `✓ name` / `✗ name` and finally `e2e: N passed, N failed`.
 * Exits non-zero when anything failed. It builds nothing: `npm test` builds first.
 *
 *   node --import tsx test/e2e/run.ts [filter…]   (a filter matches a file path or a test name)
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  loadTestFile,
  registeredTests,
  repoRoot,
  runTest,
  startDemoServer,
  type DemoServer,
  type TestOutcome,
} from './harness.ts';

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

  let server: DemoServer | undefined;
  let browser: Browser | undefined;
  const outcomes: TestOutcome[] = [];
  const shutdown = async (): Promise<void> => {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void shutdown().finally(() => process.exit(130));
    });
  }
  // Output piped into a reader that went away (`| head`): stop cleanly instead of crashing on EPIPE.
  process.stdout.on('error', () => void shutdown().finally(() => process.exit(1)));

  try {
    // Fault injection (demo-site/server/middleware/faults.ts) is on for the suite's server only: test/e2e/faults-*.e2e.ts use it.
    server = await startDemoServer({ env: { FAULT_INJECTION: '1' } });
    console.log(`e2e: demo site at ${server.baseURL}`);
    browser = await launchBrowser();
    mkdirSync(artifactsDir, { recursive: true });
    let lastFile = '';
    for (const t of tests) {
      if (t.file !== lastFile) {
        console.log(`\n${t.file}`);
        lastFile = t.file;
      }
      const outcome = await runTest(browser, server.baseURL, t, artifactsDir);
      outcomes.push(outcome);
      if (outcome.passed) console.log(`  ✓ ${t.name} (${outcome.durationMs} ms)`);
      else console.log(`  ✗ ${t.name} (${outcome.durationMs} ms)\n${indent(outcome.error ?? 'failed')}`);
    }
  } catch (error) {
    // The server or the browser could not start: every test that did not run counts as failed.
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    for (const t of tests.slice(outcomes.length)) outcomes.push({ test: t, passed: false, error: 'not run', durationMs: 0 });
  } finally {
    const failedOutput = outcomes.some((o) => !o.passed) && server ? server.output().trim() : '';
    await shutdown();
    if (failedOutput) console.log(`\n--- demo site output ---\n${failedOutput.split('\n').slice(-40).join('\n')}`);
  }

  const passed = outcomes.filter((o) => o.passed).length;
  const failed = outcomes.length - passed;
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
