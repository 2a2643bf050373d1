import { compiledQuery } from './compiled-query.ts';
import type { Data } from './database.ts';
import { normalizeOrigin } from './origins.ts';

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

const COLUMNS = ['id', 'site_name', 'host', 'name', 'currency', 'locale', 'time_zone', 'search_enabled', 'allowed_origins'] as const;

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

/** The tenant whose id or site name is `key` (every API request asks: built and compiled once). */
const tenantByKey = compiledQuery((data: Data, args: { key: string }) =>
  data
    .selectFrom('tenants')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('id', '=', args.key), eb('site_name', '=', args.key)]))
    .limit(1),
);

/** The tenant whose id or site name is `key`, if any. */
export async function findTenant(data: Data, key: string): Promise<Tenant | undefined> {
  const [row] = await tenantByKey(data, { key });
  return toTenant(row);
}

/** The tenant served on a host name (without port, any case), if any. */
export async function findTenantByHost(data: Data, host: string): Promise<Tenant | undefined> {
  return toTenant(await data.selectFrom('tenants').select(COLUMNS).where('host', '=', host.toLowerCase()).executeTakeFirst());
}

/** The id of the first tenant created (the first one seeded), if any: the earliest `created_at`, then the lowest id. */
export async function firstTenantId(data: Data): Promise<string | undefined> {
  const row = await data.selectFrom('tenants').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
}

/** Every origin some tenant lists (a CORS preflight names no organisation, so it is checked against all). */
export async function allTenantOrigins(data: Data): Promise<string[]> {
  const rows = await data.selectFrom('tenants').select('allowed_origins').execute();
  return rows.flatMap((row) => originList(row.allowed_origins));
}

/** Replaces a tenant's allowed origins (each normalised; anything that is not an origin is refused). */
export async function setAllowedOrigins(data: Data, tenantId: string, origins: readonly string[]): Promise<void> {
  const list = origins.map((o) => {
    const origin = normalizeOrigin(o);
    if (!origin) throw new Error(`Not an origin: ${JSON.stringify(o)}`);
    return origin;
  });
  await data
    .updateTable('tenants')
    .set({ allowed_origins: JSON.stringify([...new Set(list)]) })
    .where('id', '=', tenantId)
    .execute();
}
