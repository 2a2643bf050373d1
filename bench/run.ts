import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { buildPages, type BuiltPages } from './lib/build-pages.ts';
import type { BenchContext, BenchModule } from './lib/module.ts';
import { serveStatic, type StaticServer } from './lib/static-server.ts';
import { formatMarkdown, formatText } from './lib/table.ts';
import addToCart from './add-to-cart.bench.ts';
import calendar from './calendar.bench.ts';
import carousel from './carousel.bench.ts';
import upgradeBreakdown from './upgrade-breakdown.bench.ts';
import upgrade from './upgrade.bench.ts';

/**
 * Runs the benchmark modules and prints one table each (never pass/fail: figures to compare).
 *
 *   node --import tsx bench/run.ts [name…] [--runs 7]
 *
 * Without names it runs every module except diagnostics (`onlyWhenNamed`), e.g. `upgrade-breakdown`.
 * Add a benchmark by writing `bench/<name>.bench.ts` (default export: BenchModule) and listing it here.
 */
const modules: BenchModule[] = [upgrade, upgradeBreakdown, carousel, calendar, addToCart];

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
  const log = (message: string) => console.log(`  ${message}`);
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${runs} runs per case\n`,
  );
  try {
    for (const module of selected) {
      const context: BenchContext = {
        browser,
        runs,
        log,
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
      const table = await module.run(context);
      const note = `Chromium ${browser.version()}, ${cpus().length} cores, ${new Date().toISOString()}`;
      table.notes = [...(table.notes ?? []), note];
      console.log('\n' + formatText(table) + '\n');
      const file = resolve(resultsDir, `${module.name}.md`);
      await writeFile(file, formatMarkdown(table));
      console.log(`  written to ${file}\n`);
    }
  } finally {
    await browser.close();
    for (const item of cleanup.reverse()) await ('close' in item ? item.close() : item.remove());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
