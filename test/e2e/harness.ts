/**
 * The end-to-end harness: a tiny `test(name, fn)` registry, the demo-site server as a child process,
 * Debian's Chromium through playwright-core, and the checks every test gets for free (no Content
 * Security Policy violation, no uncaught page error). `run.ts` drives it; `*.e2e.ts` files register
 * tests with `test()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  chromium,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { openDataLayer, type Data, type DataLayer, type Engine } from '../../demo-site/server/database.ts';
import { testPostgres, type TestPostgres } from '../helpers/postgres.ts';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** What each test receives: a fresh page in a fresh browser context, and the site's base URL. */
export interface E2EContext {
  page: Page;
  context: BrowserContext;
  /** `http://localhost:PORT`, without a trailing slash; `page.goto('/help')` also works. */
  baseURL: string;
}

/** One registered test. */
export interface E2ETest {
  name: string;
  file: string;
  fn: (ctx: E2EContext) => Promise<void>;
  timeout: number;
}

const registry: E2ETest[] = [];
let currentFile = '';

/** Registers a test. Each runs in its own browser context and fails on CSP violations or page errors. */
export function test(name: string, fn: (ctx: E2EContext) => Promise<void>, options: { timeout?: number } = {}): void {
  registry.push({ name, fn, file: currentFile, timeout: options.timeout ?? 60_000 });
}

/**
 * A test that documents a known, reported problem without turning the suite red: it passes while `fn`
 * still fails, and fails (asking to turn it into a plain `test`) once the problem is fixed. The CSP
 * and page-error checks still apply.
 */
export function knownBug(name: string, fn: (ctx: E2EContext) => Promise<void>, options: { timeout?: number } = {}): void {
  test(
    `[known bug] ${name}`,
    async (ctx) => {
      try {
        await fn(ctx);
      } catch (error) {
        // Still broken, as reported: say how.
        console.log(`    (still failing: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`);
        return;
      }
      throw new Error(`"${name}" passes now: the problem is fixed, change knownBug(...) to test(...)`);
    },
    options,
  );
}

/** Imports a test file, tagging the tests it registers with its path. */
export async function loadTestFile(file: string, url: string): Promise<void> {
  currentFile = file;
  try {
    await import(url);
  } finally {
    currentFile = '';
  }
}

/** Every registered test, in registration order. */
export function registeredTests(): readonly E2ETest[] {
  return registry;
}

/** The running demo site. */
export interface DemoServer {
  baseURL: string;
  /** Everything the server printed so far (stdout and stderr), for failure reports. */
  output(): string;
  /** Stops the server with SIGTERM (SIGKILL after 5 s) and removes its temporary data folder (never a `dataDir` the caller gave). */
  stop(): Promise<void>;
  /** The server's process id (it names the job leases the server takes: `host:pid:…`). */
  pid: number | undefined;
  /** Kills the server at once with SIGKILL, as a crash would (no clean shutdown), and resolves once it has exited. */
  crash(): Promise<void>;
}

/**
 * Preloaded into the server: when the runner's end of stdin closes (the runner exited, even by
 * SIGKILL or a broken pipe), the server stops itself with SIGTERM instead of living on as an orphan.
 */
const EXIT_WITH_PARENT =
  'data:text/javascript,' +
  encodeURIComponent(
    "process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM')); process.stdin.on('error', () => {}); process.stdin.resume();",
  );

const startedServers: DemoServer[] = [];

/**
 * The engine the suite's demo servers keep their data in: PostgreSQL with `E2E_DATABASE=postgres`
 * (each server in a fresh database of the test command's cluster, or of a private one), else
 * embedded SQLite in a fresh DATA_DIR.
 */
export const E2E_ENGINE: Engine = process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

let postgresServer: Promise<TestPostgres> | undefined;

/** A new empty PostgreSQL database for a demo server; dropped by `closeE2EPostgres()`. */
export async function freshPostgresDatabase(): Promise<string> {
  postgresServer ??= testPostgres();
  return (await postgresServer).freshDatabase();
}

/** Drops the databases the suite made (and stops a private cluster): the runner calls it at the end. */
export async function closeE2EPostgres(): Promise<void> {
  await (await postgresServer)?.close();
}

/** One database two demo servers share, in the suite's engine, with a data layer of the test's own to look at it. */
export interface SharedDatabase {
  /** What to pass to `startDemoServer` so the server uses this database. */
  where: { dataDir: string } | { dataDir: string; databaseUrl: string };
  /** Opens the test's own connection to it (after the first server has migrated it). */
  open(): Promise<Data>;
  /** Closes the test's connection and removes the folder (the database goes with `closeE2EPostgres`). */
  close(): Promise<void>;
}

/** A database for two demo servers in the suite's engine (E2E_ENGINE). */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-shared-'));
  const databaseUrl = E2E_ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  let layer: DataLayer | undefined;
  return {
    where: databaseUrl ? { dataDir, databaseUrl } : { dataDir },
    async open() {
      layer ??= await openDataLayer({ dataDir, databaseUrl });
      return layer.db;
    },
    async close() {
      await layer?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every demo site this process started (the runner's and any a test file started), oldest first. */
export function startedDemoServers(): readonly DemoServer[] {
  return startedServers;
}

const READY_LINE = /Demo site running at (http:\/\/localhost:(\d+))\//;

/**
 * Starts `node --import tsx demo-site/server/main.ts` with `PORT=0` and a fresh temporary
 * `DATA_DIR`, and resolves once it prints `Demo site running at http://localhost:PORT/`.
 */
/** The seeded owners' password on every e2e server (`owner@northwind.example`, `owner@harbor.example`). */
export const E2E_STAFF_PASSWORD = 'e2e-staff-password-1';

/**
 * Signs the page's browser context in as a tenant's seeded owner through the plain sign-in form
 * (`POST /staff/sign-in`), so later page loads and API calls carry the staff session cookie.
 */
export async function signInAsStaff(page: Page, email = 'owner@northwind.example', password = E2E_STAFF_PASSWORD): Promise<void> {
  await page.goto('/staff/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/staff/sign-in')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

/**
 * An API client signed in as a tenant's seeded owner through the plain sign-in form, kept apart from
 * the page under test (so the visitor's page never holds a staff session). Its requests carry the
 * organisation and the site's origin; call `dispose()` when done.
 */
export async function staffRequest(baseURL: string, org: 'northwind' | 'harbor' = 'northwind'): Promise<APIRequestContext> {
  const headers = { orgid: org, origin: baseURL };
  const context = await apiRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const signIn = await context.post(`/staff/sign-in?org=${org}`, {
    form: { email: `owner@${org}.example`, password: E2E_STAFF_PASSWORD },
    maxRedirects: 0,
  });
  if (signIn.status() !== 303) throw new Error(`staff sign-in answered ${signIn.status()}`);
  return context;
}

export async function startDemoServer({
  timeout = 60_000,
  env = {},
  dataDir: sharedDataDir,
  databaseUrl: sharedDatabaseUrl,
}: {
  timeout?: number;
  env?: Record<string, string>;
  /** A `DATA_DIR` to use instead of a fresh temporary one (two servers on one database); the caller removes it. */
  dataDir?: string;
  /** A PostgreSQL database to use instead of a fresh one (two servers on one database, E2E_DATABASE=postgres); the caller drops it. */
  databaseUrl?: string;
} = {}): Promise<DemoServer> {
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const databaseUrl = sharedDatabaseUrl ?? (E2E_ENGINE === 'postgres' && !sharedDataDir ? await freshPostgresDatabase() : undefined);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'demo-site/server/main.ts'], {
    cwd: repoRoot,
    // Journeys repeat look-ups from one address: limits are off unless a test turns them on (RATE_LIMITS: 'on').
    // A free port unless the test needs a known one (env.PORT: a page shell whose address the platform is told first).
    env: {
      ...process.env,
      STAFF_PASSWORD: E2E_STAFF_PASSWORD,
      RATE_LIMITS: 'off',
      PORT: '0',
      ...env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    // stdin stays an open pipe that is never written: it closes when this process dies, however it dies.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  let exited = false;
  const exitedPromise = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('exit', () => (exited = true));

  const stop = async (): Promise<void> => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(timer);
    }
    if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const crash = async (): Promise<void> => {
    if (!exited) child.kill('SIGKILL');
    await exitedPromise;
  };

  return new Promise<DemoServer>((resolvePromise, reject) => {
    let ready = false;
    const fail = (reason: string): void => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      void stop().finally(() => reject(new Error(`${reason}\n--- server output ---\n${log.trim() || '(nothing)'}`)));
    };
    const timer = setTimeout(
      () => fail(`the demo site did not print "Demo site running at http://localhost:PORT/" within ${timeout} ms`),
      timeout,
    );
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      log += chunk;
      const match = READY_LINE.exec(log);
      if (match && !ready) {
        ready = true;
        clearTimeout(timer);
        const server: DemoServer = { baseURL: match[1] ?? '', output: () => log, stop, pid: child.pid, crash };
        startedServers.push(server);
        resolvePromise(server);
      }
    });
    child.stderr?.on('data', (chunk: string) => (log += chunk));
    child.once('error', (error) => fail(`the demo site could not start: ${error.message}`));
    child.once('exit', (code, signal) => fail(`the demo site exited before it was ready (code ${code}, signal ${signal})`));
  });
}

/** Launches Debian's Chromium (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}

/** A problem seen in the page that fails the test even when its own checks pass. */
interface PageProblem {
  kind: 'csp' | 'pageerror' | 'console-csp';
  text: string;
}

/** Records CSP violations in every document before any page script runs (init scripts are not subject to the page CSP). */
function recordCspViolations(): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}${event.sample ? ` sample: ${event.sample}` : ''} on ${location.href}`;
      const w = window as unknown as { __e2eCspViolation?: (text: string) => Promise<void>; __e2eCspViolations?: string[] };
      (w.__e2eCspViolations ??= []).push(text);
      if (w.__e2eCspViolation) void w.__e2eCspViolation(text);
    },
    true,
  );
}

function watchPage(page: Page, problems: PageProblem[]): void {
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message} on ${page.url()}` }));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      problems.push({ kind: 'console-csp', text: message.text() });
  });
}

/** The outcome of one test. */
export interface TestOutcome {
  test: E2ETest;
  passed: boolean;
  error?: string;
  durationMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs one test in a fresh browser context and applies the CSP and page-error checks. */
export async function runTest(browser: Browser, baseURL: string, test: E2ETest, artifactsDir?: string): Promise<TestOutcome> {
  const started = performance.now();
  const problems: PageProblem[] = [];
  const context = await browser.newContext({ baseURL });
  let page: Page | undefined;
  let error: string | undefined;
  try {
    await context.exposeBinding('__e2eCspViolation', (_source, text: string) => void problems.push({ kind: 'csp', text }));
    await context.addInitScript(recordCspViolations);
    context.on('page', (p) => watchPage(p, problems));
    page = await context.newPage();
    await withTimeout(test.fn({ page, context, baseURL }), test.timeout, `test "${test.name}"`);
    // Let violations reported during the last steps arrive.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)))).catch(() => undefined);
  } catch (caught) {
    error = describeError(caught);
  }
  if (problems.length > 0) {
    const lines = problems.map(
      (p) => `  - ${p.kind === 'pageerror' ? 'uncaught page error' : 'Content Security Policy violation'}: ${p.text}`,
    );
    error = `${error ? error + '\n' : ''}${problems.length} page problem(s):\n${lines.join('\n')}`;
  }
  if (error && page && artifactsDir) {
    const file = join(artifactsDir, `${test.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true }).then(
      () => (error += `\n  screenshot: ${file}`),
      () => undefined,
    );
  }
  await context.close().catch(() => undefined);
  return { test, passed: error === undefined, error, durationMs: Math.round(performance.now() - started) };
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** The WCAG 2.2 AA rule tags pages are held to: zero violations. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page with the WCAG 2.2 AA tags and throws, listing every violation and its
 * target, when there is any. axe is evaluated through the DevTools protocol, which the page's strict
 * CSP does not apply to (a `<script>` tag would be blocked, and reported as a violation).
 */
export async function expectNoAxeViolations(
  page: Page,
  selector?: string,
  options: { disableRules?: readonly string[] } = {},
): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, selector, disabled }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(selector ? document.querySelector(selector) : document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, selector, disabled: [...(options.disableRules ?? [])] },
  );
  if (violations.length > 0) {
    const lines = violations.flatMap((v) =>
      v.nodes.map((n) => `  - [${v.id}] (${v.impact ?? 'n/a'}) ${v.help}\n      target: ${n.target.join(' ')}`),
    );
    throw new Error(`axe found ${lines.length} accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`);
  }
}
