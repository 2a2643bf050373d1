/**
 * The temporary project the packaging test installs the tarball into: a page bundled by Vite that
 * imports the package, a strict TypeScript check of that import and of a server page using
 * `site-elements/server`, and a plain HTML page that loads the loader from node_modules with a
 * `<script type="module">`.
 */

const accordion = `<site-accordion data-label="Frequently asked questions">
  <details><summary>Do you ship abroad?</summary><p>Yes, to 40 countries.</p></details>
  <details><summary>Can I return an item?</summary><p>Within 30 days.</p></details>
</site-accordion>`;

/** Files of the project, by path: package.json, Vite's index.html, its script and a tsconfig. */
export const consumerFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'packaged-page', private: true, type: 'module' }, null, 2),
  'index.html': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bundled with Vite</title>
<script type="module" src="/src/main.ts"></script>
</head>
<body>
<main>
<h1>Bundled with Vite</h1>
${accordion}
</main>
<site-cart data-checkout-href="/checkout"></site-cart>
</body>
</html>
`,
  'src/main.ts': `import 'site-elements/site-elements.css';
import 'site-elements';
import { SiteCartElement } from 'site-elements/elements/site-cart.js';

// Typed by the entry's declarations: without its HTMLElementTagNameMap entry this is a plain Element.
const cart: HTMLElement | null = document.querySelector('site-cart');
const registered: CustomElementConstructor = SiteCartElement;
cart?.setAttribute('data-store-href', '/store');
console.info('site-cart registered:', customElements.get('site-cart') !== undefined, registered.name);
`,
  'src/server-page.ts': `import { elementStylesheets, renderElement, type RenderOptions } from 'site-elements/server';

// Typed by dist/server.d.ts: a page builder's server code.
const options: RenderOptions = { lang: 'en', url: '/docs' };
export const searchBox: Promise<string> = renderElement('site-search', { 'data-label': 'Search', 'data-debounce': 200 }, undefined, options);
export const links: string = elementStylesheets(['site-search']).map((href) => \`<link rel="stylesheet" href="/elements/\${href}">\`).join('');
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  ),
};

/** The plain page: the package's stylesheet and loader straight from node_modules, no build step. */
export function plainPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta property="csp-nonce" nonce="${nonce}">
<title>Plain page</title>
<link rel="stylesheet" href="node_modules/site-elements/dist/site-elements.css">
<script type="module" nonce="${nonce}" src="node_modules/site-elements/dist/site-elements.js"></script>
</head>
<body>
<main>
<h1>Plain page</h1>
${accordion}
<site-tabs data-label="Product details" data-hash="false">
  <section id="description"><h3>Description</h3><p>Warm and light.</p></section>
  <section id="shipping"><h3>Shipping</h3><p>Ships in 3-5 days.</p></section>
</site-tabs>
</main>
<site-cart></site-cart>
</body>
</html>
`;
}
