import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { printProfile, profilePage, profileWhile } from './lib/cpu-profile.ts';
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
// Inside bench/, as the bench's own pages: vanilla-extract resolves the element's styles from the repository.
const dir = await mkdtemp(join(import.meta.dirname, '.carousel-profile-'));
try {
  await writeFile(join(dir, 'markup.js'), markupScript);
  await writeFile(join(dir, `${which}.ts`), which === 'kit' ? kitScript : keenScript);
  await writeFile(join(dir, `${which}.html`), page(which));
  const { results, totals } = await profilePage(dir, `${which}.html`, runs, async (tab, url) => {
    await tab.setViewportSize({ width: 1100, height: 800 });
    await tab.goto(url);
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const cdp = await tab.context().newCDPSession(tab);
    return profileWhile(cdp, 100, () =>
      tab.evaluate(() => {
        const bench = (window as unknown as { bench: { insert(): void; run(): Promise<{ ms: number }> } }).bench;
        bench.insert();
        return bench.run();
      }),
    );
  });
  console.log(`${which}: ${results.map((r) => r.ms.toFixed(0)).join(', ')} ms (profiler on); busy ${(totals.total / runs).toFixed(1)} ms per run\n`);
  printProfile(totals, runs, 40);
} finally {
  await rm(dir, { recursive: true, force: true });
}
