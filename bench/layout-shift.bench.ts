import { layoutShifts, recordLayoutShifts, totalShift, type LayoutShift } from '../test/e2e/layout-shifts.ts';
import { DEMO_PAGES, fillCart, settle } from './lib/demo-pages.ts';
import type { BenchModule } from './lib/module.ts';
import { atMost, type SummaryRow } from './lib/summary.ts';

/** Desktop and phone widths: the elements lay out differently below 768 px. */
const VIEWPORTS = [
  { label: '1280', width: 1280, height: 800 },
  { label: '390', width: 390, height: 844 },
];

/** What a page's load gave: the layout shifts of its whole load, and the nodes that moved in the largest. */
interface ShiftReport {
  cls: number;
  shifts: number;
  largest: number;
  sources: string[];
}

/**
 * Layout shift while the main demo pages load and their elements upgrade (the target is 0): every
 * 'layout-shift' entry without recent input from navigation until the page has settled, summed (the
 * page's CLS over the load), at a desktop and a phone width.
 */
const layoutShift: BenchModule = {
  name: 'layout-shift',
  async run({ demoSite, newPage, log }) {
    const base = await demoSite();
    const rows: string[][] = [];
    const summary: SummaryRow[] = [];
    for (const demo of DEMO_PAGES) {
      const results: ShiftReport[] = [];
      for (const viewport of VIEWPORTS) {
        const page = await newPage();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        if (demo.withCart) await fillCart(page, base);
        await recordLayoutShifts(page);
        await page.goto(`${base}${demo.path}`);
        await settle(page);
        const shifts = await layoutShifts(page);
        const largest = shifts.reduce<LayoutShift | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
        const report: ShiftReport = { cls: totalShift(shifts), shifts: shifts.length, largest: largest?.value ?? 0, sources: largest?.sources ?? [] };
        await page.close();
        results.push(report);
        rows.push([demo.label, demo.path, viewport.label, report.cls.toFixed(4), String(report.shifts), report.largest.toFixed(4), report.sources.join('; ') || '-']);
      }
      const worst = Math.max(...results.map((r) => r.cls));
      summary.push({
        figure: `layout shift: ${demo.label} (${demo.path})`,
        measured: results.map((r, i) => `${r.cls.toFixed(3)} @${VIEWPORTS[i]!.label}`).join(', '),
        target: '0',
        verdict: atMost(worst, 0),
      });
      log(`${demo.path}: CLS ${results.map((r) => r.cls.toFixed(4)).join(' / ')}`);
    }
    return {
      title: 'Layout shift while the demo pages load and upgrade (CLS)',
      columns: ['page', 'path', 'width', 'CLS', 'shifts', 'largest', 'moved in the largest shift'],
      numeric: ['CLS', 'shifts', 'largest'],
      rows,
      notes: [
        "Each page on a fresh browser context at 1280x800 and 390x844; a PerformanceObserver ('layout-shift', buffered) installed before any page script; summed from navigation until the page has settled (network idle, +1 s: the tags in view upgraded), no input on the page.",
        'Target: layout shift when elements upgrade is 0. The CLS here counts every shift of the load (images, fonts, upgrades); the last column names the nodes that moved in the largest one.',
      ],
      summary,
    };
  },
};

export default layoutShift;
