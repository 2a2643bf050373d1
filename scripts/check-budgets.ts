/**
 * The project's byte budgets, measured on `dist/` after `vite build` (gzip, zlib level 9;
 * 1 KB = 1024 bytes):
 *
 * - the loader `dist/site-elements.js`                                  <= 2 KB
 * - the shared runtime `dist/chunks/runtime-*.js` + `assets/runtime-*.css`,
 *   plus any chunk the runtime itself imports (it loads with every element) <= 75 KB
 * - each element's own chunk `dist/elements/<tag>.js` + `assets/<tag>-*.css`, plus every
 *   non-runtime shared chunk it imports (each counted once)            <= 10 KB, or 25 KB for
 *   the large elements (store-checkout, booking-widget, site-calendar, site-presentation); the
 *   shared vendor chunks keen-slider and luxon are counted once, on rows of their own (<= 10 KB)
 *
 *   node --import tsx scripts/check-budgets.ts        prints the table, exits 1 when over budget
 *
 * Ends with `budgets: N passed, N failed`. `scripts/build-report.ts` prints the same table after
 * every build without failing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '..');

const KB = 1024;

/** Budgets in bytes (gzip). */
export const BUDGETS = {
  loader: 2 * KB,
  runtime: 75 * KB,
  smallElement: 10 * KB,
  largeElement: 25 * KB,
} as const;

/**
 * Vendor chunks counted once per page rather than in each element's own chunk (luxon and keen-slider:
 * a page loads each once, however many of its elements use it): each gets a row of its own.
 */
export const SHARED_VENDOR_CHUNKS: ReadonlySet<string> = new Set(['vendor-keen-slider', 'vendor-luxon']);

/** Elements allowed the large-element budget. */
export const LARGE_ELEMENTS: ReadonlySet<string> = new Set(['store-checkout', 'booking-widget', 'site-calendar', 'site-presentation']);

/** One measured budget. */
export interface BudgetCheck {
  name: string;
  /** Files counted, relative to dist/. */
  files: string[];
  /** Sum of the files' gzip sizes. */
  gzipBytes: number;
  /** Sum of the raw sizes. */
  rawBytes: number;
  budgetBytes: number;
  passed: boolean;
  /** Set when the check could not be measured (a file is missing). */
  problem?: string;
}

const gzipCache = new Map<string, number>();

/** Gzip size (level 9) of a file. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A hashed Vite asset name: `<name>-<8 hash chars>.<ext>`. */
function hashedNamed(file: string, name: string, ext: string): boolean {
  return file.startsWith(name + '-') && file.endsWith(ext) && /^[A-Za-z0-9_-]{8}$/.test(file.slice(name.length + 1, -ext.length));
}

/** Relative JS files a chunk imports statically (`import … from"./x.js"`, `import"./x.js"`). */
export function staticImports(distDir: string, file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8');
  const found = new Set<string>();
  const pattern = /(?:\bfrom\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[2];
    if (spec) found.add(posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return [...found].filter((f) => existsSync(join(distDir, f)));
}

/** The chunk and every chunk it imports statically, transitively. */
export function importClosure(distDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(distDir, file)) visit(next);
  };
  visit(entry);
  return [...seen];
}

/**
 * The files the loader preloads for each tag, from Vite's `__vite__mapDeps` table in
 * `site-elements.js` (its `m.f=[…]` list and each tag's index list). Empty when the format is not recognised.
 */
export function loaderDeps(distDir: string): Map<string, string[]> {
  const deps = new Map<string, string[]>();
  const file = join(distDir, 'site-elements.js');
  if (!existsSync(file)) return deps;
  const code = readFileSync(file, 'utf8');
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return deps;
  let names: string[];
  try {
    names = (JSON.parse(list) as string[]).map((n) => posix.normalize(n));
  } catch {
    return deps;
  }
  const entry = /import\(\s*[`"']\.\/elements\/([a-z0-9-]+)\.js[`"']\s*\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g;
  for (const match of code.matchAll(entry)) {
    const indexes = (match[2] ?? '').split(',').filter(Boolean).map(Number);
    deps.set(
      match[1] ?? '',
      indexes.map((i) => names[i]).filter((n): n is string => n !== undefined),
    );
  }
  return deps;
}

function check(distDir: string, name: string, files: string[], budgetBytes: number, problem?: string): BudgetCheck {
  const unique = [...new Set(files)];
  const present = unique.filter((f) => existsSync(join(distDir, f)));
  const missing = unique.filter((f) => !present.includes(f));
  const gzipBytes = present.reduce((sum, f) => sum + gzipSize(join(distDir, f)), 0);
  const rawBytes = present.reduce((sum, f) => sum + readFileSync(join(distDir, f)).length, 0);
  const why = problem ?? (missing.length > 0 ? `missing ${missing.join(', ')}` : undefined);
  return {
    name,
    files: unique,
    gzipBytes,
    rawBytes,
    budgetBytes,
    passed: !why && gzipBytes <= budgetBytes,
    ...(why ? { problem: why } : {}),
  };
}

/** Measures every budget on a built `dist/`. */
export function measureBudgets(distDir = join(repoRoot, 'dist')): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (!existsSync(distDir)) {
    return [
      {
        name: 'dist/',
        files: [],
        gzipBytes: 0,
        rawBytes: 0,
        budgetBytes: 0,
        passed: false,
        problem: `${relative(repoRoot, distDir)}/ does not exist: run \`npm run build\``,
      },
    ];
  }
  const assets = listFiles(join(distDir, 'assets'));
  const cssFor = (chunkName: string): string[] => assets.filter((f) => hashedNamed(f, chunkName, '.css')).map((f) => `assets/${f}`);
  /** `chunks/vendor-valibot-BU6Gr0Mw.js` → `vendor-valibot`. */
  const chunkName = (file: string): string => posix.basename(file, '.js').replace(/-[A-Za-z0-9_-]{8}$/, '');

  checks.push(check(distDir, 'loader site-elements.js', ['site-elements.js'], BUDGETS.loader));

  const runtimeChunks = listFiles(join(distDir, 'chunks')).filter((f) => hashedNamed(f, 'runtime', '.js'));
  const runtimeGroup = new Set<string>();
  for (const chunk of runtimeChunks) for (const f of importClosure(distDir, `chunks/${chunk}`)) runtimeGroup.add(f);
  const runtimeFiles = [...runtimeGroup, ...[...runtimeGroup].flatMap((f) => cssFor(chunkName(f)))];
  checks.push(
    check(
      distDir,
      'runtime (shared chunk + CSS)',
      runtimeFiles,
      BUDGETS.runtime,
      runtimeChunks.length === 0 ? 'no chunks/runtime-*.js' : undefined,
    ),
  );
  const runtimeCss = new Set(runtimeFiles.filter((f) => f.endsWith('.css')));

  const preloads = loaderDeps(distDir);
  const tags = listFiles(join(distDir, 'elements'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3));
  for (const tag of tags) {
    const entry = `elements/${tag}.js`;
    const shared = importClosure(distDir, entry).filter((f) => f !== entry && !runtimeGroup.has(f) && !SHARED_VENDOR_CHUNKS.has(chunkName(f)));
    const fromLoader = preloads.get(tag)?.filter((f) => f.endsWith('.css') && !runtimeCss.has(f));
    const css = fromLoader && fromLoader.length > 0 ? fromLoader : [...cssFor(tag), ...shared.flatMap((f) => cssFor(chunkName(f)))];
    const large = LARGE_ELEMENTS.has(tag);
    checks.push(
      check(distDir, `<${tag}>${large ? ' (large)' : ''}`, [entry, ...css, ...shared], large ? BUDGETS.largeElement : BUDGETS.smallElement),
    );
  }
  const vendorChunks = listFiles(join(distDir, 'chunks')).filter((f) => f.endsWith('.js') && SHARED_VENDOR_CHUNKS.has(chunkName(f)));
  for (const file of vendorChunks) {
    checks.push(check(distDir, `${chunkName(file)} (shared, once per page)`, [`chunks/${file}`], BUDGETS.smallElement));
  }
  checks.push(documentationCheck(distDir));
  return checks;
}

/**
 * The documentation-only texts of the element definitions (each attribute's and each element's
 * description, as `custom-elements.json` has them) that a built file still carries. The build leaves
 * them out (scripts/strip-docs.ts): visitors download them for nothing. Each text is looked for by its
 * first 40 characters before any quote or backslash, which the minifier may escape.
 */
export function documentationLeaks(distDir: string): { file: string; text: string }[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: { summary?: string; attributes?: { name: string; description?: string }[] }[] }[];
  };
  const texts = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .flatMap((d) => [d.summary, ...(d.attributes ?? []).filter((a) => a.name !== 'data-src').map((a) => a.description)])
    .map((text) => (text ?? '').split(/[`'"\\]/)[0]!.slice(0, 40))
    .filter((text) => text.length >= 20);
  const built = ['site-elements.js', 'server.js', ...['elements', 'chunks'].flatMap((dir) => listFiles(join(distDir, dir)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`))];
  return built.flatMap((file) => {
    if (!existsSync(join(distDir, file))) return [];
    const code = readFileSync(join(distDir, file), 'utf8');
    return texts.filter((text) => code.includes(text)).map((text) => ({ file, text }));
  });
}

function documentationCheck(distDir: string): BudgetCheck {
  const name = 'element documentation left out of the built files';
  if (!existsSync(join(distDir, 'custom-elements.json'))) return check(distDir, name, ['custom-elements.json'], 0);
  const leaks = documentationLeaks(distDir);
  const problem = leaks.length > 0 ? leaks.map((l) => `${l.file} holds "${l.text}…"`).join('; ') : undefined;
  return check(distDir, name, [...new Set(leaks.map((l) => l.file))], 0, problem);
}

function kb(bytes: number): string {
  return (bytes / KB).toFixed(2) + ' KB';
}

/** The budget table as text, one row per check, plus the files each row counts. */
export function formatBudgetTable(checks: BudgetCheck[]): string {
  const rows = checks.map((c) => [
    c.passed ? 'ok' : 'OVER',
    c.name,
    kb(c.gzipBytes),
    kb(c.budgetBytes),
    c.budgetBytes ? `${Math.round((c.gzipBytes / c.budgetBytes) * 100)}%` : '-',
    kb(c.rawBytes),
  ]);
  const header = ['', 'bundle', 'gzip', 'budget', 'used', 'raw'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  checks.forEach((c, i) => {
    out.push(line(rows[i] ?? []));
    out.push(`      ${c.files.join(' + ') || '(no files)'}`);
    if (c.problem) out.push(`      problem: ${c.problem}`);
  });
  return out.join('\n');
}

function main(): number {
  const checks = measureBudgets();
  console.log('Byte budgets (gzip level 9, 1 KB = 1024 bytes):\n');
  console.log(formatBudgetTable(checks));
  const failed = checks.filter((c) => !c.passed);
  for (const c of failed) console.log(`\nOVER BUDGET: ${c.name}: ${c.problem ?? `${kb(c.gzipBytes)} > ${kb(c.budgetBytes)}`}`);
  console.log(`\nbudgets: ${checks.length - failed.length} passed, ${failed.length} failed`);
  return failed.length > 0 ? 1 : 0;
}

const invokedDirectly = process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) process.exitCode = main();
