/**
 * Link targets an element is willing to render: site paths (`/docs`, `../a`, `?q`, `#top`), http(s),
 * mailto and tel. `javascript:`, `data:` and other schemes are refused at the boundary.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return /^(https?|mailto|tel):/i.test(value);
  return ![...value].some((ch) => ch.charCodeAt(0) < 32);
}
