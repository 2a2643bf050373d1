import type { Data } from '../database.ts';
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
export async function getPage(data: Data, tenantId: string, path: string, includeDrafts = false): Promise<SitePage | null> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  let query = data
    .selectFrom('site_pages')
    .select(['path', 'title', 'summary', 'content', 'blocks', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('path', '=', clean === 'home' ? '' : clean);
  if (!includeDrafts) query = query.where('published', '=', 1);
  const row = await query.executeTakeFirst();
  return row ? toPage(row) : null;
}

/** The public description of a tenant's site and the list of its published pages. */
export async function siteInfo(data: Data, tenant: Tenant) {
  const pages = await data
    .selectFrom('site_pages')
    .select(['path', 'title'])
    .where('tenant_id', '=', tenant.id)
    .where('published', '=', 1)
    .orderBy('path')
    .execute();
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
