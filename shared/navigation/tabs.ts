/** Fade of a tab panel (300 ms). */
export const TAB_FADE_MS = 300;

/** A URL-fragment-safe id made from a title: `Size & fit` → `size-fit`; unique among `taken`. */
export function tabSlug(title: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'tab';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The index of the tab a URL hash names (`#specs`), or -1. */
export function tabFromHash(hash: string, ids: readonly string[]): number {
  const raw = hash.replace(/^#/, '');
  if (!raw) return -1;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  return ids.indexOf(id);
}
