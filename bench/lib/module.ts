import type { Browser, Page } from 'playwright-core';
import type { ResultTable } from './table.ts';

/** What the runner hands every benchmark module. */
export interface BenchContext {
  browser: Browser;
  /** Measured repetitions per case (each on a fresh page). */
  runs: number;
  /** Builds fixture pages with Vite and serves them; returns the base URL. Cleaned up by the runner. */
  servePages(fixturesDir: string, pages: string[]): Promise<string>;
  /**
   * The demo site (`demo-site/server/main.ts` on the built `dist/`, a fresh temporary DATA_DIR), started
   * on first use and shared by the modules of the run; returns its base URL without a trailing slash.
   */
  demoSite(): Promise<string>;
  /** Opens a fresh page that fails the benchmark on any uncaught error in it. */
  newPage(): Promise<Page>;
  log(message: string): void;
}

/** One benchmark: `bench/<name>.bench.ts` default-exports one of these. */
export interface BenchModule {
  /** File-safe name; the Markdown goes to `bench/results/<name>.md`. */
  name: string;
  /** Diagnostics: skipped by a plain `npm run bench`, run when named on the command line. */
  onlyWhenNamed?: boolean;
  run(context: BenchContext): Promise<ResultTable>;
}
