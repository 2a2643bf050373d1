import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { compileHintPlugin } from '../../scripts/compile-hint.ts';

/** Bench pages built into a temporary folder. */
export interface BuiltPages {
  outDir: string;
  remove(): Promise<void>;
}

/**
 * Builds HTML pages (and the modules they load) with Vite's JS API, production mode, into a fresh
 * temporary folder. A small inline config only: React and vanilla-extract, none of the repository's
 * element build (its inputs, chunks and virtual loader module are not wanted here).
 * `minify: false` still builds production React, for profiling with readable names.
 */
export async function buildPages(fixturesDir: string, pages: string[], options: { minify?: boolean } = {}): Promise<BuiltPages> {
  const root = resolve(fixturesDir);
  const outDir = await mkdtemp(join(tmpdir(), 'site-bench-'));
  await build({
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    // The compile hint the element build puts on code that runs on load (vite.config.ts), here on every
    // script of every case alike, ours and the reference libraries'.
    plugins: [react(), vanillaExtractPlugin(), compileHintPlugin(() => true)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Unminified builds keep function names readable in CPU profiles (bench/profile-upgrade.ts).
      minify: options.minify ?? true,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // A slow build on a busy machine is not news here: no plugin-timing warning in the bench output.
        checks: { bundlerTimings: false },
        input: Object.fromEntries(pages.map((page) => [basename(page, '.html'), resolve(root, page)])),
      },
    },
  });
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}
