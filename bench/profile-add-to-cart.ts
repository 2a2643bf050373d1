import { resolve } from 'node:path';
import { printProfile, profilePage, profileWhile } from './lib/cpu-profile.ts';

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
const { results: runs, totals } = await profilePage(resolve(import.meta.dirname, 'fixtures/add-to-cart'), `${which}.html`, repeats, async (page, url) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
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
  return { result: await page.evaluate(() => window.cartBench.result()), profile };
});
const perRun = (t: number): string => `${(t / repeats).toFixed(1).padStart(8)} ms`;
console.log(`${which}: INP ${runs.map((r) => r.interactionMs ?? '<16').join(', ')} ms; shown ${runs.map((r) => r.resultPaintMs.toFixed(0)).join(', ')} ms (profiler on)`);
console.log(`busy time in samples, press to the frame after the click: ${perRun(totals.total)} per run (4x CPU)\n`);
printProfile(totals, repeats);
