import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * Compiles typings/fixture.tsx against the generated typings/site-elements.d.ts: typed JSX
 * attributes and event details must compile, and every `@ts-expect-error` there must still be needed.
 */
it('the generated typings accept the right JSX and events and reject the wrong ones', () => {
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', resolve(root, 'typings/tsconfig.json')], { cwd: root, encoding: 'utf8' });
  expect(run.stdout + run.stderr, 'tsc -p typings/tsconfig.json').toBe('');
  expect(run.status).toBe(0);
}, 600_000);
