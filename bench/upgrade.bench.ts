import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { BenchModule } from './lib/module.ts';
import { median, min, ms } from './lib/stats.ts';
import { atMost } from './lib/summary.ts';
import { traceMarkedSpan } from './lib/trace.ts';
import type { UpgradeRun } from './fixtures/upgrade/harness.ts';

/** One implementation of the same accordion, built from `bench/fixtures/upgrade/<page>.html`. */
interface Case {
  label: string;
  page: string;
  tag: string;
  /** Upgrade-time targets (ms) apply to our kit; the others are the reference points. */
  targets?: Record<number, number>;
  /** Reference figure (ms) for this case, measured elsewhere: for orientation only. */
  reference?: Record<number, number>;
}

const cases: Case[] = [
  { label: 'kit (shared root)', page: 'kit.html', tag: 'kit-accordion', targets: { 100: 20, 1000: 100 } },
  { label: 'r2wc default (root per element)', page: 'r2wc.html', tag: 'r2wc-accordion', reference: { 100: 64, 1000: 675 } },
  { label: 'Lit (reference)', page: 'lit.html', tag: 'lit-accordion', reference: { 100: 13, 1000: 68 } },
];
const lit = cases.find((c) => c.page === 'lit.html')!;

const sizes = [100, 1000];

/** Fails the benchmark unless the upgraded elements respond to a pointer click and to `click()`. */
async function checkInteractive(page: Page, c: Case, n: number): Promise<void> {
  const last = page
    .locator(`${c.tag} >> nth=${n - 1}`)
    .locator('button')
    .nth(1);
  await last.click();
  const pointer = await last.getAttribute('aria-expanded');
  const scripted = await page.evaluate(async (tag) => {
    const button = document.querySelector(tag)!.querySelectorAll('button')[2]!;
    button.click();
    // React and Lit both apply the state change after the event (microtask or task), not inside click().
    await new Promise((done) => setTimeout(done, 0));
    return button.getAttribute('aria-expanded');
  }, c.tag);
  if (pointer !== 'true' || scripted !== 'true')
    throw new Error(`${c.label} N=${n}: not interactive (pointer click ${pointer}, click() ${scripted})`);
}

/**
 * Time to upgrade N server-rendered `<details>` accordions (3 sections each) to interactive, from just
 * before `customElements.define` (elements already in the page) until the last header is rendered.
 * Cases and sizes are interleaved run by run, each on a fresh page, so drift hits them all alike.
 */
const upgrade: BenchModule = {
  name: 'upgrade',
  async run({ runs, servePages, newPage, log }) {
    const base = await servePages(
      resolve(import.meta.dirname, 'fixtures/upgrade'),
      cases.map((c) => c.page),
    );
    const times = new Map<string, number[]>();
    const cpu = new Map<string, number[]>();
    // One unmeasured round first: the first pages of a fresh browser pay for renderer start-up.
    for (let round = 0; round <= runs; round++) {
      for (const c of cases) {
        for (const n of sizes) {
          const page = await newPage();
          await page.goto(`${base}/${c.page}`);
          await page.evaluate((count) => window.bench.insert(count), n);
          // Let the server-rendered markup be styled and laid out before upgrading, as on a real page.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
          const { result, span } = await traceMarkedSpan(page, 'bench:start', 'bench:end', () =>
            page.evaluate((): Promise<UpgradeRun> => window.bench.run()),
          );
          if (result.buttons !== result.expected)
            throw new Error(`${c.label} N=${n}: ${result.buttons} headers, expected ${result.expected}`);
          await checkInteractive(page, c, n);
          await page.close();
          if (round === 0) continue;
          const key = `${c.label}|${n}`;
          times.set(key, [...(times.get(key) ?? []), result.ms]);
          cpu.set(key, [...(cpu.get(key) ?? []), span.cpuMs]);
        }
      }
      log(round === 0 ? 'warm-up round done' : `run ${round}/${runs} done`);
    }
    const litMedian = (n: number) => median(times.get(`${lit.label}|${n}`)!);
    const litCpuMedian = (n: number) => median(cpu.get(`${lit.label}|${n}`)!);
    const rows = cases.flatMap((c) =>
      sizes.map((n) => {
        const values = times.get(`${c.label}|${n}`)!;
        const med = median(values);
        const cpuMed = median(cpu.get(`${c.label}|${n}`)!);
        const target = c.targets?.[n];
        const verdict = (value: number) => (target === undefined ? 'reference' : value <= target ? 'within target' : 'over target');
        // The verdict is on wall time: the targets are wall-time figures.
        return [
          c.label,
          n.toLocaleString('en'),
          ms(med),
          ms(min(values)),
          target === undefined ? '-' : `<= ${target}`,
          verdict(med),
          ms(cpuMed),
          `${(med / litMedian(n)).toFixed(1)}x`,
          `${(cpuMed / litCpuMedian(n)).toFixed(1)}x`,
          c.reference?.[n] === undefined ? '-' : String(c.reference[n]),
        ];
      }),
    );
    return {
      title: 'Upgrade N server-rendered elements to interactive (ms)',
      columns: ['case', 'N', 'median ms', 'min ms', 'target', 'verdict', 'CPU ms', 'vs Lit', 'CPU vs Lit', 'reference ms'],
      numeric: ['N', 'median ms', 'min ms', 'CPU ms', 'vs Lit', 'CPU vs Lit', 'reference ms'],
      rows,
      notes: [
        `${runs} runs per case, each on a fresh page, after one warm-up round; median and min over runs.`,
        'Timed from just before customElements.define() until the DOM commit that renders the last header button (MutationObserver), layout and paint not included.',
        '"median ms", "min ms", "verdict", "vs Lit": wall time (performance.now). "CPU ms", "CPU vs Lit": median main-thread CPU time over the same span (trace thread clock), less inflated by other load on the machine.',
        'Same view (elements/site-accordion/SiteAccordion.tsx) for the kit and r2wc default; Lit renders the same markup and classes.',
        'Every run also checks the result is interactive: a real pointer click on the last element and a programmatic click() on the first toggle their sections.',
        "Where the kit's time goes, and what a proposed fix would save: `node --import tsx bench/run.ts upgrade-breakdown`.",
        'Targets apply to the kit; compare ratios within one run ("vs Lit"), not absolute times across machines.',
      ],
      summary: sizes.map((n) => {
        const kit = median(times.get(`${cases[0]!.label}|${n}`)!);
        const target = cases[0]!.targets![n]!;
        return {
          figure: `upgrade ${n.toLocaleString('en')} elements (ms)`,
          measured: `${ms(kit)} (Lit ${ms(litMedian(n))}, ${(kit / litMedian(n)).toFixed(1)}x)`,
          target: `<= ${target}`,
          verdict: atMost(kit, target),
        };
      }),
    };
  },
};

export default upgrade;
