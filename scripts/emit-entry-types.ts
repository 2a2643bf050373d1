import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes `dist/elements/<tag>.d.ts` next to each element's ESM entry, re-exporting the declarations
 * `tsc -p tsconfig.types.json` emitted, so `import 'site-elements/elements/site-cart.js'` is typed
 * (including the element's HTMLElementTagNameMap entry) for people who bundle the elements themselves;
 * and `dist/server.d.ts` beside the server renderer (`site-elements/server`).
 */
const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
let written = 0;
for (const file of readdirSync(resolve(dist, 'elements'))) {
  if (!file.endsWith('.js')) continue;
  const tag = file.slice(0, -'.js'.length);
  const declarations = `../types/elements/${tag}/${tag}.element.d.ts`;
  if (!existsSync(resolve(dist, 'elements', declarations))) throw new Error(`no declarations for <${tag}>: run tsc -p tsconfig.types.json first`);
  writeFileSync(resolve(dist, 'elements', `${tag}.d.ts`), `export * from '../types/elements/${tag}/${tag}.element.ts';\n`);
  written += 1;
}
if (!existsSync(resolve(dist, 'types/elements/server.d.ts'))) throw new Error('no declarations for the server renderer: run tsc -p tsconfig.types.json first');
writeFileSync(resolve(dist, 'server.d.ts'), `export * from './types/elements/server.ts';\n`);
console.log(`typed entry points: ${written} (dist/elements/<tag>.d.ts) and dist/server.d.ts`);
