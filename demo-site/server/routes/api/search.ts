import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.ts';
import { SEARCH_DATATYPES, searchSite } from '../../domain/search.ts';
import { fail, queryNumber, validate } from './validation.ts';

const params = v.object({ datatype: v.picklist(SEARCH_DATATYPES, `must be one of ${SEARCH_DATATYPES.join(', ')}`) });
const query = v.object({
  keyword: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), ''),
  limit: v.optional(queryNumber(1, 50)),
});

/** A tenant without search answers 404 `search_not_configured`, whatever it asks. */
const searchConfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('tenant').searchEnabled) return fail(c, 404, 'search_not_configured', 'Search Not Configured');
  await next();
};

/**
 * Site search, mounted at `/api/search-data`: `GET {datatype}?keyword=` over the tenant's products
 * and pages (full-text search: FTS5 on SQLite, a tsvector on PostgreSQL). An empty keyword gives
 * `{ data: [] }`; a tenant without search answers 404 `search_not_configured`. Whatever is typed is
 * safe: it never reaches the full-text engine as syntax.
 */
export function searchRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:datatype', searchConfigured, validate('param', params), validate('query', query), async (c) => {
    const { datatype } = c.req.valid('param');
    const { keyword, limit } = c.req.valid('query');
    if (!keyword.trim()) return c.json({ data: [] });
    return c.json({ data: await searchSite(c.get('data'), c.get('tenant').id, datatype, keyword, limit ?? 20) });
  });

  return router;
}
