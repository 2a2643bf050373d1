import type { Db } from './db.ts';

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
}

const COLUMNS = 'id, site_name, host, name, currency, locale, time_zone, search_enabled';

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
  };
}

/** The tenant whose id or site name is `key`, if any. */
export function findTenant(db: Db, key: string): Tenant | undefined {
  return toTenant(db.prepare(`SELECT ${COLUMNS} FROM tenants WHERE id = ? OR site_name = ?`).get(key, key) as TenantRow | undefined);
}

/** The tenant served on a host name (without port, any case), if any. */
export function findTenantByHost(db: Db, host: string): Tenant | undefined {
  return toTenant(db.prepare(`SELECT ${COLUMNS} FROM tenants WHERE host = ?`).get(host.toLowerCase()) as TenantRow | undefined);
}

/** The id of the first tenant created (the first one seeded), if any. */
export function firstTenantId(db: Db): string | undefined {
  return db.prepare('SELECT id FROM tenants ORDER BY rowid LIMIT 1').pluck().get() as string | undefined;
}
