/** What the build tells the code (Vite replaces these at build time). */
interface ImportMetaEnv {
  /** True in the server build (`site-elements/server`), false in the browser build. */
  readonly SSR: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface ImportMeta {
  /** Vite's glob import: with `eager`, the modules are imported where the call stands. */
  glob(pattern: string, options: { eager: true }): Record<string, unknown>;
}
