import { resolve } from 'node:path';
import type { BenchModule } from './lib/module.ts';
import { median, min, ms } from './lib/stats.ts';
import { atMost } from './lib/summary.ts';
import type { ClickRun } from './fixtures/add-to-cart/harness.ts';

/** Target: add to cart, click to next paint <= 50 ms at 4x CPU slowdown. */
const BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;
/** How long the pointer rests on the button before the press (wall time). */
const DWELL_MS = 150;
/** How long the button is held down (wall time): a person's click lasts about this long. */
const PRESS_MS = 80;

/** One page with an Add to Cart button, built from `bench/fixtures/add-to-cart/<page>`. */
interface Case {
  label: string;
  page: string;
  button: string;
  /** The toast the click must show (the behaviour check of every run). */
  toast: string;
}

const cases: Case[] = [
  {
    label: 'grid card (<store-product-grid> + <site-cart>)',
    page: 'grid.html',
    button: 'store-product-grid .store-grid__add >> nth=0',
    toast: 'Added to cart: 1 Black Aurora Wireless Headphones',
  },
  {
    label: 'product page (<store-product> + <site-cart>)',
    page: 'product.html',
    button: 'store-product .store-product__add',
    toast: 'Added to cart: 1 S Heather Grey Trailhead Merino T-Shirt',
  },
];

/** The 75th percentile (nearest rank, as web-vitals reports INP over interactions). */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)]!;
}

/**
 * Add to Cart, click to next paint, at 4x CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), on a
 * product grid and on a product page, each with the cart button. Every run is a fresh page (empty
 * cart): wait until the elements are upgraded and idle, move the pointer onto the button, rest 150 ms,
 * then a real pointer press (80 ms) and release. Measured as Chrome measures INP: the Event Timing entries (durationThreshold
 * 16) of the click's interaction, the longest of pointerdown / pointerup / click.
 */
const addToCart: BenchModule = {
  name: 'add-to-cart',
  async run({ runs, servePages, newPage, log }) {
    const base = await servePages(
      resolve(import.meta.dirname, 'fixtures/add-to-cart'),
      cases.map((c) => c.page),
    );
    const results = new Map<string, ClickRun[]>();
    for (let round = 0; round <= runs; round++) {
      for (const c of cases) {
        const page = await newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${base}/${c.page}`);
        await page.evaluate(() => window.cartBench.ready());
        const box = await page.locator(c.button).boundingBox();
        if (!box) throw new Error(`${c.label}: the Add to Cart button is not visible`);
        // The pointer reaches the button first and rests there briefly (hover styles, the kit's lazy React
        // listeners), as a shopper's does; then a plain press and release. page.mouse, not locator.click():
        // Playwright's click adds its own hit-target listeners to the page, which would be timed too.
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
        await page.waitForTimeout(DWELL_MS);
        await page.evaluate(() => window.cartBench.arm());
        await page.mouse.down();
        await page.waitForTimeout(PRESS_MS);
        await page.mouse.up();
        const result = await page.evaluate(() => window.cartBench.result());
        if (result.badge !== '1' || result.toast !== c.toast)
          throw new Error(`${c.label}: after the click the badge says "${result.badge}" and the toast "${result.toast}"`);
        await cdp.detach();
        await page.close();
        if (round === 0) continue;
        results.set(c.label, [...(results.get(c.label) ?? []), result]);
      }
      log(round === 0 ? 'warm-up round done' : `run ${round}/${runs} done`);
    }
    const rows = cases.map((c) => {
      const list = results.get(c.label)!;
      // An interaction whose every event took under 16 ms has no entry: counted as 16 (an upper bound).
      const inp = list.map((r) => r.interactionMs ?? 16);
      const shown = list.map((r) => r.resultPaintMs);
      const med = (pick: (r: ClickRun) => number | null) => {
        const values = list.map(pick).filter((v): v is number => v !== null);
        return values.length ? ms(median(values)) : '-';
      };
      const longest = [...new Set(list.map((r) => r.longestEvent ?? '<16 ms'))].join(', ');
      const verdict = (value: number) => (value <= BUDGET_MS ? 'within' : 'over');
      return [
        c.label,
        ms(median(inp)),
        ms(p75(inp)),
        ms(median(shown)),
        ms(p75(shown)),
        ms(min(shown)),
        `<= ${BUDGET_MS}`,
        `${verdict(median(inp))} / ${verdict(median(shown))}`,
        med((r) => r.inputDelayMs),
        med((r) => r.processingMs),
        med((r) => r.presentationMs),
        longest,
        ms(median(list.map((r) => r.nextPaintMs))),
      ];
    });
    return {
      title: `Add to cart: click to next paint at ${CPU_SLOWDOWN}x CPU slowdown (ms)`,
      columns: ['case', 'INP median', 'INP p75', 'shown median', 'shown p75', 'shown min', 'budget', 'verdict INP / shown', 'input delay', 'processing', 'presentation', 'longest event', 'next frame'],
      numeric: ['INP median', 'INP p75', 'shown median', 'shown p75', 'shown min', 'input delay', 'processing', 'presentation', 'next frame'],
      rows,
      notes: [
        `${runs} runs per case, each on a fresh page (empty cart), cases interleaved, after one warm-up round; CPU slowed ${CPU_SLOWDOWN}x through CDP Emulation.setCPUThrottlingRate.`,
        'INP median / p75: the interaction duration as Chrome measures INP: the longest Event Timing entry (pointerdown, pointerup or click; durationThreshold 16) of the click, from the input event to the next paint. Chrome rounds durations to 8 ms; an interaction with no entry counts as 16.',
        'input delay / processing / presentation: median split of that longest entry (event timestamp to handlers, handlers, handlers to paint).',
        'shown: what the shopper waits for, from the click event timestamp to the paint of the frame that shows the result (first DOM change in <site-cart> or <site-toast>, then rAF + setTimeout, which runs after that frame). INP alone misses work a handler defers past the next paint; this does not.',
        'next frame: cross-check of INP, from the click event timestamp to rAF + setTimeout of the first frame after the click, whatever it shows.',
        `The pointer moves onto the button and rests ${DWELL_MS} ms, then a real mouse press held ${PRESS_MS} ms and release (CDP input, as a person clicks).`,
        'Every run checks the behaviour: the cart badge reads 1 and the toast shows the added-to-cart text.',
        'The verdicts are on the medians (INP, shown) against the target "add to cart: click to next paint <= 50 ms at 4x CPU slowdown". The machine has 2 shared cores: compare runs made close together.',
      ],
      summary: cases.map((c) => {
        const list = results.get(c.label)!;
        const inp = median(list.map((r) => r.interactionMs ?? 16));
        return {
          figure: `add to cart at ${CPU_SLOWDOWN}x CPU: ${c.label.split(' (')[0]} (ms)`,
          measured: `INP ${ms(inp)}, shown ${ms(median(list.map((r) => r.resultPaintMs)))}`,
          target: `<= ${BUDGET_MS}`,
          verdict: atMost(Math.max(inp, median(list.map((r) => r.resultPaintMs))), BUDGET_MS),
        };
      }),
    };
  },
};

export default addToCart;
