import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { buildPages } from './build-pages.ts';
import { serveStatic } from './static-server.ts';

/** One node of a Chromium CPU profile (CDP `Profiler.stop`). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** A Chromium CPU profile: the call tree and which node each sample hit. */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Sample time added up over profiles (ms): busy total, self time by function and file, inclusive time by function name. */
export interface ProfileTotals {
  total: number;
  selfByFunction: Map<string, number>;
  selfByFile: Map<string, number>;
  inclusive: Map<string, number>;
}

/** Empty totals to pass to `addProfile`. */
export function emptyTotals(): ProfileTotals {
  return { total: 0, selfByFunction: new Map(), selfByFile: new Map(), inclusive: new Map() };
}

const add = (map: Map<string, number>, key: string, ms: number): void => void map.set(key, (map.get(key) ?? 0) + ms);

/**
 * Adds one profile's samples to `totals`. Idle samples count in no total; with `listIdle` they are
 * listed as `(idle)` / `(program)` among the functions. A sample counts once toward the inclusive
 * time of every function name on its stack, so the heaviest phases show without naming any function.
 */
export function addProfile(totals: ProfileTotals, profile: Profile, listIdle = false): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || (functionName === '(program)' && !url)) {
      if (listIdle) add(totals.selfByFunction, functionName, ms);
      return;
    }
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(byId.get(at)?.callFrame.functionName ?? '');
    for (const name of onStack) if (name) add(totals.inclusive, name, ms);
    const file = url ? url.replace(/^.*\//, '') : '(native)';
    totals.total += ms;
    add(totals.selfByFunction, `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, ms);
    add(totals.selfByFile, file, ms);
  });
}

/** The `count` largest entries, one line each: `   12.3 ms  name`, divided by `runs`. */
export function topLines(map: Map<string, number>, count: number, runs: number): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / runs).toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

/** Runs `action` under Chromium's sampling CPU profiler (a sample every `intervalUs` µs) and gives its result and the profile. */
export async function profileWhile<T>(cdp: CDPSession, intervalUs: number, action: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  const result = await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return { result, profile };
}

/**
 * Builds one page of `fixturesDir` unminified, serves it and, in one Chromium, runs `each` `runs`
 * times, each on a fresh tab with the page's URL; `each` loads the page and profiles what it measures.
 * Gives every run's result and the profiles added up.
 */
export async function profilePage<T>(
  fixturesDir: string,
  page: string,
  runs: number,
  each: (tab: Page, url: string) => Promise<{ result: T; profile: Profile }>,
): Promise<{ results: T[]; totals: ProfileTotals }> {
  const built = await buildPages(fixturesDir, [page], { minify: false });
  const server = await serveStatic(built.outDir);
  const browser = await launchChromium();
  const totals = emptyTotals();
  const results: T[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const tab = await browser.newPage();
      const { result, profile } = await each(tab, `${server.url}/${page}`);
      results.push(result);
      await tab.close();
      addProfile(totals, profile);
    }
  } finally {
    await browser.close();
    await server.close();
    await built.remove();
  }
  return { results, totals };
}

/** Prints the heaviest `count` functions by self time and by inclusive time, per run. */
export function printProfile(totals: ProfileTotals, runs: number, count = 30): void {
  console.log('self time by function (per run):');
  console.log(topLines(totals.selfByFunction, count, runs));
  console.log('\ninclusive time by function name (per run; a name matches any function so named):');
  console.log(topLines(totals.inclusive, count, runs));
}
