import { resolve } from 'node:path';
import { printProfile, profilePage, profileWhile } from './lib/cpu-profile.ts';

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
const { results, totals } = await profilePage(resolve(import.meta.dirname, 'fixtures/calendar'), 'ours.html', runs, async (tab, url) => {
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto(url);
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const cdp = await tab.context().newCDPSession(tab);
  return profileWhile(cdp, 100, () => tab.evaluate((s) => window.calendarBench.run(s as 'year' | 'month'), spread));
});
console.log(`${spread}: ${results.map((r) => r.ms.toFixed(0)).join(', ')} ms (profiler on); busy ${(totals.total / runs).toFixed(1)} ms per run\n`);
printProfile(totals, runs);
