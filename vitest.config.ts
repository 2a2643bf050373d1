import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Unit and view tests: `*.test.ts(x)` beside the code they test. Browser tests (`*.browser.test.ts`,
 * run by @web/test-runner in Chromium) and the end-to-end suite (`test/e2e`, its own runner) are
 * left out. The default environment is node; a view test opts into a DOM with the comment
 * `// @vitest-environment happy-dom` at its top.
 */
export default defineConfig({
  // Lets view tests import `.css.ts` files exactly as the build does (hashed class names).
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: [
      '**/*.browser.test.ts',
      '**/*.browser.test.tsx',
      '**/node_modules/**',
      '**/dist/**',
      'test/e2e/**',
      'storybook-static/**',
      '.data/**',
    ],
    environment: 'node',
    // Seeds the demo database once for the run: makeTestApp() copies that file instead of seeding again.
    globalSetup: ['test/helpers/seed-template-setup.ts'],
    // Two cores: keep worker count modest so the browser and e2e stages are not starved when run nearby.
    maxWorkers: 2,
    testTimeout: 10_000,
  },
});
