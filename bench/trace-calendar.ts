import { resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchChromium } from './lib/browser.ts';
import { buildPages } from './lib/build-pages.ts';
import { serveStatic } from './lib/static-server.ts';

/**
 * Where the calendar bench's time goes, phase by phase: traces `<site-calendar>`'s render of
 * `bench/calendar.bench.ts` (same page, same events) and prints, per run, the main thread's time in
 * script, garbage collection, style, layout, paint and commit between the bench's marks.
 *
 *   node --import tsx bench/trace-calendar.ts [year|month] [runs=5]
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const [spread = 'year', runArg = '5'] = process.argv.slice(2);
/** Main-thread trace events whose durations are added up, with the name printed for each. */
const PHASES: Record<string, string> = {
  FunctionCall: 'script',
  'CustomElementReactionQueue::invokeReactions': 'upgrade reactions',
  MinorGC: 'minor GC',
  MajorGC: 'major GC',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Commit: 'commit',
};

async function trace(cdp: CDPSession, action: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing'] }, transferMode: 'ReportEvents' });
  await action();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const built = await buildPages(resolve(import.meta.dirname, 'fixtures/calendar'), ['ours.html']);
const server = await serveStatic(built.outDir);
const browser = await launchChromium();
try {
  for (let run = 1; run <= Number(runArg); run++) {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/ours.html`);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const cdp = await page.context().newCDPSession(page);
    const events = await trace(cdp, () => page.evaluate((s) => window.calendarBench.run(s as 'year' | 'month'), spread));
    await page.close();
    const start = events.find((e) => e.name === 'bench:start');
    const end = events.find((e) => e.name === 'bench:end');
    if (!start || !end) throw new Error('the trace has no bench marks');
    const sums = new Map<string, number>();
    for (const e of events) {
      const label = PHASES[e.name];
      if (!label || e.ph !== 'X' || e.pid !== start.pid || e.tid !== start.tid || e.ts < start.ts || e.ts > end.ts) continue;
      sums.set(label, (sums.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const phases = [...sums].map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join(', ');
    console.log(`run ${run}: ${((end.ts - start.ts) / 1000).toFixed(1)} ms; ${phases}`);
  }
} finally {
  await browser.close();
  await server.close();
  await built.remove();
}
