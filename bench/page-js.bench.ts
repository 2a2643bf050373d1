import { gzipSync } from 'node:zlib';
import { BUDGETS, LARGE_ELEMENTS, SHARED_VENDOR_CHUNKS } from '../scripts/check-budgets.ts';
import { DEMO_PAGES, fillCart, settle } from './lib/demo-pages.ts';
import type { BenchModule } from './lib/module.ts';
import { atMost, type SummaryRow } from './lib/summary.ts';

const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
/** Target: all JS on the demo product page (header, grid or product, cart) <= 100 KB gz. */
const STOREFRONT_BUDGET = 100 * KB;

/**
 * The page's budget: 100 KB for the storefront pages; for the others, which have no page
 * figure of their own, the sum of the budgets of what the page loads (loader, runtime, each element's
 * own budget, each shared vendor chunk), so a page over it loads something no budget accounts for.
 */
function pageBudget(storefront: boolean, paths: string[]): { bytes: number; label: string } {
  if (storefront) return { bytes: STOREFRONT_BUDGET, label: '<= 100 KB' };
  let total = BUDGETS.loader + BUDGETS.runtime;
  for (const path of paths) {
    const tag = /\/elements\/elements\/([a-z0-9-]+)\.js$/.exec(path)?.[1];
    if (tag) total += LARGE_ELEMENTS.has(tag) ? BUDGETS.largeElement : BUDGETS.smallElement;
    const chunk = /\/chunks\/([a-z0-9-]+)-[A-Za-z0-9_-]{8}\.js$/.exec(path)?.[1];
    if (chunk && SHARED_VENDOR_CHUNKS.has(chunk)) total += BUDGETS.smallElement;
  }
  return { bytes: total, label: `<= ${kb(total)} (sum of its chunks' budgets)` };
}

/**
 * Every main demo page's JavaScript as loaded (before the visitor scrolls or clicks): each JS response
 * from navigation until the page has settled, gzip level 9 of the body (as scripts/check-budgets.ts).
 */
const pageJs: BenchModule = {
  name: 'page-js',
  async run({ demoSite, newPage, log }) {
    const base = await demoSite();
    const rows: string[][] = [];
    const summary: SummaryRow[] = [];
    for (const demo of DEMO_PAGES) {
      const page = await newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      if (demo.withCart) await fillCart(page, base);
      const sizes = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== new URL(base).origin || !url.pathname.endsWith('.js') || response.status() !== 200) return;
        pending.push(
          response.body().then(
            (body) => void sizes.set(url.pathname, gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      await page.goto(`${base}${demo.path}`);
      await settle(page);
      await Promise.all(pending);
      await page.close();
      const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
      const budget = pageBudget(demo.storefront ?? false, [...sizes.keys()]);
      const tags = [...sizes.keys()].flatMap((p) => /\/elements\/elements\/([a-z0-9-]+)\.js$/.exec(p)?.[1] ?? []);
      const verdict = atMost(total, budget.bytes);
      const largest = [...sizes]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([path, n]) => `${path.split('/').pop()} ${kb(n)}`);
      rows.push([demo.label, demo.path, kb(total), String(sizes.size), budget.label, verdict, tags.join(', '), largest.join(', ')]);
      summary.push({ figure: `page JS: ${demo.label} (${demo.path})`, measured: kb(total), target: budget.label, verdict });
      log(`${demo.path}: ${kb(total)} in ${sizes.size} files`);
    }
    return {
      title: 'All JavaScript each demo page loads (gzip)',
      columns: ['page', 'path', 'JS gzip', 'files', 'budget', 'verdict', 'elements', 'largest files'],
      numeric: ['JS gzip', 'files'],
      rows,
      notes: [
        'Each page on a fresh browser context at 1280x800, from navigation until the page has settled (network idle, +1 s: the tags in view upgraded); every same-origin .js response counted once, gzip level 9 of its body.',
        'The checkout is loaded with two lines in the cart (as the checkout journeys fill it), else it sends the shopper to the store.',
        'Storefront pages (store, product, collection) against the target "all JS on the demo product page (header, grid or product, cart) <= 100 KB gz"; the other pages against the sum of the budgets of the chunks they load (loader 2 + runtime 75 + 10 or 25 per element + 10 per shared vendor chunk).',
      ],
      summary,
    };
  },
};

export default pageJs;
