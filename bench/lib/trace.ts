import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tts?: number;
}

/** Wall and main-thread CPU time between two `performance.mark()`s, from a Chromium trace. */
export interface MarkedSpan {
  wallMs: number;
  /** CPU time of the renderer main thread: unaffected by other processes competing for the cores. */
  cpuMs: number;
}

/**
 * Runs `action` while tracing only `blink.user_timing` (negligible overhead) and returns the span
 * between the marks `start` and `end` the page sets. Each mark carries `tts`, the thread's CPU clock,
 * so the CPU time the page's main thread spent in between is exact, however busy the machine is.
 */
export async function traceMarkedSpan<T>(
  page: Page,
  start: string,
  end: string,
  action: () => Promise<T>,
): Promise<{ result: T; span: MarkedSpan }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['blink.user_timing'], excludedCategories: ['*'] },
    transferMode: 'ReportEvents',
  });
  const result = await action();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const find = (name: string) => events.find((e) => e.name === name && e.tts !== undefined);
  const a = find(start);
  const b = find(end);
  if (!a || !b) throw new Error(`trace has no ${!a ? start : end} mark with a thread timestamp`);
  return { result, span: { wallMs: (b.ts - a.ts) / 1000, cpuMs: (b.tts! - a.tts!) / 1000 } };
}
