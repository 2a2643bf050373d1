import { resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { buildPages } from './lib/build-pages.ts';
import { serveStatic } from './lib/static-server.ts';
import type { ClickRun } from './fixtures/add-to-cart/harness.ts';
import { addProfile, emptyTotals, profileWhile, topLines } from './lib/cpu-profile.ts';

/**
 * Profiles the Add to Cart click of `bench/add-to-cart.bench.ts` (same pages, 4x CPU slowdown) with
 * Chromium's sampling CPU profiler, on an unminified production build, and prints where the main
 * thread's time goes from the press to the frame after the click: self time per function and the
 * inclusive time of the heaviest function names (no function is named in advance).
 *
 *   node --import tsx bench/profile-add-to-cart.ts [grid|product] [repeats=5]
 */

const [which = 'grid', repeatArg = '5'] = process.argv.slice(2);
const repeats = Number(repeatArg);
const button = which === 'grid' ? 'store-product-grid .store-grid__add >> nth=0' : 'store-product .store-product__add';
const built = await buildPages(resolve(import.meta.dirname, 'fixtures/add-to-cart'), [`${which}.html`], { minify: false });
const server = await serveStatic(built.outDir);
const browser = await launchChromium();
const totals = emptyTotals();
const runs: ClickRun[] = [];
try {
  for (let r = 0; r < repeats; r++) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/${which}.html`);
    await page.evaluate(() => window.cartBench.ready());
    const box = (await page.locator(button).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.waitForTimeout(150);
    await page.evaluate(() => window.cartBench.arm());
    const { profile } = await profileWhile(cdp, 50, async () => {
      await page.mouse.down();
      await page.waitForTimeout(80);
      await page.mouse.up();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    });
    runs.push(await page.evaluate(() => window.cartBench.result()));
    await page.close();
    addProfile(totals, profile);
  }
} finally {
  await browser.close();
  await server.close();
  await built.remove();
}
const perRun = (t: number): string => `${(t / repeats).toFixed(1).padStart(8)} ms`;
console.log(`${which}: INP ${runs.map((r) => r.interactionMs ?? '<16').join(', ')} ms; shown ${runs.map((r) => r.resultPaintMs.toFixed(0)).join(', ')} ms (profiler on)`);
console.log(`busy time in samples, press to the frame after the click: ${perRun(totals.total)} per run (4x CPU)\n\nself time by function (per run):`);
console.log(topLines(totals.selfByFunction, 30, repeats));
console.log('\ninclusive time by function name (per run; a name matches any function so named):');
console.log(topLines(totals.inclusive, 30, repeats));
