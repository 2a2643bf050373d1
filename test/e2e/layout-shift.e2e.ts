import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from './harness.ts';

/** QUALITY.md: layout shift when elements upgrade is 0. */
const PAGES = ['/', '/store', '/media', '/media/notes', '/sliders', '/presentation', '/calendar', '/help', '/book', '/book/meeting', '/queue'];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the first paint on, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
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
          return node.tagName.toLowerCase() + cls + ' in ' + (host ? host.tagName.toLowerCase() : 'page');
        });
        window.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** Waits until every custom element on the page has rendered (or shown its configuration error). */
async function allUpgraded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('*')).every(
        (el) =>
          !el.tagName.includes('-') ||
          el.tagName === 'SITE-ELEMENT-ROOT' ||
          el.hasAttribute('data-load') ||
          customElements.get(el.tagName.toLowerCase()) !== undefined,
      ),
    undefined,
    { timeout: 20_000 },
  );
  // Two frames and a pause for lazily loaded parts (images sized by their boxes, late data).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500)))));
}

for (const width of [1280, 375]) {
  test(`layout shift: no element moves the page while it upgrades (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordShifts(page);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await allUpgraded(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      if (total > 0) found.push(`${path}: CLS ${total.toFixed(4)} from ${[...new Set(shifts.flatMap((s) => s.sources))].join(', ')}`);
    }
    assert.deepEqual(found, [], `layout shifts while upgrading:\n${found.join('\n')}`);
  }, { timeout: 120_000 });
}
