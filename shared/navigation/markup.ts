import { isSafeHref } from './href.ts';
import type { NavItem } from './schemas.ts';

const LIST = new Set(['ul', 'ol']);
const LABEL = 'a, span, strong, button, h2, h3, h4, h5, h6';

function directChild(li: Element, test: (el: Element) => boolean): Element | undefined {
  return Array.from(li.children).find(test);
}

function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Reads one `<li>`: its label (link or text), description, image, icon and nested list. */
function readItem(li: Element, depth: number): NavItem | null {
  const label = directChild(li, (el) => el.matches(LABEL));
  const title = text(label);
  if (!title) return null;
  const item: NavItem = { title };
  const href = label?.localName === 'a' ? label.getAttribute('href') : null;
  if (href && isSafeHref(href)) item.href = href;
  const description = directChild(li, (el) => el.localName === 'p' || el.hasAttribute('data-description'));
  if (description) item.description = text(description);
  const image = directChild(li, (el) => el.localName === 'img') ?? label?.querySelector('img');
  const src = image?.getAttribute('src');
  if (src && isSafeHref(src)) item.image = src;
  const icon = li.getAttribute('data-icon');
  if (icon) item.icon = icon;
  const list = directChild(li, (el) => LIST.has(el.localName));
  if (list && depth < 6) {
    const children = readLinkTree(list, depth + 1);
    if (children.length > 0) item.children = children;
  }
  return item;
}

/**
 * Reads a server-rendered nested list (`<ul><li><a href>Title</a><p>…</p><ul>…</ul></li></ul>`)
 * into navigation items. A `<li>` labelled by text instead of a link (`<span>Guides</span>`) is a
 * group without a page; unsafe links (`javascript:`) are dropped, their text kept.
 */
export function readLinkTree(list: Element, depth = 0): NavItem[] {
  const items: NavItem[] = [];
  for (const li of Array.from(list.children)) {
    if (li.localName !== 'li') continue;
    const item = readItem(li, depth);
    if (item) items.push(item);
  }
  return items;
}

/** The first list inside `root` (itself included when it is a list), or null. */
export function firstList(root: Element): Element | null {
  return LIST.has(root.localName) ? root : root.querySelector('ul, ol');
}
