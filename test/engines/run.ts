/**
 * Runs the engine suite: every test of `test/engines/*.engine.ts` in Firefox ESR (WebDriver BiDi,
 * puppeteer-core) and in WebKitGTK (WebKitWebDriver under xvfb-run, selenium-webdriver), the two
 * engines side by side (WebKit, the slower, in two browsers) against one demo site serving the
 * already-built `dist/`. Each test gets a fresh
 * page and fails on an uncaught page error, a console error or a CSP violation as well as on its own
 * checks. A failing test runs once more in a fresh page: passing then counts, reported as
 * `⚠ flaky:` with the first try's error. Prints each result, each engine's counts, the stage's time
 * and finally `engines: N passed, N failed`. It builds nothing: `npm test` builds first.
 *
 *   node --import tsx test/engines/run.ts [--engine=firefox|webkit] [filter…]
 *
 * Firefox runs the problem recorder before the page's own scripts (a preload script over BiDi). WebKit's
 * classic WebDriver has none, so the site is opened through a small proxy that puts the recorder first
 * in every page's `<head>` (recording-proxy.ts): in both engines an error thrown by the page's first
 * script fails the test.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, startDemoServer } from '../e2e/harness.ts';
import { takeProblems, type EngineName, type EnginePage } from './engine.ts';
import { FIREFOX_PATH, launchFirefox, newFirefoxPage } from './firefox.ts';
import { PAGE_HELPERS } from './page-helpers.ts';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy.ts';
import { flakyLine } from '../helpers/second-try.ts';
import { registeredTests, type EngineTest } from './suite.ts';
import { MINIBROWSER_PATH, newWebKitPage, startWebKitDriver, WEBKIT_DRIVER_PATH } from './webkit.ts';

/** One engine's way to open pages, and to stop. */
interface EngineRun {
  newPage(): Promise<EnginePage>;
  stop(): Promise<void>;
}

/** What each engine needs on this machine, and the Debian package it comes from. */
const NEEDS: Record<EngineName, [path: string, pkg: string][]> = {
  firefox: [[FIREFOX_PATH, 'firefox-esr']],
  webkit: [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'webkit2gtk-driver'],
    ['/usr/bin/xvfb-run', 'xvfb'],
  ],
};

async function startEngine(engine: EngineName, baseURL: string): Promise<EngineRun> {
  const missing = NEEDS[engine].filter(([path]) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(`missing ${missing.map(([path]) => path).join(', ')}: install with  sudo apt-get install ${[...new Set(missing.map(([, pkg]) => pkg))].join(' ')}`);
  }
  if (engine === 'firefox') {
    const browser = await launchFirefox();
    return { newPage: () => newFirefoxPage(browser, baseURL), stop: () => browser.close() };
  }
  const driver = await startWebKitDriver();
  return { newPage: () => newWebKitPage(driver, baseURL), stop: () => driver.stop() };
}

/** Every engine browser started and not yet stopped, so a signal can stop them too. */
const running = new Set<EngineRun>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function message(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs one test in a fresh page: its own checks, then the page's problems. Returns the failure, if any. */
async function runOne(run: EngineRun, test: EngineTest): Promise<string | undefined> {
  let page: EnginePage | undefined;
  let error: string | undefined;
  try {
    page = await run.newPage();
    const opened = page;
    await withTimeout(test.fn(opened), test.timeout, `"${test.name}"`);
  } catch (caught) {
    error = message(caught);
  }
  const problems = page ? await withTimeout(takeProblems(page), 5000, 'reading page problems').catch(() => []) : [];
  if (problems.length > 0) error = `${error ? `${error}\n` : ''}${problems.length} page problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
  await page?.close();
  return error;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
}

/**
 * How many browsers of an engine run its tests side by side: `ENGINES_FIREFOX_WORKERS` and
 * `ENGINES_WEBKIT_WORKERS`, else 1 Firefox (its tests are the quicker) and 2 MiniBrowsers.
 */
function workerCount(engine: EngineName): number {
  const asked = Number.parseInt(process.env[`ENGINES_${engine.toUpperCase()}_WORKERS`] ?? '', 10);
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, 4);
  return engine === 'webkit' ? 2 : 1;
}

/** Runs every test in one engine, its browsers taking tests from one queue; returns [passed, failed]. */
async function runEngine(engine: EngineName, baseURL: string, tests: readonly EngineTest[]): Promise<[number, number]> {
  const started = performance.now();
  const queue = tests.filter((t) => !t.engines || t.engines.includes(engine));
  let passed = 0;
  let failed = 0;
  const worker = async (): Promise<void> => {
    let run: EngineRun;
    try {
      run = await startEngine(engine, baseURL);
      running.add(run);
    } catch (error) {
      console.log(`${engine}: could not start: ${message(error)}`);
      failed += queue.splice(0).length;
      return;
    }
    try {
      for (let test = queue.shift(); test; test = queue.shift()) {
        const t0 = performance.now();
        const known = test.knownDifference[engine];
        let error = await runOne(run, test);
        // A failure is tried once more; passing then counts, but is reported as flaky with the first try's error.
        const firstError = !known && error ? error : undefined;
        if (firstError) error = await runOne(run, test);
        if (known) error = error ? undefined : `"${test.name}" passes in ${engine} now: drop its knownDifference (${known})`;
        const ms = Math.round(performance.now() - t0);
        const label = known ? `[known difference: ${known}] ${test.name}` : test.name;
        if (firstError && !error) {
          passed++;
          console.log(`  ✓ ${engine}: ${label} (${ms} ms, on the second try)\n  ${flakyLine(`${engine}: ${label}`)}\n${indent(`first try: ${firstError}`)}`);
        } else if (error) {
          failed++;
          console.log(`  ✗ ${engine}: ${label} (${ms} ms)\n${indent(error)}`);
        } else {
          passed++;
          console.log(`  ✓ ${engine}: ${label} (${ms} ms)`);
        }
      }
    } finally {
      running.delete(run);
      await run.stop().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workerCount(engine), queue.length) }, worker));
  console.log(`${engine}: ${passed} passed, ${failed} failed (${Math.round((performance.now() - started) / 1000)} s)`);
  return [passed, failed];
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--engine='))?.slice('--engine='.length);
  const engines = (['firefox', 'webkit'] as const).filter((e) => !only || e === only);
  const filters = args.filter((a) => !a.startsWith('-'));
  const dir = join(repoRoot, 'test/engines');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.engine.ts')).sort()) await import(pathToFileURL(join(dir, file)).href);
  const tests = registeredTests().filter((t) => filters.length === 0 || filters.some((f) => t.name.includes(f)));
  if (!existsSync(join(repoRoot, 'dist/site-elements.js'))) console.warn('engines: warning: dist/site-elements.js is missing; run `npm run build` first (npm test does).');

  const server = await startDemoServer();
  let proxy: RecordingProxy | undefined;
  const stop = async (): Promise<void> => {
    await Promise.all([...running].map((run) => run.stop().catch(() => undefined)));
    await proxy?.stop().catch(() => undefined);
    await server.stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop().finally(() => process.exit(130)));
  console.log(`engines: ${tests.length} tests in ${engines.join(' and ')}, side by side, on ${server.baseURL}`);
  let results: [number, number][];
  try {
    // Both engines open the site through the proxy: the same pages, and its own test pages, in each.
    proxy = await startRecordingProxy(server.baseURL, `(() => {${PAGE_HELPERS}})()`);
    const baseURL = proxy.baseURL;
    results = await Promise.all(engines.map((engine) => runEngine(engine, baseURL, tests)));
  } finally {
    await stop();
  }
  const passed = results.reduce((sum, [p]) => sum + p, 0);
  const failed = results.reduce((sum, [, f]) => sum + f, 0);
  console.log(`\nengines: ${engines.map((e, i) => `${e} ${results[i]?.[0]} passed, ${results[i]?.[1]} failed`).join('; ')}; ${Math.round((performance.now() - started) / 1000)} s in all`);
  console.log(`engines: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('engines: 0 passed, 1 failed');
    process.exit(1);
  },
);
