import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/browser.ts';
import { DEMO_PAGES, fillCart, type DemoPage } from './lib/demo-pages.ts';
import type { BenchModule } from './lib/module.ts';
import { median } from './lib/stats.ts';
import { atLeast, atMost, type SummaryRow } from './lib/summary.ts';

/** The pages audited: every demo page, or those BENCH_LIGHTHOUSE_PAGES names (comma-separated labels). */
const AUDITED = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim()) ?? DEMO_PAGES.map((page) => page.label);
/** Lighthouse mobile performance on every demo page, with the two metrics the score lacks most when it falls short. */
const PERFORMANCE_TARGET = 95;
const LCP_TARGET_MS = 2500;
const TBT_TARGET_MS = 150;
/**
 * Accessibility: every element, in every state, must pass axe-core with zero violations, and
 * Lighthouse's accessibility score is axe-core's audits, so the target is 100.
 */
const ACCESSIBILITY_TARGET = 100;
/** Lighthouse's scores move a few points run to run: the median of this many runs per page (BENCH_LIGHTHOUSE_RUNS). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 1;

interface Audit {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

/**
 * Lighthouse 12 (npm `lighthouse`, Node API) performance and accessibility scores of every demo page
 * (the checkout with two lines in the cart), in the system Chromium
 * launched through chrome-launcher with the project's flags (never a downloaded browser). Lighthouse's
 * defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU).
 */
const lighthouseModule: BenchModule = {
  name: 'lighthouse',
  async run({ demoSite, log }) {
    const base = await demoSite();
    const { default: lighthouse } = await import('lighthouse');
    const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs, logLevel: 'silent' });
    const rows: string[][] = [];
    const summary: SummaryRow[] = [];
    try {
      const pages = AUDITED.map((label) => DEMO_PAGES.find((p) => p.label === label)).filter((p): p is DemoPage => p !== undefined);
      for (const demo of pages) {
        const audits: Audit[] = [];
        for (let run = 0; run < RUNS; run++) {
          const audit = async () => {
            if (demo.withCart) await prepareCart(chrome.port, base);
            const result = await lighthouse(`${base}${demo.path}`, {
              port: chrome.port,
              logLevel: 'error',
              output: 'json',
              onlyCategories: ['performance', 'accessibility'],
              // The cart lives in localStorage: keep it (the cache was cleared by prepareCart instead).
              disableStorageReset: demo.withCart ?? false,
            });
            if (!result) throw new Error(`Lighthouse returned no result for ${demo.path}`);
            return result.lhr;
          };
          let lhr = await audit();
          // On a loaded machine the trace sometimes misses the navigation (NO_NAVSTART): Lighthouse asks to run again.
          for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
            log(`${demo.path}: ${lhr.runtimeError.code}, running Lighthouse again`);
            lhr = await audit();
          }
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${demo.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
          audits.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            failed: a11yRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
          });
        }
        const pick = (key: 'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt' | 'cls') => median(audits.map((a) => a[key]));
        const failed = [...new Set(audits.flatMap((a) => a.failed))];
        rows.push([
          demo.label,
          demo.path,
          String(pick('performance')),
          String(pick('accessibility')),
          (pick('fcp') / 1000).toFixed(2),
          (pick('lcp') / 1000).toFixed(2),
          pick('tbt').toFixed(0),
          pick('cls').toFixed(3),
          failed.join(', ') || '-',
        ]);
        summary.push(
          {
            figure: `Lighthouse performance: ${demo.label}`,
            measured: String(pick('performance')),
            target: `>= ${PERFORMANCE_TARGET}`,
            verdict: atLeast(pick('performance'), PERFORMANCE_TARGET),
          },
          {
            figure: `Lighthouse LCP / TBT: ${demo.label}`,
            measured: `${(pick('lcp') / 1000).toFixed(2)} s / ${pick('tbt').toFixed(0)} ms`,
            target: `<= ${LCP_TARGET_MS / 1000} s / <= ${TBT_TARGET_MS} ms`,
            verdict: atMost(pick('lcp'), LCP_TARGET_MS) === 'ok' && atMost(pick('tbt'), TBT_TARGET_MS) === 'ok' ? 'ok' : 'over',
          },
          {
            figure: `Lighthouse accessibility: ${demo.label}`,
            measured: String(pick('accessibility')),
            target: `${ACCESSIBILITY_TARGET} (axe: zero violations)`,
            verdict: atLeast(pick('accessibility'), ACCESSIBILITY_TARGET),
          },
        );
        log(`${demo.path}: performance ${pick('performance')}, accessibility ${pick('accessibility')}`);
      }
    } finally {
      chrome.kill();
    }
    return {
      title: 'Lighthouse: performance and accessibility',
      columns: ['page', 'path', 'performance', 'accessibility', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'failed accessibility audits'],
      numeric: ['performance', 'accessibility', 'FCP s', 'LCP s', 'TBT ms', 'CLS'],
      rows,
      notes: [
        `Lighthouse 12 Node API, ${RUNS} run(s) per page (median; BENCH_LIGHTHOUSE_RUNS to change), categories performance and accessibility, default settings: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU).`,
        `System Chromium (${chromiumPath()}) through chrome-launcher with the project's flags; cold cache and storage on every run, except the checkout, whose cart is put in localStorage first (then only the cache is cleared).`,
        `Targets: performance >= ${PERFORMANCE_TARGET} on every demo page with LCP <= ${LCP_TARGET_MS / 1000} s and TBT <= ${TBT_TARGET_MS} ms; accessibility 100, which is what "zero axe-core violations" gives.`,
      ],
      summary,
    };
  },
};

/** Puts lines in the cart of the Lighthouse browser and clears its HTTP cache, so the audit starts cold but with a cart. */
async function prepareCart(port: number, base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await fillCart(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

export default lighthouseModule;
