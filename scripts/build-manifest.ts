import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generate, ROOT, type GeneratedFiles } from './manifest/generate.ts';

/**
 * `npm run manifest`: loads every element's definition and writes the manifest and the typings the
 * package ships (`dist/custom-elements.json`, `dist/site-elements.d.ts`; Storybook's Docs pages read
 * the manifest from there) and the README's element table. With `--dist` (the build) it leaves the
 * README alone; the unit test reports a stale table. Neither generated file is checked in.
 */
const files = await generate();
const dist = process.argv.includes('--dist');
const targets: (keyof GeneratedFiles)[] = dist ? [] : ['README.md'];
const written: string[] = [];
function write(path: string, text: string): void {
  const file = resolve(ROOT, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path);
}
for (const target of targets) write(target, files[target] as string);
write('dist/custom-elements.json', files['custom-elements.json']);
write('dist/site-elements.d.ts', files['dist/site-elements.d.ts']);
const count = files.manifest.modules.length;
console.log(`custom elements manifest: ${count} elements${written.length > 0 ? `; wrote ${written.join(', ')}` : '; up to date'}`);
// happy-dom's window (the element modules' browser globals) keeps timers alive
process.exit(0);
