import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const E2E_DIR = 'test/e2e';

/**
 * End-to-end files that test SQLite itself and run on SQLite only: two server processes sharing one
 * `DATA_DIR` file (`two-servers-races.e2e.ts` runs the same races on PostgreSQL).
 */
export const SQLITE_ONLY_E2E_FILES = ['two-servers.e2e.ts'];

/**
 * End-to-end files about how pages look, move and read (layout shift, axe sweeps, the Spanish texts,
 * the docs' examples, sliders, media, slides, theme, the help page's accordions): their pages show
 * only the seeded catalogue and they write nothing that a later page reads back from the database.
 * They run once, on SQLite. On PostgreSQL they loaded the same pages from the same seed a second time,
 * about 145 s of the test command's run, and never found a difference between the engines; every
 * journey that writes, and every page that reads what was written, still runs on both.
 */
export const PRESENTATION_E2E_FILES = [
  'docs-examples.e2e.ts',
  'help-page.e2e.ts',
  'i18n-catalogues.e2e.ts',
  'layout-shift.e2e.ts',
  'media.e2e.ts',
  'pages-a11y.e2e.ts',
  'presentation.e2e.ts',
  'sliders.e2e.ts',
  'theme.e2e.ts',
];

/**
 * The end-to-end files the test command runs a second time with every demo server on PostgreSQL
 * (E2E_DATABASE=postgres): every file but the SQLite-only and presentation ones, so a new file runs on
 * both engines without being listed. Printed one path per line for `test/e2e/run.ts`, whose filters match file paths.
 */
export function postgresE2EFiles(dir = E2E_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.e2e.ts') && !SQLITE_ONLY_E2E_FILES.includes(file) && !PRESENTATION_E2E_FILES.includes(file))
    .sort()
    .map((file) => join(dir, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A renamed file of either list must not slip into the PostgreSQL run unnoticed.
  const missing = [...SQLITE_ONLY_E2E_FILES, ...PRESENTATION_E2E_FILES].filter((file) => !existsSync(join(E2E_DIR, file)));
  if (missing.length > 0) {
    console.error(`test/e2e/postgres-files.ts names files that do not exist: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(postgresE2EFiles().join('\n'));
}
