import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Unit and view tests: `*.test.ts(x)` beside the code they test. Browser tests (`*.browser.test.ts`,
 * run by @web/test-runner in Chromium) and the end-to-end suite (`test/e2e`, its own runner) are
 * left out. The default environment is node; a view test opts into a DOM with the comment
 * `// @vitest-environment happy-dom` at its top.
 */
const EXCLUDED = [
  '**/*.browser.test.ts',
  '**/*.browser.test.tsx',
  '**/node_modules/**',
  '**/dist/**',
  'test/e2e/**',
  'storybook-static/**',
  '.data/**',
];
/** The demo server's tests (API, data layer, jobs, notifications). */
export const SERVER_TESTS = ['demo-site/server/**/*.test.ts'];

export default defineConfig({
  // Lets view tests import `.css.ts` files exactly as the build does (hashed class names).
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Seeds the demo database once for the run: makeTestApp() copies that file instead of seeding again.
    globalSetup: ['test/helpers/seed-template-setup.ts'],
    // Two cores: keep worker count modest so the browser and e2e stages are not starved when run nearby.
    maxWorkers: 2,
    testTimeout: 10_000,
    projects: [
      {
        extends: true,
        // The server's tests share their modules within a worker: each builds its own app and
        // database (makeTestApp), and re-importing the whole server for each of 170 files cost
        // 96 of their 128 seconds. Module state a test changes must be keyed by its app.
        test: { name: 'server', include: SERVER_TESTS, exclude: EXCLUDED, isolate: false },
      },
      {
        extends: true,
        // Views and stores keep module-level state (nanostores atoms, the DOM): each file gets fresh modules.
        test: { name: 'kit', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...EXCLUDED, ...SERVER_TESTS] },
      },
    ],
  },
});
