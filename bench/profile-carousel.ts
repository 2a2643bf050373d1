import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { buildPages } from './lib/build-pages.ts';
import { serveStatic } from './lib/static-server.ts';
import { addProfile, emptyTotals, profileWhile, topLines } from './lib/cpu-profile.ts';
import { kitScript, keenScript, markupScript, page } from './carousel.bench.ts';

/**
 * Profiles the start of `bench/carousel.bench.ts`'s ten carousels (same pages, same markup) with
 * Chromium's sampling CPU profiler on an unminified production build, and prints where the main
 * thread's time goes: self time per function and the inclusive time of the heaviest function names.
 * Profile on an idle machine: samples taken while the thread waits for a core land on whatever was running.
 *
 *   node --import tsx bench/profile-carousel.ts [kit|keen] [runs=5]
 */

const [which = 'kit', runArg = '5'] = process.argv.slice(2);
const runs = Number(runArg);
const dir = await mkdtemp(join(resolve(import.meta.dirname), '.carousel-profile-'));
await writeFile(join(dir, 'markup.js'), markupScript);
await writeFile(join(dir, 'kit.ts'), kitScript);
await writeFile(join(dir, 'keen.ts'), keenScript);
await writeFile(join(dir, `${which}.html`), page(which));
const built = await buildPages(dir, [`${which}.html`], { minify: false });
const server = await serveStatic(built.outDir);
const browser = await launchChromium();
const totals = emptyTotals();
const times: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const tab = await browser.newPage();
    await tab.setViewportSize({ width: 1100, height: 800 });
    await tab.goto(`${server.url}/${which}.html`);
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const cdp = await tab.context().newCDPSession(tab);
    const { result, profile } = await profileWhile(cdp, 100, () =>
      tab.evaluate(() => {
        const bench = (window as unknown as { bench: { insert(): void; run(): Promise<{ ms: number }> } }).bench;
        bench.insert();
        return bench.run();
      }),
    );
    times.push(result.ms);
    await tab.close();
    addProfile(totals, profile);
  }
} finally {
  await browser.close();
  await server.close();
  await built.remove();
  await rm(dir, { recursive: true, force: true });
}
console.log(`${which}: ${times.map((t) => t.toFixed(0)).join(', ')} ms (profiler on); busy ${(totals.total / runs).toFixed(1)} ms per run\n\nself time by function (per run):`);
console.log(topLines(totals.selfByFunction, 40, runs));
console.log('\ninclusive time by function name (per run; a name matches any function so named):');
console.log(topLines(totals.inclusive, 40, runs));
