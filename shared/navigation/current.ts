/** Anything with an optional link and optional children: menu items and navigation items alike. */
export interface TreeNode {
  title: string;
  href?: string;
  children?: readonly TreeNode[];
}

/** The path of a URL for comparing pages: no query, no hash, no trailing slash (except `/`). */
export function pagePath(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  if (url.origin !== origin) return null;
  const path = decodeURI(url.pathname).replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True when `href` leads to the page at `current` (same origin and path; query and hash ignored). */
export function isCurrentHref(href: string | undefined, current: string): boolean {
  if (!href || href.startsWith('#')) return false;
  const here = pagePath(current, current);
  return here !== null && pagePath(href, current) === here;
}

/**
 * The index path (`[2, 0, 1]`) from the roots to the item linking to `current`, or null. The first
 * match in document order wins.
 */
export function trailTo(items: readonly TreeNode[], current: string): number[] | null {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!item) continue;
    if (isCurrentHref(item.href, current)) return [i];
    const below = item.children ? trailTo(item.children, current) : null;
    if (below) return [i, ...below];
  }
  return null;
}

/**
 * A stable key for an item, for remembering what is open: its titles from the root down (so
 * re-ordering siblings or changing a link keeps the state, renaming a section resets it).
 */
export function itemKey(ancestors: readonly string[], title: string): string {
  return [...ancestors, title].map((t) => t.trim().toLowerCase()).join(' / ');
}

/** The keys of every item on the trail (the ancestors of the current page, and the page itself). */
export function trailKeys(items: readonly TreeNode[], trail: readonly number[] | null): string[] {
  const keys: string[] = [];
  const titles: string[] = [];
  let level: readonly TreeNode[] | undefined = items;
  for (const index of trail ?? []) {
    const item: TreeNode | undefined = level?.[index];
    if (!item) break;
    keys.push(itemKey(titles, item.title));
    titles.push(item.title);
    level = item.children;
  }
  return keys;
}
