import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** The test harnesses that build a whole demo app (makeTestApp and the ones built on it). */
const APP_HARNESS = /\b(makeTestApp|bookingApp|notifyApp|paymentApp)\(/;
/** A test that reaches into the SQLite connection (`db`, `t.db`) cannot run on PostgreSQL as it is. */
const USES_SQLITE_CONNECTION = /\bdb\b/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The API's HTTP-level test files: those that build the demo app and talk to it only through its
 * routes and data layer. The test command runs them a second time with TEST_DATABASE=postgres, where
 * every app gets a PostgreSQL database copied from the seeded template (test/helpers/server/test-app.ts).
 */
export const POSTGRES_API_FILES = testFiles('demo-site/server')
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    return APP_HARNESS.test(text) && !USES_SQLITE_CONNECTION.test(text);
  })
  .sort();

// Set here, in the main process, so the global setup makes the PostgreSQL template too; the workers inherit it.
process.env.TEST_DATABASE = 'postgres';

// One project, the server's, with its modules shared within a worker as in vitest.config.ts.
export default defineConfig({ ...base, test: { ...base.test, projects: undefined, include: POSTGRES_API_FILES, isolate: false } });
