import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.ts';
import { SEARCH_DATATYPES, searchSite } from '../../domain/search.ts';
import { fail, queryNumber, readParams, readQuery } from './validation.ts';

const params = v.object({ datatype: v.picklist(SEARCH_DATATYPES, `must be one of ${SEARCH_DATATYPES.join(', ')}`) });
const query = v.object({
  keyword: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), ''),
  limit: v.optional(queryNumber(1, 50)),
});

/**
 * Site search, mounted at `/api/search-data`: `GET {datatype}?keyword=` over the tenant's products
 * and pages (SQLite FTS5). An empty keyword gives `{ data: [] }`; a tenant without search answers
 * 404 `search_not_configured`. Whatever is typed is safe: it never reaches FTS5 as syntax.
 */
export function searchRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:datatype', (c) => {
    if (!c.get('tenant').searchEnabled) return fail(c, 404, 'search_not_configured', 'Search Not Configured');
    const p = readParams(c, params);
    if (!p.ok) return p.response;
    const q = readQuery(c, query);
    if (!q.ok) return q.response;
    if (!q.value.keyword.trim()) return c.json({ data: [] });
    return c.json({ data: searchSite(c.get('db'), c.get('tenant').id, p.value.datatype, q.value.keyword, q.value.limit ?? 20) });
  });

  return router;
}
