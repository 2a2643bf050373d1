/**
 * The layout-shift recorder of the end-to-end tests: every shift not caused by input, from the first
 * paint of each page load, with the nodes that moved named as `tag.class in host-element`, their boxes
 * before and after (x,y width x height, in CSS px) and when it happened.
 */
import type { Page } from 'playwright-core';

/** One recorded shift: its score and what moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** Starts recording on every page load of `page` (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  // A plain script (not a compiled function): it runs before the page's own scripts.
  await page.addInitScript(`
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources || []).map((s) => {
          const node = s.node;
          if (!node || !node.tagName) return String(node ? node.nodeName : '?');
          let host = node;
          while (host && !(host.tagName && host.tagName.includes('-') && host.tagName !== 'SITE-ELEMENT-ROOT')) host = host.parentElement;
          const cls = typeof node.className === 'string' && node.className ? '.' + node.className.split(' ')[0] : '';
          const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
          return node.tagName.toLowerCase() + cls + ' in ' + (host ? host.tagName.toLowerCase() : 'page') + ' (' + box(s.previousRect) + ' to ' + box(s.currentRect) + ' at ' + Math.round(entry.startTime) + ' ms)';
        });
        window.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** The shifts of the current page load so far, read after two frames (so a shift of the last change is in). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shifts?: LayoutShift[] }).__shifts ?? []);
}

/** The sum of the shifts' scores (the page's CLS so far). */
export function totalShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

/** '0' when nothing moved, else the total and what moved, for an assertion message. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  const total = totalShift(shifts);
  return total === 0 ? '0' : `${total.toFixed(4)} from ${[...new Set(shifts.flatMap((s) => s.sources))].join(', ')}`;
}
