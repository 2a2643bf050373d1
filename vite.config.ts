import { readdirSync, existsSync } from 'node:fs';
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

const runtimePackages = ['react', 'react-dom', 'scheduler', '@r2wc', 'nanostores', '@nanostores', 'valibot'];

export default defineConfig({
  root,
  base: './',
  plugins: [react(), vanillaExtractPlugin(), elementLoadersPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        'site-elements': resolve(root, 'shared/element/loader.ts'),
        ...Object.fromEntries(elementTags().map((tag) => [`elements/${tag}`, resolve(root, `elements/${tag}/${tag}.element.ts`)])),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        manualChunks(id) {
          if (id.includes('node_modules') && runtimePackages.some((p) => id.includes(`/node_modules/${p}/`))) return 'runtime';
          if (id.includes('/shared/element/') && !id.endsWith('loader.ts')) return 'runtime';
          if (id.includes('/shared/theme/')) return 'runtime';
          if (id.includes('/shared/i18n/')) return 'runtime';
          return undefined;
        },
      },
    },
  },
});
