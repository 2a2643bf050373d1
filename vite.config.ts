import { readdirSync, existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { siteElementsStylesheet } from './scripts/fallback-stylesheet.ts';
import { compileHintPlugin } from './scripts/compile-hint.ts';
import { stripDocumentationPlugin } from './scripts/strip-docs.ts';

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
/**
 * Emits `dist/site-elements.css`, the stylesheet of server-rendered tags before they upgrade: the
 * theme tokens, then each element's `fallback.css.ts` joined (scripts/fallback-stylesheet.ts). The
 * dev server answers `/site-elements.css` with the same text (the browser tests measure with it).
 */
function fallbackStylesheetPlugin(): Plugin {
  let served: Promise<string> | undefined;
  return {
    name: 'site-elements-fallback-css',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-elements.css', source: await siteElementsStylesheet(root) });
    },
    configureServer(server) {
      server.watcher.on('change', () => (served = undefined));
      server.middlewares.use('/site-elements.css', (_request, response, next) => {
        served ??= siteElementsStylesheet(root);
        served.then(
          (css) => response.setHeader('content-type', 'text/css').end(css),
          (error: unknown) => {
            served = undefined;
            next(error);
          },
        );
      });
    },
  };
}

/**
 * Emits `dist/element-styles.json`: for each tag, the stylesheets its code loads (the shared
 * runtime's, its own, its shared chunks' and its lazily loaded parts'), paths relative to dist/. `site-elements/server` reads it
 * (`elementStylesheets`), so a page with server-rendered first views links them in <head>.
 */
function elementStylesMapPlugin(): Plugin {
  return {
    name: 'site-element-styles',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const cssOf = (file: string, seen: Set<string>): string[] => {
        const chunk = bundle[file];
        if (seen.has(file) || !chunk || chunk.type !== 'chunk') return [];
        seen.add(file);
        // Lazily loaded parts too: a server render waits for them, so their markup is in the first view.
        const next = [...chunk.imports, ...chunk.dynamicImports];
        return [...(chunk.viteMetadata?.importedCss ?? []), ...next.flatMap((imported) => cssOf(imported, seen))];
      };
      const map = Object.fromEntries(elementTags().map((tag) => [tag, [...new Set(cssOf(`elements/${tag}.js`, new Set()))].sort()]));
      this.emitFile({ type: 'asset', fileName: 'element-styles.json', source: JSON.stringify(map, null, 2) + '\n' });
    },
  };
}

/**
 * `new URL('<path of file relative to the chunk host>?no-inline', import.meta.url).href`, for built
 * JS. `?no-inline` (ignored by web servers) stops a page's own Vite build from inlining the CSS as a
 * `data:` URL, which Vite's preload helper would mistake for a script (and a strict CSP would block).
 */
function cssUrlFrom(host: string, file: string): string {
  const path = relative(dirname(host), file).replaceAll('\\', '/');
  return `new URL(${JSON.stringify(`${path.startsWith('.') ? path : `./${path}`}?no-inline`)},import.meta.url).href`;
}

/**
 * The preload hint for a chunk `file` that the built JS `host` imports: its relative path while
 * `host` is served from where the build wrote it, else `''` (the host itself, already loaded). When
 * a page's own bundler re-bundles the package, the chunk files no longer exist and the bundler
 * preloads its own, so a hint would only fetch a missing file.
 */
function scriptHintFrom(host: string, file: string): string {
  const path = relative(dirname(host), file).replaceAll('\\', '/');
  return `(import.meta.url.endsWith(${JSON.stringify(`/${host}`)})?${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}:"")`;
}

const runtimePackages = ['react', 'react-dom', 'scheduler', '@r2wc', 'nanostores', '@nanostores'];
/** Other shared packages, each in a vendor chunk of its own, loaded once per page when needed. */
const vendorPackages = ['valibot', 'ky', 'luxon', 'dompurify', 'keen-slider'];

/**
 * The server renderer `dist/server.js` (`site-elements/server`): one self-contained ES module for
 * Node 20+, React's server renderer included, so a page builder installs nothing else. Built after
 * the browser files by the same `vite build`.
 */
const serverEnvironment = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { noExternal: true as const },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    minify: true,
    ssr: true,
    // Plain values, not objects: environments inherit the top-level build options key by key, and
    // these replace the browser build's entry map and chunk groups instead of adding to them.
    rollupOptions: {
      input: resolve(root, 'elements/server.ts'),
      output: { entryFileNames: '[name].js', codeSplitting: false },
    },
  },
};

export default defineConfig({
  root,
  base: './',
  // `vite build` builds every environment: the browser files (client), then the server renderer (ssr).
  builder: {},
  environments: { ssr: serverEnvironment },
  plugins: [
    stripDocumentationPlugin(),
    react(),
    vanillaExtractPlugin(),
    elementLoadersPlugin(),
    fallbackStylesheetPlugin(),
    elementStylesMapPlugin(),
    // V8's compile hint on the code that runs as soon as it loads (the loader, each element's code on
    // upgrade, the runtime for the first render): V8 compiles all of it while the file streams, off the
    // main thread, instead of function by function on first call during the upgrade. Vendor and helper
    // chunks stay lazy: much of what they hold runs later or never.
    compileHintPlugin((chunk) => chunk.isEntry || chunk.name === 'runtime'),
  ],
  experimental: {
    // CSS that an element's code loads is addressed as `new URL('…css', import.meta.url)`: the same
    // file for a plain <script type="module">, and an asset a page's own bundler (Vite) copies too.
    // Preload hints for chunks only apply where the build's files are served (see scriptHintFrom).
    renderBuiltUrl: (file, { hostId, hostType }) => {
      if (hostType === 'js' && file.endsWith('.css')) return { runtime: cssUrlFrom(hostId, file) };
      if (hostType === 'js' && file.endsWith('.js')) return { runtime: scriptHintFrom(hostId, file) };
      return { relative: true };
    },
  },
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
              // shared/api/messages.ts too: the kit's rate-limit hook needs it, and in a chunk of its own it
              // and the runtime would import each other (its defineMessages call ran before the runtime's).
              test: (id: string) =>
                new RegExp(`/node_modules/(${runtimePackages.join('|')})/`).test(id) ||
                // The modal's focus trap (shared/element/modal.ts) is left out: it loads when a dialog first opens.
                // So are the React parts two elements share (shared/element/react/parts/): each goes into a chunk
                // of its own that only the elements rendering it load, instead of growing every page's runtime.
                // Modules few elements use stay out too: the accordion's rules (disclosure.ts, light-dom.ts)
                // and the theme switch's stored choice (theme-choice.ts) in those elements' files, the
                // roving-key rule of the accordion, the tabs and the image viewer in a chunk of its own.
                /\/shared\/(element|theme|i18n)\/(?!loader\.ts|modal\.ts|disclosure\.ts|light-dom\.ts|roving-keys\.ts|theme-choice\.ts|react\/parts\/)/.test(id) ||
                /\/shared\/api\/messages\.ts$/.test(id) ||
                // The one e-mail rule: a few bytes here instead of a chunk of its own in four elements.
                /\/shared\/forms\/email\.ts$/.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
