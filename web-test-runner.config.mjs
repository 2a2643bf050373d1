// @web/test-runner: `*.browser.test.ts` files against the real registered elements in headless
// Chromium from Debian (never a downloaded browser). Files are served through Vite, which loads
// vite.config.ts from the repository root (react, vanilla-extract, the loader's virtual module), so
// TypeScript, TSX and `.css.ts` behave exactly as in the build.
import { createServer } from 'node:net';
import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { vitePlugin, removeViteLogging } from '@remcovaes/web-test-runner-vite-plugin';
import { summaryReporter, defaultReporter } from '@web/test-runner';
import { chromiumArgs, chromiumPath } from './test/chromium.mjs';

const executablePath = chromiumPath();
if (!existsSync(executablePath)) {
  throw new Error(`Chromium not found at ${executablePath}: run \`bash scripts/ensure-chromium.sh\` (sudo apt-get install chromium)`);
}

/** A free TCP port for Vite: the plugin proxies to the port in the config, so it must be the real one. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Koa middleware sending every request except @web/test-runner's own (its HTML page, test framework,
 * web socket and API under `/__web-…`) to Vite. The plugin's own proxy is only reached after the dev
 * server's static file middleware, which would serve `.ts` files raw (as `video/mp2t`), so requests
 * must be forwarded before that.
 */
function forwardToVite(port) {
  return async (ctx, next) => {
    const path = ctx.path;
    const ownedByRunner = path === '/' || path.endsWith('.html') || path.startsWith('/__web-') || path.startsWith('/__wds-');
    if (ownedByRunner || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const { status, headers, body } = await new Promise((resolve, reject) => {
      const req = request(
        { host: 'localhost', port, path: ctx.originalUrl, method: ctx.method, headers: { ...ctx.headers, host: `localhost:${port}` } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) ctx.set(name, value);
    }
    ctx.status = status;
    ctx.body = body;
  };
}

/** Counts passed and failed tests in a session's result tree. */
function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
  return counts;
}

/**
 * Prints one machine-readable line at the end, `browser: N passed, N failed`, which
 * scripts/test-all.sh reads. A file that fails outside any test (it cannot be imported, a hook or an
 * uncaught error fails it) counts as one more failure, so it is never lost.
 */
function countingReporter() {
  return {
    stop({ sessions }) {
      const total = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const counts = countSuite(session.testResults, { passed: 0, failed: 0, skipped: 0 });
        if (session.passed === false && counts.failed === 0) counts.failed = 1;
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
      }
      process.stdout.write(
        `\nbrowser: ${total.passed} passed, ${total.failed} failed${total.skipped ? ` (${total.skipped} skipped)` : ''}\n`,
      );
    },
  };
}

/**
 * The launcher, but with a new tab for every test file. The stock launcher hands a finished file's tab
 * to the next file; after some files, a reused tab stopped answering Puppeteer's viewport and key
 * commands (each waited until the runner's 20 s command limit, failing every later test in the file),
 * while a fresh tab answers them in milliseconds. The finished tab is closed at once, so the next
 * file's tab is the browser's only one, and the focused one.
 */
function freshPageEachFile(launcher) {
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const result = await stopSession(sessionId);
    const page = launcher.inactivePages.pop();
    await page?.puppeteerPage.close().catch(() => {});
    return result;
  };
  return launcher;
}

/**
 * A new tab, asked for a second time after a second when Chromium refuses the first request (seen once:
 * "Failed to open a new tab", which failed a whole file).
 */
async function newTab({ context }) {
  try {
    return await context.newPage();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return context.newPage();
  }
}

/** Every browser test file under `elements/` and `shared/`, sorted. */
const files = ['elements', 'shared']
  .flatMap((dir) => readdirSync(dir, { recursive: true }).map((name) => `${dir}/${name}`))
  .filter((path) => /\.browser\.test\.tsx?$/.test(path))
  .sort();
const vitePort = await freePort();

/** A Chromium of its own: one file at a time, each in a fresh tab that is the browser's only page. */
function chromium(name) {
  const launcher = freshPageEachFile(chromeLauncher({ launchOptions: { executablePath, headless: true, args: chromiumArgs }, createPage: newTab }));
  launcher.name = name;
  return launcher;
}

/**
 * How the files are run: in BROWSERS Chromium processes side by side, the files dealt out in turn, so
 * one file's waits (most of a browser test's time is waiting for timers, frames and fake answers)
 * overlap another's work. Each file still has its browser to itself, so focus, the viewport and
 * emulated media are never shared. With `--files` (a subset), one Chromium runs them.
 */
const BROWSERS = Math.max(1, Number.parseInt(process.env.BROWSER_PROCESSES ?? '', 10) || 2);
const subset = process.argv.some((arg) => arg === '--files' || arg.startsWith('--files='));
const layout = subset
  ? { files, browsers: [chromium('Chromium')] }
  : {
      groups: Array.from({ length: BROWSERS }, (_, n) => ({
        name: `chromium-${n + 1}`,
        files: files.filter((_, i) => i % BROWSERS === n),
        browsers: [chromium(`Chromium ${n + 1}`)],
      })),
    };

export default {
  ...layout,
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: BROWSERS,
  // Serving through Vite costs a cold transform (and dependency pre-bundling) before the first file
  // starts: keep generous limits for a busy 2-core machine.
  testsStartTimeout: 240_000,
  testsFinishTimeout: 240_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { ui: 'bdd', timeout: 30_000 } },
  plugins: [
    vitePlugin({
      server: { port: vitePort, strictPort: true, host: 'localhost' },
      logLevel: 'warn',
      // A cache of its own: sharing node_modules/.vite with other Vite configs (Storybook, a dev
      // server) makes each re-optimize the other's dependencies.
      cacheDir: 'node_modules/.vite-wtr',
      // Discover every dependency up front: a dependency found late makes Vite re-optimize and
      // invalidate modules the page already loaded. The runner's commands module imports the
      // runner's own web socket script, so it is served as is rather than pre-bundled.
      optimizeDeps: { entries: files, exclude: ['@web/test-runner-commands'] },
    }),
  ],
  middleware: [forwardToVite(vitePort)],
  filterBrowserLogs: removeViteLogging,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
