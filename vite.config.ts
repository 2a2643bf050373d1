import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = import.meta.dirname;

/** Every element folder named like a tag (`site-accordion`) with its `<tag>.element.ts`. */
export function elementTags(): string[] {
  return readdirSync(resolve(root, 'elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.includes('-') && existsSync(resolve(root, 'elements', d.name, `${d.name}.element.ts`)))
    .map((d) => d.name)
    .sort();
}

/** Generates the tag-to-import map the loader uses, from the element folders. */
function elementLoadersPlugin(): Plugin {
  const id = 'virtual:site-element-loaders';
  return {
    name: 'site-element-loaders',
    resolveId: (source) => (source === id ? '\0' + id : null),
    load(source) {
      if (source !== '\0' + id) return null;
      const entries = elementTags().map((tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`/elements/${tag}/${tag}.element.ts`)}),`);
      return `export const elementLoaders = {\n${entries.join('\n')}\n};\n`;
    },
  };
}

/** Packages in the shared runtime chunk (its budget: React 19 + r2wc + nanostores + the kit). */
/** Emits `dist/site-elements.css`, the stylesheet of server-rendered tags before they upgrade. */
function fallbackStylesheetPlugin(): Plugin {
  return {
    name: 'site-elements-fallback-css',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-elements.css', source: readFileSync(resolve(root, 'shared/theme/site-elements.css'), 'utf8') });
    },
  };
}

const runtimePackages = ['react', 'react-dom', 'scheduler', '@r2wc', 'nanostores', '@nanostores'];
/** Other shared packages, each in a vendor chunk of its own, loaded once per page when needed. */
const vendorPackages = ['valibot', 'ky', 'luxon', 'dompurify', 'keen-slider'];

export default defineConfig({
  root,
  base: './',
  plugins: [react(), vanillaExtractPlugin(), elementLoadersPlugin(), fallbackStylesheetPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: true,
    modulePreload: {
      polyfill: false,
      // What loading an element fetches at once, besides its own chunk: its CSS (which only arrives
      // this way), the shared runtime and vendor chunks. Its small helper chunks come with the first
      // import of the element's code. Listing every helper chunk of every element made the loader's
      // map of them outgrow its 2 KB budget as elements were added.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css') || /(^|\/)chunks\/(runtime|vendor-)/.test(dep)),
    },
    rollupOptions: {
      input: {
        'site-elements': resolve(root, 'shared/element/loader.ts'),
        ...Object.fromEntries(elementTags().map((tag) => [`elements/${tag}`, resolve(root, `elements/${tag}/${tag}.element.ts`)])),
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Without this a group swallows everything its modules import (the kit would pull valibot into the runtime).
          includeDependenciesRecursively: false,
          groups: [
            ...vendorPackages.map((name) => ({ name: `vendor-${name}`, test: new RegExp(`/node_modules/${name}/`), priority: 20 })),
            {
              name: 'runtime',
              test: (id: string) => new RegExp(`/node_modules/(${runtimePackages.join('|')})/`).test(id) || /\/shared\/(element|theme|i18n)\/(?!loader\.ts)/.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
