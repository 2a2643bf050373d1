import { elementLoaders } from 'virtual:site-element-loaders';

const requested = new Set<string>();
const tags = Object.keys(elementLoaders);
const selector = tags.join(',');

/** Loads one element's code (its chunk and CSS together) the first time its tag is seen. */
function load(tag: string): void {
  const loader = elementLoaders[tag];
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  loader().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`<${tag}> could not be loaded`, error);
  });
}

function scan(root: ParentNode & Node): void {
  if (root instanceof Element && tags.includes(root.localName)) load(root.localName);
  if (selector) root.querySelectorAll(selector).forEach((el) => load(el.localName));
}

/** Starts watching the page: every known tag present now or added later gets its code loaded. */
export function startAutoloader(root: Document = document): void {
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(root.documentElement, { childList: true, subtree: true });
}

startAutoloader();
