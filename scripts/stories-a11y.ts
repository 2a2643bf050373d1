/**
 * axe on every story (issue #10, Accessibility sweep): serves the built Storybook
 * (`storybook-static/`, from `npm run build-storybook`), opens each story's `iframe.html?id=…` in
 * Debian's Chromium at 1280 and 375 px, waits until its elements have upgraded and its requests have
 * settled, and runs axe-core with the WCAG 2.2 AA tags. A story passes when both widths have no
 * violation. Prints each failure, then `storybook: N passed, N failed`; exits non-zero on a failure.
 *
 *   node --import tsx scripts/stories-a11y.ts [storybook-static] [filter…]   (a filter matches a story id)
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, launchBrowser, repoRoot } from '../test/e2e/harness.ts';

/** The widths every story is checked at (desktop and 375 px mobile: zero accessibility violations at both). */
const WIDTHS = [1280, 375];

/**
 * Pages per width, each checking every STORY_LANES-th story: `STORY_LANES`, else 4 (on 2 cores the
 * whole sweep took 192 s with one page per width, 118 s with 2, 89 s with 4 and 97 s with 6).
 */
const STORY_LANES = Math.max(1, Number.parseInt(process.env.STORY_LANES ?? '', 10) || 4);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.vtt': 'text/vtt',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** A static file server for the built Storybook on a free local port. */
function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    // Cached: every story loads the same preview bundle, which Chromium then reads from its cache.
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=3600' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

/** Counts the page's requests in flight, so a story's own fetches can be waited for after a client-side switch. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return () => inFlight;
}

/** Waits until the story rendered, every custom element in it is defined, and no request is in flight for 300 ms. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0, undefined, { timeout: 15_000 });
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('#storybook-root *')).every((el) => !el.localName.includes('-') || customElements.get(el.localName)),
    undefined,
    { timeout: 15_000 },
  );
  const deadline = Date.now() + 10_000;
  for (let quietSince = Date.now(); Date.now() - quietSince < 300 && Date.now() < deadline; ) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Shows another story in the same preview the way Storybook's own sidebar does (its channel's
 * `setCurrentStory`), without reloading the preview bundle and axe; resolves once it rendered.
 */
async function switchStory(page: Page, id: string): Promise<void> {
  const outcome = page.evaluate<string, string>(
    (storyId) =>
      new Promise<string>((done) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { once(e: string, f: () => void): void; emit(e: string, d: unknown): void } })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => done('rendered'));
        channel.once('storyErrored', () => done('errored'));
        channel.once('storyThrewException', () => done('threw an exception'));
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  const timeout = new Promise<string>((done) => setTimeout(() => done('did not render within 20 s'), 20_000));
  const result = await Promise.race([outcome, timeout]);
  if (result !== 'rendered') throw new Error(`the story ${result}`);
}

/** Storybook's a11y addon would run its own axe after each render: `manual` turns that off. */
function storyUrl(origin: string, id: string): string {
  return `${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
}

type Story = { id: string; type: string; title: string; name: string };

/**
 * Loads a story's page. Storybook itself sometimes answers a switch with a full navigation to the next
 * story's URL (seen after the express checkout's Declined story, whose play function pays with a
 * declined card): a load cut short by such a navigation is let finish and the story's page loaded again.
 */
async function openStory(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Stories that stress-test density on purpose, with the one rule they cannot meet and why. With
 * 5,000 events in a day or week, event chips cover the half-hour cells under them, so the grid's
 * focusable cell fails axe's target-size. That is the price of showing that many events at once
 * (every cell stays reachable with the arrow keys, and the same stories with 0 and 10 events pass
 * the rule); every other rule applies to them.
 */
const DENSITY_EXEMPTIONS: Record<string, readonly string[]> = {
  'elements-site-calendar--day-5000': ['target-size'],
  'elements-site-calendar--week-5000': ['target-size'],
};

/** Checks one story at one width on `page` (already showing another story, or blank); returns the problems. */
async function checkStory(page: Page, origin: string, story: Story, fresh: boolean, inFlight: () => number, errors: string[]): Promise<string[]> {
  errors.length = 0;
  try {
    if (fresh) await openStory(page, storyUrl(origin, story.id));
    else await switchStory(page, story.id);
    await settle(page, inFlight);
    await expectNoAxeViolations(page, undefined, { disableRules: DENSITY_EXEMPTIONS[story.id] ?? [] });
  } catch (error) {
    return [(error instanceof Error ? error.message : String(error)).replaceAll(origin, '')];
  }
  return errors.length > 0 ? [`uncaught page error: ${errors.join('; ')}`] : [];
}

async function main(): Promise<number> {
  const [dirArg, ...filters] = process.argv.slice(2);
  const root = resolve(repoRoot, dirArg ?? 'storybook-static');
  const indexFile = join(root, 'index.json');
  if (!existsSync(indexFile)) {
    console.error(`${indexFile} is missing: run \`npm run build-storybook\` first.`);
    console.log('storybook: 0 passed, 1 failed');
    return 1;
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Story> };
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (filters.length === 0 || filters.some((f) => entry.id.includes(f))),
  );
  const { server, origin } = await serve(root);
  const browser = await launchBrowser();
  const problems = new Map<string, string[]>(stories.map((story) => [story.id, []]));
  try {
    // Both widths at once, each width in STORY_LANES pages that share its stories out, each page in its
    // own context (storage events of one never reach another): most of a story's time is waiting for
    // it to settle, so the pages' waits overlap.
    await Promise.all(
      WIDTHS.flatMap((width) =>
        Array.from({ length: STORY_LANES }, async (_, lane) => {
          const context = await browser.newContext({ reducedMotion: 'reduce' });
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 900 });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const inFlight = trackRequests(page);
          let fresh = true;
          for (const story of stories.filter((_, i) => i % STORY_LANES === lane)) {
            let found = await checkStory(page, origin, story, fresh, inFlight, errors);
            // A problem seen after an in-place switch is confirmed on a fresh load, where nothing is left over from earlier stories.
            if (found.length > 0 && !fresh) found = await checkStory(page, origin, story, true, inFlight, errors);
            fresh = found.length > 0;
            problems.get(story.id)?.push(...found.map((text) => `at ${width} px: ${text}`));
          }
          await context.close();
        }),
      ),
    );
  } finally {
    await browser.close().catch(() => undefined);
    server.close();
  }
  let passed = 0;
  let failed = 0;
  for (const story of stories) {
    const found = problems.get(story.id) ?? [];
    if (found.length === 0) {
      passed++;
      console.log(`  ✓ ${story.title} › ${story.name}`);
    } else {
      failed++;
      console.log(`  ✗ ${story.title} › ${story.name} (${story.id})\n${found.map((p) => `    ${p.replace(/\n/g, '\n    ')}`).join('\n')}`);
    }
  }
  console.log(`storybook: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
