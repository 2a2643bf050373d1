import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { createServer } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { ElementOptions } from '../../shared/element/react/define-element.tsx';
import type { AttributeSpecs } from '../../shared/element/attributes.ts';

/** What an element module registered: its tag, its exported class name and the options given to `defineElement`. */
export interface LoadedElement {
  tag: string;
  /** The export that holds the element class (`SiteCartElement`). */
  className: string;
  definition: ElementOptions<AttributeSpecs, unknown, unknown>;
  /** The exports of `<tag>.docs.ts` (docs-only metadata the element does not import), when there is one. */
  docs: Record<string, unknown>;
}

/** The element definitions and the theme they are styled with. */
export interface LoadedProject {
  elements: LoadedElement[];
  /** `vars` of shared/theme/contract.css.ts: `var(--site-…)` leaves. */
  contract: unknown;
  /** `defaultTheme` of shared/theme/default-theme.ts. */
  defaults: unknown;
}

type DefinedClass = CustomElementConstructor & { definition?: LoadedElement['definition'] };

/**
 * Gives Node the browser globals element modules touch when they are imported (`HTMLElement` to
 * extend, `customElements` to register, storage and `window` for stores), from happy-dom. Existing
 * Node globals win, so Node's own `fetch`, `URL` and timers stay.
 */
function installBrowserGlobals(): void {
  if ('customElements' in globalThis) return;
  const window = new Window({ url: 'http://localhost/' });
  const target = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in target) continue;
    try {
      target[key] = (window as unknown as Record<string, unknown>)[key];
    } catch {
      // a few happy-dom getters throw outside a page; nothing an element module needs at import time
    }
  }
  target.window = window;
}

/**
 * Imports every `elements/<tag>/<tag>.element.ts` through Vite's SSR module loader (so `.css.ts`,
 * TSX and the loader's virtual modules compile exactly as in the build) and returns what each one
 * registered with `defineElement` (the class's static `definition`), its `<tag>.docs.ts` and the theme.
 */
export async function loadProject(root: string, tags: string[]): Promise<LoadedProject> {
  installBrowserGlobals();
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [vanillaExtractPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const loaded: LoadedElement[] = [];
    for (const tag of tags) {
      const module = (await server.ssrLoadModule(resolve(root, 'elements', tag, `${tag}.element.ts`))) as Record<string, unknown>;
      const className = Object.keys(module).find((name) => module[name] === customElements.get(tag));
      const element = customElements.get(tag) as DefinedClass | undefined;
      if (!element?.definition || !className) throw new Error(`elements/${tag}/${tag}.element.ts must export the class defineElement('${tag}', …) returns`);
      const docsFile = resolve(root, 'elements', tag, `${tag}.docs.ts`);
      const docs = existsSync(docsFile) ? ((await server.ssrLoadModule(docsFile)) as Record<string, unknown>) : {};
      loaded.push({ tag, className, definition: element.definition, docs });
    }
    const { vars } = (await server.ssrLoadModule(resolve(root, 'shared/theme/contract.css.ts'))) as { vars: unknown };
    const { defaultTheme } = (await server.ssrLoadModule(resolve(root, 'shared/theme/default-theme.ts'))) as { defaultTheme: unknown };
    return { elements: loaded, contract: vars, defaults: defaultTheme };
  } finally {
    await server.close();
  }
}
