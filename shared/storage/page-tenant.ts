/** The tenant a page belongs to: `<meta name="site-tenant">`, else the host name. Keys per-tenant storage. */
export function pageTenant(): string {
  const meta = globalThis.document?.querySelector('meta[name="site-tenant"]')?.getAttribute('content');
  return meta || globalThis.location?.host || 'default';
}
