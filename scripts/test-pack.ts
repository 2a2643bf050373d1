/**
 * The packaging test: packs the built `dist/` with `npm pack`, checks what the tarball holds, installs
 * it into a temporary project and uses it the ways a page builder would: bundled by Vite
 * (`import 'site-elements/elements/site-cart.js'`) and as a plain `<script type="module">` under a
 * strict Content Security Policy, both checked in Debian's Chromium, and on the server
 * (`import { renderElement } from 'site-elements/server'` in Node). It builds nothing of the
 * repository: run `npm run build` first (`npm test` does). Prints `✓`/`✗` per check and finally
 * `pack: N passed, N failed`.
 *
 *   node --import tsx scripts/test-pack.ts [--keep]   (--keep leaves the temporary project in place)
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { init as initLexer, parse as parseImports } from 'es-module-lexer';
import { chromium, type Browser } from 'playwright-core';
import { contentSecurityPolicy, createNonce } from '../demo-site/server/middleware/security.ts';
import { serveStatic, type StaticServer } from './pack/static-server.ts';
import { consumerFiles, plainPage } from './pack/consumer-project.ts';
import { checkPageUpgrades } from './pack/page-checks.ts';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const keep = process.argv.includes('--keep');

/** Files the build writes only once the typings and manifest steps exist; the package must carry them when they do. */
const optionalBuildOutputs = ['dist/custom-elements.json', 'dist/site-elements.d.ts', 'dist/server.d.ts'];

/** Packages that installing the tarball may add besides itself: the type packages its declarations import. */
const allowedInstalledPackages = ['site-elements', 'valibot', 'nanostores'];

let passed = 0;
let failed = 0;

/** Runs one named check; a thrown error fails it. Returns whether it passed. */
async function check(name: string, fn: () => Promise<void> | void): Promise<boolean> {
  const started = performance.now();
  try {
    await fn();
    passed += 1;
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`);
    return true;
  } catch (error) {
    failed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ✗ ${name}\n${message.replace(/^/gm, '      ')}`);
    return false;
  }
}

/** A check that cannot run because an earlier one failed: it counts as failed. */
function notRun(name: string, because: string): void {
  failed += 1;
  console.log(`  ✗ ${name} (not run: ${because})`);
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Every element tag: the folders of `elements/` with a `<tag>.element.ts`. */
function elementTags(): string[] {
  return readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.includes('-') && existsSync(join(root, 'elements', d.name, `${d.name}.element.ts`)))
    .map((d) => d.name)
    .sort();
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Import specifiers of built JavaScript that are neither relative nor URLs: a browser cannot load them without an import map. */
async function bareImports(): Promise<string[]> {
  await initLexer;
  const found: string[] = [];
  for (const file of walk(dist).filter((f) => f.endsWith('.js'))) {
    const [imports] = parseImports(readFileSync(file, 'utf8'));
    for (const entry of imports) {
      if (entry.n === undefined) continue;
      if (!/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(entry.n)) found.push(`${file.slice(root.length + 1)} imports "${entry.n}"`);
    }
  }
  return found;
}

/** Renders `<site-nav-list>` with `site-elements/server` as installed in `project`, in a Node process of its own. */
async function renderWithPackage(project: string): Promise<{ html: string; tags: string[]; sheets: string[] }> {
  const script = `
    const { renderElement, elementTags, elementStylesheets } = await import('site-elements/server');
    const html = await renderElement('site-nav-list', { id: 'docs', 'data-label': 'Docs "A"' }, [{ title: 'Install <now>', href: '/docs/install' }], { url: '/docs/install' });
    console.log(JSON.stringify({ html, tags: elementTags(), sheets: elementStylesheets(['site-nav-list']) }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as { html: string; tags: string[]; sheets: string[] };
}

interface PackedFile {
  path: string;
  size: number;
}

/** `npm pack --json` of the repository into `dir`: the tarball's path, size and file list. */
async function pack(dir: string): Promise<{ tarball: string; size: number; files: PackedFile[] }> {
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [result] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; size: number; files: PackedFile[] }[];
  assert(result, 'npm pack printed no result');
  return { tarball: join(dir, result.filename), size: result.size, files: result.files };
}

/** What the tarball must hold and must not hold; returns the problems. */
function tarballProblems(files: PackedFile[]): string[] {
  const paths = new Set(files.map((f) => f.path));
  const problems: string[] = [];
  const required = ['package.json', 'README.md', 'dist/site-elements.js', 'dist/site-elements.css', 'dist/server.js', 'dist/element-styles.json'];
  for (const tag of elementTags()) required.push(`dist/elements/${tag}.js`, `dist/elements/${tag}.d.ts`);
  for (const file of optionalBuildOutputs) if (existsSync(join(root, file))) required.push(file);
  for (const file of required) if (!paths.has(file)) problems.push(`missing ${file}`);
  if (![...paths].some((p) => /^dist\/assets\/runtime-[^/]+\.css$/.test(p)))
    problems.push('missing the runtime stylesheet dist/assets/runtime-*.css');
  for (const path of paths) {
    if (!['package.json', 'README.md', 'LICENSE'].includes(path) && !path.startsWith('dist/')) problems.push(`outside dist/: ${path}`);
    if (/(^|\/)(test|tests|__tests__|fakes)\/|\.test\.|\.browser\./.test(path)) problems.push(`test file: ${path}`);
  }
  return problems;
}

/** Every target of package.json `exports`, with the `*` patterns expanded for each element tag. */
function exportTargets(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const targets: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pkg.exports);
  return targets
    .flatMap((t) => (t.includes('*') ? elementTags().map((tag) => t.replace('*', tag)) : [t]))
    .filter((t) => !optionalBuildOutputs.includes(t.slice(2)) || existsSync(join(root, t)))
    .map((t) => t.replace(/^\.\//, ''));
}

async function main(): Promise<void> {
  console.log('pack: npm pack of dist/, installed into a temporary project');
  const work = mkdtempSync(join(tmpdir(), 'site-pack-'));
  const project = join(work, 'project');
  let browser: Browser | undefined;
  const servers: StaticServer[] = [];
  try {
    if (!existsSync(join(dist, 'site-elements.js'))) {
      notRun('the build exists', 'dist/site-elements.js is missing: run `npm run build` first');
      return;
    }

    await check('built JavaScript imports no bare package names (it runs without an import map)', async () => {
      const found = await bareImports();
      assert(found.length === 0, found.slice(0, 10).join('\n'));
    });

    await check('no built file names a path of this machine', () => {
      const leaks = walk(dist).filter((file) => /\.(js|css|map|json|d\.ts)$/.test(file) && readFileSync(file, 'utf8').includes(root));
      assert(leaks.length === 0, `these files contain ${root}:\n${leaks.slice(0, 10).join('\n')}`);
    });

    let packed: Awaited<ReturnType<typeof pack>> | undefined;
    await check('npm pack produces a tarball', async () => {
      packed = await pack(work);
      console.log(`      ${packed.tarball.slice(work.length + 1)}: ${(packed.size / 1024).toFixed(1)} KB, ${packed.files.length} files`);
    });
    if (!packed) {
      for (const name of ['tarball contents', 'exports', 'install', 'types', 'Vite page', 'plain page']) notRun(name, 'npm pack failed');
      return;
    }
    const { tarball, files } = packed;

    await check(
      'the tarball holds the loader, every element entry and its .d.ts, the CSS, manifest and typings; nothing outside dist/ and no tests',
      () => {
        const problems = tarballProblems(files);
        assert(problems.length === 0, problems.slice(0, 20).join('\n'));
      },
    );

    await check('every package.json "exports" target is in the tarball', () => {
      const paths = new Set(files.map((f) => f.path));
      const missing = exportTargets().filter((t) => !paths.has(t));
      assert(missing.length === 0, `exports point at files the tarball lacks:\n${missing.join('\n')}`);
    });

    mkdirSync(project, { recursive: true });
    for (const [name, text] of Object.entries(consumerFiles)) {
      mkdirSync(join(project, name, '..'), { recursive: true });
      writeFileSync(join(project, name), text);
    }
    const installed = await check('the tarball installs into an empty project, pulling in nothing but its type packages', async () => {
      await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
        cwd: project,
        maxBuffer: 16 * 1024 * 1024,
      });
      const lock = JSON.parse(readFileSync(join(project, 'node_modules/.package-lock.json'), 'utf8')) as {
        packages: Record<string, { hasInstallScript?: boolean }>;
      };
      const names = Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, ''));
      const extra = names.filter((n) => !allowedInstalledPackages.includes(n));
      assert(extra.length === 0, `installing the package also installed: ${extra.join(', ')}`);
      const scripted = Object.entries(lock.packages).filter(([, p]) => p.hasInstallScript);
      assert(scripted.length === 0, `packages with install scripts: ${scripted.map(([n]) => n).join(', ')}`);
    });
    if (!installed) {
      for (const name of ['exports resolve', 'types', 'Vite page', 'plain page']) notRun(name, 'the install failed');
      return;
    }
    // The temporary project borrows the repository's Vite and TypeScript, so nothing is downloaded.
    for (const tool of ['vite', 'typescript']) symlinkSync(join(root, 'node_modules', tool), join(project, 'node_modules', tool));

    await check('Node resolves the package\'s exports ("site-elements", "/loader", "/elements/<tag>.js", CSS, manifest)', async () => {
      const specifiers = [
        'site-elements',
        'site-elements/loader',
        'site-elements/elements/site-cart.js',
        'site-elements/elements/site-tabs',
        'site-elements/site-elements.css',
        'site-elements/server',
        'site-elements/package.json',
      ];
      if (existsSync(join(dist, 'custom-elements.json'))) specifiers.push('site-elements/custom-elements.json');
      const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(s + ' ' + import.meta.resolve(s));`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
      for (const line of stdout.trim().split('\n')) {
        const [specifier, url] = line.split(' ');
        assert(url?.startsWith('file://') && existsSync(new URL(url)), `${specifier} resolved to ${url}, which does not exist`);
      }
    });

    await check('Node imports site-elements/server from the package and renders an element\'s first view, styled by the stylesheets it names', async () => {
      const { html, tags, sheets } = await renderWithPackage(project);
      assert(tags.length === elementTags().length, `the server renderer knows ${tags.length} elements, the package has ${elementTags().length}`);
      assert(html.startsWith('<site-nav-list id="docs" data-label="Docs &quot;A&quot;">'), `the tag or its escaped attributes are missing:\n${html.slice(0, 200)}`);
      assert(html.includes('<script type="application/json">[{"title":"Install \\u003cnow\\u003e"'), 'the inline JSON payload is missing or not escaped');
      assert(html.includes('<site-element-root data-server="">') && html.endsWith('</site-nav-list>'), 'the first view is not inside the tag');
      assert(/<a [^>]*aria-current="page"[^>]*>/.test(html) && html.includes('Install &lt;now&gt;'), 'the view does not mark the current page or does not escape its text');
      const dir = join(project, 'node_modules/site-elements/dist');
      assert(sheets.some((f) => f.includes('runtime')) && sheets.some((f) => f.includes('site-nav-list')), `elementStylesheets(['site-nav-list']) gave ${sheets.join(', ')}`);
      const missing = sheets.filter((f) => !existsSync(join(dir, f)));
      assert(missing.length === 0, `stylesheets named but not in the package: ${missing.join(', ')}`);
      const css = sheets.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
      const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
      const unstyled = classes.filter((name) => !css.includes(`.${name}`));
      assert(classes.length > 0 && unstyled.length === 0, `class names those stylesheets do not style: ${unstyled.join(', ')}`);
    });

    await check('TypeScript (strict, as a Vite project sets it up) types an element entry and its tag', async () => {
      await run(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: project }).catch(
        (error: { stdout?: string }) => {
          throw new Error(`tsc failed:\n${error.stdout ?? String(error)}`);
        },
      );
    });

    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });

    const built = await check('Vite bundles a page that imports the loader, an element entry and the CSS from the package', async () => {
      await run(process.execPath, [join(project, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: project,
        maxBuffer: 16 * 1024 * 1024,
      });
      assert(existsSync(join(project, 'dist/index.html')), 'vite build wrote no dist/index.html');
    });
    if (built) {
      await check(
        'the Vite-built page: <site-cart> (imported) and <site-accordion> (loaded by the loader) upgrade, styled, with no failed request',
        async () => {
          const server = await serveStatic(join(project, 'dist'));
          servers.push(server);
          await checkPageUpgrades(browser!, `${server.url}/index.html`, ['site-cart', 'site-accordion']);
        },
      );
    } else notRun('the Vite-built page', 'the Vite build failed');

    await check(
      'a plain <script type="module"> page under a strict CSP: <site-cart>, <site-accordion> and <site-tabs> upgrade, styled, with no failed request or violation',
      async () => {
        const nonce = createNonce();
        writeFileSync(join(project, 'plain.html'), plainPage(nonce));
        const server = await serveStatic(project, { 'Content-Security-Policy': contentSecurityPolicy(nonce) });
        servers.push(server);
        await checkPageUpgrades(browser!, `${server.url}/plain.html`, ['site-cart', 'site-accordion', 'site-tabs']);
      },
    );
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await Promise.all(servers.map((s) => s.close()));
    if (keep) console.log(`pack: the temporary project is kept in ${project}`);
    else rmSync(work, { recursive: true, force: true });
    console.log(`\npack: ${passed} passed, ${failed} failed`);
  }
}

await main();
process.exit(failed > 0 ? 1 : 0);
