import { resolve } from 'node:path';
import type { BenchModule } from './lib/module.ts';
import { median, ms } from './lib/stats.ts';
import { traceMarkedSpan } from './lib/trace.ts';
import type { UpgradeRun } from './fixtures/upgrade/harness.ts';

/** A variant of the upgrade benchmark's accordion, to split the kit's cost into its parts. */
interface Variant {
  label: string;
  path: string;
  tag: string;
}

const variants: Variant[] = [
  { label: 'kit (as shipped)', path: 'kit.html', tag: 'kit-accordion' },
  { label: 'kit + lazy React listeners', path: 'kit-lazy-events.html', tag: 'kit-accordion' },
  { label: 'bare React portals, same view', path: 'portals.html', tag: 'portal-accordion' },
  { label: 'bare React portals + lazy listeners', path: 'portals.html?lazy', tag: 'portal-accordion' },
  { label: 'Lit (reference)', path: 'lit.html', tag: 'lit-accordion' },
];

const sizes = [100, 1000];

/**
 * Diagnostic (run it by name: `node --import tsx bench/run.ts upgrade-breakdown`): where the kit's
 * upgrade time goes. Main-thread CPU time (trace thread clock), so other load on the machine matters
 * less; the synchronous define() part (constructors, connectedCallback, light-DOM capture, root
 * creation) is shown apart from the render that follows.
 */
const breakdown: BenchModule = {
  name: 'upgrade-breakdown',
  onlyWhenNamed: true,
  async run({ runs, servePages, newPage, log }) {
    const base = await servePages(resolve(import.meta.dirname, 'fixtures/upgrade'), [
      ...new Set(variants.map((v) => v.path.replace(/\?.*$/, ''))),
    ]);
    const data = new Map<string, { wall: number[]; cpu: number[]; define: number[] }>();
    for (let round = 0; round <= runs; round++) {
      for (const v of variants) {
        for (const n of sizes) {
          const page = await newPage();
          await page.goto(`${base}/${v.path}`);
          await page.evaluate((count) => window.bench.insert(count), n);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
          const { result, span } = await traceMarkedSpan(page, 'bench:start', 'bench:end', () =>
            page.evaluate((): Promise<UpgradeRun> => window.bench.run()),
          );
          await page.close();
          if (result.buttons !== result.expected) throw new Error(`${v.label} N=${n}: ${result.buttons} of ${result.expected} headers`);
          if (round === 0) continue;
          const key = `${v.label}|${n}`;
          const entry = data.get(key) ?? { wall: [], cpu: [], define: [] };
          entry.wall.push(result.ms);
          entry.cpu.push(span.cpuMs);
          entry.define.push(result.defineMs);
          data.set(key, entry);
        }
      }
      log(round === 0 ? 'warm-up round done' : `run ${round}/${runs} done`);
    }
    const litCpu = (n: number) => median(data.get(`Lit (reference)|${n}`)!.cpu);
    const rows = variants.flatMap((v) =>
      sizes.map((n) => {
        const d = data.get(`${v.label}|${n}`)!;
        const cpu = median(d.cpu);
        return [
          v.label,
          n.toLocaleString('en'),
          ms(median(d.wall)),
          ms(median(d.define)),
          ms(cpu),
          String(Math.round((cpu / n) * 1000)),
          `${(cpu / litCpu(n)).toFixed(1)}x`,
        ];
      }),
    );
    return {
      title: 'Upgrade cost breakdown (diagnostic, medians)',
      columns: ['variant', 'N', 'wall ms', 'define() ms', 'CPU ms', 'CPU µs / element', 'CPU vs Lit'],
      numeric: ['N', 'wall ms', 'define() ms', 'CPU ms', 'CPU µs / element', 'CPU vs Lit'],
      rows,
      notes: [
        `${runs} runs per variant after a warm-up round, fresh page each, interleaved.`,
        '"define() ms": wall time of the synchronous customElements.define() call (upgrades, connectedCallback, light-DOM capture, shared root creation).',
        '"lazy React listeners" and "bare React portals" are bench-only prototypes (bench/fixtures/upgrade/), not the shipped kit.',
      ],
    };
  },
};

export default breakdown;
