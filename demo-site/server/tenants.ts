import type { Db } from './db.ts';
import { normalizeOrigin } from './origins.ts';
import { prepared } from './statements.ts';

/** An organisation (tenant) of the demo platform. */
export interface Tenant {
  id: string;
  siteName: string;
  host: string;
  name: string;
  currency: string;
  locale: string;
  timeZone: string;
  searchEnabled: boolean;
  /** Origins besides the site itself whose pages may call this tenant's API (CORS, CSRF check). */
  allowedOrigins: string[];
}

interface TenantRow {
  id: string;
  site_name: string;
  host: string;
  name: string;
  currency: string;
  locale: string;
  time_zone: string;
  search_enabled: number;
  allowed_origins: string;
}

const COLUMNS = 'id, site_name, host, name, currency, locale, time_zone, search_enabled, allowed_origins';

/** The stored origin list (a JSON array of strings); anything that is not an origin is left out. */
function originList(json: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const origin = typeof item === 'string' ? normalizeOrigin(item) : undefined;
    return origin ? [origin] : [];
  });
}

function toTenant(row: TenantRow | undefined): Tenant | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    siteName: row.site_name,
    host: row.host,
    name: row.name,
    currency: row.currency,
    locale: row.locale,
    timeZone: row.time_zone,
    searchEnabled: row.search_enabled === 1,
    allowedOrigins: originList(row.allowed_origins),
  };
}

/** The tenant whose id or site name is `key`, if any. */
export function findTenant(db: Db, key: string): Tenant | undefined {
  return toTenant(prepared(db, `SELECT ${COLUMNS} FROM tenants WHERE id = ? OR site_name = ?`).get(key, key) as TenantRow | undefined);
}

/** The tenant served on a host name (without port, any case), if any. */
export function findTenantByHost(db: Db, host: string): Tenant | undefined {
  return toTenant(prepared(db, `SELECT ${COLUMNS} FROM tenants WHERE host = ?`).get(host.toLowerCase()) as TenantRow | undefined);
}

/** The id of the first tenant created (the first one seeded), if any. */
export function firstTenantId(db: Db): string | undefined {
  return prepared(db, 'SELECT id FROM tenants ORDER BY rowid LIMIT 1', 'pluck').get() as string | undefined;
}

/** Every origin some tenant lists (a CORS preflight names no organisation, so it is checked against all). */
export function allTenantOrigins(db: Db): string[] {
  const lists = prepared(db, 'SELECT allowed_origins FROM tenants', 'pluck').all() as string[];
  return lists.flatMap(originList);
}

/** Replaces a tenant's allowed origins (each normalised; anything that is not an origin is refused). */
export function setAllowedOrigins(db: Db, tenantId: string, origins: readonly string[]): void {
  const list = origins.map((o) => {
    const origin = normalizeOrigin(o);
    if (!origin) throw new Error(`Not an origin: ${JSON.stringify(o)}`);
    return origin;
  });
  prepared(db, 'UPDATE tenants SET allowed_origins = ? WHERE id = ?').run(JSON.stringify([...new Set(list)]), tenantId);
}
