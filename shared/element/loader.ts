import { elementLoaders } from 'virtual:site-element-loaders';

const requested = new Set<string>();
/** Set once the visitor leaves: the browser then cuts off the imports still loading, which is no fault. */
let leaving = false;
addEventListener('pagehide', () => (leaving = true));
addEventListener('pageshow', () => (leaving = false));
const tags = Object.keys(elementLoaders);
const selector = tags.join(',');

/**
 * Loads one element's code (its chunk and CSS together) the first time its tag is seen. A tag a page
 * bundled itself (`import 'site-elements/elements/<tag>.js'`) is already defined; importing its
 * module again costs nothing and brings its CSS.
 */
function load(tag: string): void {
  const loader = elementLoaders[tag];
  if (!loader || requested.has(tag)) return;
  requested.add(tag);
  loader().catch((error: unknown) => {
    requested.delete(tag);
    if (!leaving) console.error(`<${tag}> could not be loaded`, error);
  });
}

// data-load="visible" (a footer, anything below the fold): load when near the viewport.
// data-load="interaction" (a search button): load on the visitor's first input anywhere on the page.
let nearViewport: IntersectionObserver | undefined;
const onInput: string[] = [];
const inputs = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'];

function loadOnInput(): void {
  for (const type of inputs) removeEventListener(type, loadOnInput, true);
  onInput.splice(0).forEach(load);
}

function request(el: Element): void {
  const mode = el.getAttribute('data-load');
  if (mode === 'interaction') {
    if (!onInput.length) for (const type of inputs) addEventListener(type, loadOnInput, { capture: true, passive: true });
    onInput.push(el.localName);
    return;
  }
  if (mode !== 'visible' || typeof IntersectionObserver === 'undefined') return load(el.localName);
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          nearViewport?.unobserve(entry.target);
          load(entry.target.localName);
        }
    },
    { rootMargin: '300px' },
  );
  nearViewport.observe(el);
}

function scan(root: ParentNode & Node): void {
  if (root instanceof Element && tags.includes(root.localName)) request(root);
  if (selector) root.querySelectorAll(selector).forEach(request);
}

/** Starts watching the page: every known tag present now or added later gets its code loaded. */
export function startAutoloader(root: Document = document): void {
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(root.documentElement, { childList: true, subtree: true });
}

// A button pressed in a server-rendered first view before its element's code took over does nothing
// yet: it is kept (the kit presses the same button of the element's own view once that is in).
addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (button?.closest('site-element-root[data-server]')) (globalThis as Record<symbol, unknown>)[Symbol.for('site-elements.early-press')] = { button, at: performance.now() };
  },
  true,
);

startAutoloader();
