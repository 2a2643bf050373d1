import { writeFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { buildPages } from './lib/build-pages.ts';
import { serveStatic } from './lib/static-server.ts';
import type { UpgradeRun } from './fixtures/upgrade/harness.ts';
import { addProfile, emptyTotals, profileWhile, topLines, type Profile } from './lib/cpu-profile.ts';

/**
 * Profiles one upgrade case with Chromium's sampling CPU profiler (CDP), on an unminified production
 * build, and prints where the time goes: self time per function and per source file.
 *
 *   node --import tsx bench/profile-upgrade.ts [kit|kit-lazy-events|portals|r2wc|lit] [N=1000] [repeats=5]
 *
 * The raw profile is written to bench/results/upgrade-<case>-<N>.cpuprofile (open it in Chrome DevTools).
 */

const [which = 'kit', nArg = '1000', repeatArg = '5'] = process.argv.slice(2);
const n = Number(nArg);
const repeats = Number(repeatArg);
const fixtures = resolve(import.meta.dirname, 'fixtures/upgrade');
const built = await buildPages(fixtures, [`${which}.html`], { minify: false });
const server = await serveStatic(built.outDir);
const browser = await launchChromium();
const totals = emptyTotals();
let last: Profile | undefined;
const times: number[] = [];
try {
  for (let r = 0; r < repeats; r++) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/${which}.html`);
    await page.evaluate((count) => window.bench.insert(count), n);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const cdp = await page.context().newCDPSession(page);
    const { result, profile } = await profileWhile(cdp, 50, (): Promise<UpgradeRun> => page.evaluate(() => window.bench.run()));
    await page.close();
    times.push(result.ms);
    last = profile;
    addProfile(totals, profile, true);
  }
} finally {
  await browser.close();
  await server.close();
  await built.remove();
}
const top = (map: Map<string, number>, count: number) => topLines(map, count, repeats);
console.log(`${which}, N=${n}: measured ${times.map((t) => t.toFixed(1)).join(', ')} ms (profiler on)`);
console.log(
  `busy time in samples: ${(totals.total / repeats).toFixed(1)} ms per run\n\nself time by function (per run):\n${top(totals.selfByFunction, 40)}`,
);
console.log(
  `\ninclusive time by function name (per run; a name matches any function so named):\n${top(totals.inclusive, 40)}`,
);
console.log(`\nself time by file (per run):\n${top(totals.selfByFile, 15)}`);
await mkdir(resolve(import.meta.dirname, 'results'), { recursive: true });
await writeFile(resolve(import.meta.dirname, `results/upgrade-${which}-${n}.cpuprofile`), JSON.stringify(last));
