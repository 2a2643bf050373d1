import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { README_END, README_START } from './manifest/readme-table.ts';
import { generate, ROOT, type GeneratedFiles } from './manifest/generate.ts';

const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');
const between = (text: string): string => text.slice(text.indexOf(README_START), text.indexOf(README_END));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * The manifest and the typings are generated from the element definitions (the build ships them in
 * `dist/`); what is checked in is only the README's table, which must match them.
 */
describe('custom-elements.json, the typings and the README table', () => {
  let files: GeneratedFiles;
  beforeAll(async () => {
    files = await generate();
  }, 180_000);

  it("README.md's element table matches the manifest", () => {
    expect(between(read('README.md')), "the README's element table is stale: run npm run manifest").toBe(between(files['README.md']));
  });

  it('lists every element folder, each with a summary and the site-error event', () => {
    const tags = files.manifest.modules.map((module) => module.declarations[0]?.tagName);
    expect(tags).toContain('site-cart');
    expect(tags).toContain('booking-widget');
    for (const declaration of files.manifest.modules.flatMap((module) => module.declarations)) {
      expect(declaration.summary, declaration.tagName).not.toBe('');
      expect(declaration.events.map((event) => event.name)).toContain('site-error');
    }
  });

  it('is the same JSON the package ships', () => {
    expect(JSON.parse(files['custom-elements.json'])).toEqual(files.manifest);
  });

  /**
   * Compiles typings/fixture.tsx against freshly generated typings: typed JSX attributes and event
   * details must compile, and every `@ts-expect-error` there must still be needed.
   */
  it('the generated typings accept the right JSX and events and reject the wrong ones', () => {
    writeFileSync(resolve(ROOT, 'typings/site-elements.d.ts'), files['typings/site-elements.d.ts']);
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', resolve(ROOT, 'typings/tsconfig.json')], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout + run.stderr, 'tsc -p typings/tsconfig.json').toBe('');
    expect(run.status).toBe(0);
  }, 600_000);
});
