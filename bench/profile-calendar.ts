import { resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { buildPages } from './lib/build-pages.ts';
import { serveStatic } from './lib/static-server.ts';
import { addProfile, emptyTotals, profileWhile, topLines } from './lib/cpu-profile.ts';

/**
 * Profiles `<site-calendar>`'s render of `bench/calendar.bench.ts` (same page, same 5,000 events)
 * with Chromium's sampling CPU profiler on an unminified production build, and prints where the
 * main thread's time goes: self time per function and the inclusive time of the heaviest function names.
 * Profile on an idle machine: samples taken while the thread waits for a core land on whatever was running.
 *
 *   node --import tsx bench/profile-calendar.ts [year|month] [runs=5]
 */

const [spread = 'year', runArg = '5'] = process.argv.slice(2);
const runs = Number(runArg);
const built = await buildPages(resolve(import.meta.dirname, 'fixtures/calendar'), ['ours.html'], { minify: false });
const server = await serveStatic(built.outDir);
const browser = await launchChromium();
const totals = emptyTotals();
const times: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/ours.html`);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const cdp = await page.context().newCDPSession(page);
    const { result, profile } = await profileWhile(cdp, 100, () => page.evaluate((s) => window.calendarBench.run(s as 'year' | 'month'), spread));
    times.push(result.ms);
    await page.close();
    addProfile(totals, profile);
  }
} finally {
  await browser.close();
  await server.close();
  await built.remove();
}
console.log(`${spread}: ${times.map((t) => t.toFixed(0)).join(', ')} ms (profiler on); busy ${(totals.total / runs).toFixed(1)} ms per run\n\nself time by function (per run):`);
console.log(topLines(totals.selfByFunction, 30, runs));
console.log('\ninclusive time by function name (per run; a name matches any function so named):');
console.log(topLines(totals.inclusive, 30, runs));
