import { mkdir, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chromiumPath, launchChromium } from './lib/browser.ts';
import { buildPages, type BuiltPages } from './lib/build-pages.ts';
import type { BenchContext, BenchModule } from './lib/module.ts';
import { serveStatic, type StaticServer } from './lib/static-server.ts';
import { summaryTable, type SummaryRow } from './lib/summary.ts';
import { formatMarkdown, formatText } from './lib/table.ts';
import { startDemoServer, type DemoServer } from '../test/e2e/harness.ts';
import addToCart from './add-to-cart.bench.ts';
import apiLoad from './api-load.bench.ts';
import bytes from './bytes.bench.ts';
import calendar from './calendar.bench.ts';
import carousel from './carousel.bench.ts';
import layoutShift from './layout-shift.bench.ts';
import lighthouse from './lighthouse.bench.ts';
import pageJs from './page-js.bench.ts';
import upgradeBreakdown from './upgrade-breakdown.bench.ts';
import upgrade from './upgrade.bench.ts';

/**
 * Runs the benchmark modules, prints one table each, and at the end one summary table of every
 * headline figure against its target (also `bench/results/latest.md`, with the machine).
 * Never pass/fail on figures; it exits non-zero only when a module could not run.
 *
 *   node --import tsx bench/run.ts [name…] [--runs 7]
 *
 * Without names it runs every module except diagnostics (`onlyWhenNamed`), e.g. `upgrade-breakdown`.
 * Add a benchmark by writing `bench/<name>.bench.ts` (default export: BenchModule) and listing it here.
 */
const modules: BenchModule[] = [bytes, upgrade, upgradeBreakdown, carousel, calendar, addToCart, pageJs, layoutShift, lighthouse, apiLoad];

/** The machine the figures come from, one line each. */
function machine(chromiumVersion: string): string[] {
  const run = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  return [
    `CPU: ${run('nproc', [])} cores available (nproc), ${cpus()[0]?.model ?? 'unknown'}`,
    `RAM: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `Chromium ${chromiumVersion} (headless, ${chromiumPath()}), Node ${process.version}`,
  ];
}

const load = (): string => loadavg().map((n) => n.toFixed(2)).join(' / ');

function parseArgs(argv: string[]): { names: string[]; runs: number } {
  const names: string[] = [];
  let runs = Number(process.env.BENCH_RUNS) || 7;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length));
    else names.push(arg);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  return { names, runs };
}

async function main(): Promise<void> {
  const { names, runs } = parseArgs(process.argv.slice(2));
  const selected = names.length ? modules.filter((m) => names.includes(m.name)) : modules.filter((m) => !m.onlyWhenNamed);
  if (selected.length === 0) throw new Error(`no benchmark named ${names.join(', ')}; known: ${modules.map((m) => m.name).join(', ')}`);
  const resultsDir = resolve(import.meta.dirname, 'results');
  await mkdir(resultsDir, { recursive: true });
  const browser = await launchChromium();
  const cleanup: (BuiltPages | StaticServer)[] = [];
  let demo: Promise<DemoServer> | undefined;
  const summary: SummaryRow[] = [];
  const startedAt = new Date();
  const loadAtStart = load();
  const log = (message: string) => console.log(`  ${message}`);
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${runs} runs per case\n`,
  );
  try {
    for (const module of selected) {
      const moduleStart = Date.now();
      const context: BenchContext = {
        browser,
        runs,
        log,
        demoSite() {
          demo ??= startDemoServer();
          return demo.then((server) => server.baseURL);
        },
        async servePages(fixturesDir, pages) {
          const built = await buildPages(fixturesDir, pages);
          cleanup.push(built);
          const server = await serveStatic(built.outDir);
          cleanup.push(server);
          return server.url;
        },
        async newPage() {
          const page = await browser.newPage();
          page.on('pageerror', (error) => {
            console.error(`  page error in ${module.name}: ${error.message}`);
            process.exitCode = 1;
          });
          return page;
        },
      };
      console.log(`${module.name}:`);
      let table;
      try {
        table = await module.run(context);
      } catch (error) {
        // One broken module must not lose the figures of the others: it gets a row in the summary.
        console.error(`  ${module.name} failed:`, error);
        process.exitCode = 1;
        summary.push({ figure: `${module.name} (module)`, measured: `failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`, target: '-', verdict: 'over' });
        continue;
      }
      summary.push(...(table.summary ?? []));
      const note = `Chromium ${browser.version()}, ${cpus().length} cores, ${new Date().toISOString()}`;
      table.notes = [...(table.notes ?? []), note];
      console.log('\n' + formatText(table) + '\n');
      const file = resolve(resultsDir, `${module.name}.md`);
      await writeFile(file, formatMarkdown(table));
      console.log(`  written to ${file} (${((Date.now() - moduleStart) / 1000).toFixed(0)} s)\n`);
    }
    const notes = [
      ...machine(browser.version()),
      `Run ${startedAt.toISOString()} to ${new Date().toISOString()}, ${runs} runs per case; load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${load()} at the end.`,
      'verdict: ok = meets its target, over = misses it, - = no target is set (figure for comparison). Details: bench/results/<module>.md.',
    ];
    const overview = summaryTable(summary, notes);
    console.log('\n' + formatText(overview) + '\n');
    // Only a full run stands for the project: a run of some modules prints its summary but keeps latest.md.
    if (names.length === 0) {
      const latest = resolve(resultsDir, 'latest.md');
      await writeFile(latest, formatMarkdown(overview));
      console.log(`  written to ${latest}`);
    }
  } finally {
    await browser.close();
    if (demo) await demo.then((server) => server.stop(), () => undefined);
    for (const item of cleanup.reverse()) await ('close' in item ? item.close() : item.remove());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
