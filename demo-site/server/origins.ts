/**
 * Web origins allowed to call the API of a tenant from the browser (CORS) and to send cookie
 * authenticated state changes (CSRF check). The site's own origin is always allowed; a tenant adds
 * the origins that embed its elements, stored in `tenants.allowed_origins` (migration 008) or given
 * with `CORS_ORIGINS`. Pure functions: no Hono, no database.
 */

/** `CORS_ORIGINS` read: origins for every tenant of this server, and origins for one tenant (by id or site name). */
export interface CorsOrigins {
  everyTenant: string[];
  byTenant: Record<string, string[]>;
}

/** No extra origins: the site itself only. */
export const NO_CORS_ORIGINS: CorsOrigins = { everyTenant: [], byTenant: {} };

/**
 * The canonical form of an origin (`https://shop.example` or `http://localhost:8080`, lower case,
 * default port dropped), or undefined when the text is not exactly an http(s) origin: no path, no
 * query, no user name, never `*` or `null`.
 */
export function normalizeOrigin(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^/?#@\s*]+\/?$/i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Reads `CORS_ORIGINS`: entries separated by commas or spaces, each `https://origin` (allowed for
 * every tenant) or `tenant=https://origin` (tenant id or site name). Returns the first bad entry's
 * message when one is not an origin.
 */
export function parseCorsOrigins(raw: string): { ok: true; value: CorsOrigins } | { ok: false; message: string } {
  const value: CorsOrigins = { everyTenant: [], byTenant: {} };
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const match = /^([A-Za-z0-9_.-]{1,100})=(.*)$/.exec(entry);
    const origin = normalizeOrigin(match ? (match[2] ?? '') : entry);
    if (!origin) return { ok: false, message: 'must list origins such as https://shop.example or northwind=https://shop.example' };
    if (!match) value.everyTenant.push(origin);
    else (value.byTenant[match[1] as string] ??= []).push(origin);
  }
  return { ok: true, value };
}

/** What a tenant brings to the origin check: its id, site name and stored list. */
export interface OriginTenant {
  id: string;
  siteName: string;
  allowedOrigins: readonly string[];
}

/** Every origin allowed for a tenant besides the site's own: its stored list and `CORS_ORIGINS`. */
export function tenantOrigins(tenant: OriginTenant, cors: CorsOrigins): string[] {
  return [...tenant.allowedOrigins, ...cors.everyTenant, ...(cors.byTenant[tenant.id] ?? []), ...(cors.byTenant[tenant.siteName] ?? [])];
}

/**
 * True when `origin` is the site's own: the origin of `SITE_URL`, or the host the request was sent
 * to (a proxy in front may end TLS, so the scheme of the request URL is not compared).
 */
export function isOwnOrigin(origin: string, requestUrl: string, siteUrl: string): boolean {
  const normal = normalizeOrigin(origin);
  if (!normal) return false;
  if (normal === new URL(siteUrl).origin) return true;
  return new URL(normal).host === new URL(requestUrl).host;
}

/** True when a browser at `origin` may call this tenant's API: the site itself or a listed origin. */
export function originAllowed(origin: string, requestUrl: string, siteUrl: string, allowed: readonly string[]): boolean {
  const normal = normalizeOrigin(origin);
  if (!normal) return false;
  return isOwnOrigin(normal, requestUrl, siteUrl) || allowed.includes(normal);
}
