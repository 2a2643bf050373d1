import type { Db } from '../db.ts';
import type { Tenant } from '../tenants.ts';
import { parseJson } from './ids.ts';

/** A site page as the data API sends it (`content` is HTML, sanitized by the elements before rendering). */
export interface SitePage {
  path: string;
  url: string;
  title: string;
  summary: string;
  content: string;
  blocks: unknown[];
  updatedAt: string;
}

interface PageRow {
  path: string;
  title: string;
  summary: string;
  content: string;
  blocks: string;
  updated_at: string;
}

const toPage = (row: PageRow): SitePage => ({
  path: row.path,
  url: `/${row.path}`,
  title: row.title,
  summary: row.summary,
  content: row.content,
  blocks: parseJson<unknown[]>(row.blocks, []),
  updatedAt: row.updated_at,
});

/** A published page of the tenant by path (no leading slash; '' or 'home' is the home page), or null. */
export function getPage(db: Db, tenantId: string, path: string, includeDrafts = false): SitePage | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const row = db
    .prepare(`SELECT * FROM site_pages WHERE tenant_id = ? AND path = ? ${includeDrafts ? '' : 'AND published = 1'}`)
    .get(tenantId, clean === 'home' ? '' : clean) as PageRow | undefined;
  return row ? toPage(row) : null;
}

/** The public description of a tenant's site and the list of its published pages. */
export function siteInfo(db: Db, tenant: Tenant) {
  const pages = db.prepare('SELECT path, title FROM site_pages WHERE tenant_id = ? AND published = 1 ORDER BY path').all(tenant.id) as { path: string; title: string }[];
  return {
    id: tenant.id,
    siteName: tenant.siteName,
    name: tenant.name,
    host: tenant.host,
    locale: tenant.locale,
    currency: tenant.currency,
    timeZone: tenant.timeZone,
    searchEnabled: tenant.searchEnabled,
    pages: pages.map((p) => ({ path: p.path, title: p.title, url: `/${p.path}` })),
  };
}
