import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { README_END, README_START } from '../shared/manifest/readme-table.ts';
import { generate, ROOT, type GeneratedFiles } from './manifest/generate.ts';

const STALE = 'is stale: run npm run manifest';
const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');
const between = (text: string): string => text.slice(text.indexOf(README_START), text.indexOf(README_END));

/**
 * The checked-in contract files must match what the element definitions say today: an element
 * whose attributes, events, payload or stylesheets changed without `npm run manifest` fails here.
 */
describe('custom-elements.json, the typings and the README table', () => {
  let files: GeneratedFiles;
  beforeAll(async () => {
    files = await generate();
  }, 180_000);

  it('custom-elements.json matches the element definitions', () => {
    expect(JSON.parse(read('custom-elements.json')), `custom-elements.json ${STALE}`).toEqual(files.manifest);
  });

  it('typings/site-elements.d.ts matches the manifest', () => {
    expect(read('typings/site-elements.d.ts'), `typings/site-elements.d.ts ${STALE}`).toBe(files['typings/site-elements.d.ts']);
  });

  it("README.md's element table matches the manifest", () => {
    expect(between(read('README.md')), `the README's element table ${STALE}`).toBe(between(files['README.md']));
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
});
