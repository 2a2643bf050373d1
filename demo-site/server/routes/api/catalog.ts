import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.ts';
import {
  findProduct,
  listBrands,
  listCollections,
  listProducts,
  productsByIds,
  productsInCategory,
  toWireProduct,
} from '../../domain/products.ts';
import { searchProductIds } from '../../domain/search.ts';
import { fail, invalid, optionalText, queryNumber, validate, wholeNumber } from './validation.ts';

/** Default and largest page size of the product listing. */
export const DEFAULT_LIMIT = 20;
/** Largest page size of the product listing. */
export const MAX_LIMIT = 100;
const MAX_PRICE = 100_000_000_00;

const listingQuery = v.object({
  query: optionalText(200),
  category: optionalText(100),
  brand: optionalText(100),
  minPrice: v.optional(queryNumber(0, MAX_PRICE)),
  maxPrice: v.optional(queryNumber(0, MAX_PRICE)),
  inStock: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((text) => text === 'true'),
    ),
  ),
  page: v.optional(queryNumber(1, 1_000_000)),
  limit: v.optional(queryNumber(1, MAX_LIMIT)),
  sortBy: v.optional(
    v.picklist(['featured', 'price', 'rating', 'name', 'createdAt'], 'must be featured, price, rating, name or createdAt'),
  ),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc')),
});

const searchBody = v.object({
  query: v.pipe(v.string('must be text'), v.maxLength(200, 'must be at most 200 characters')),
  limit: v.optional(wholeNumber(1, MAX_LIMIT)),
});

const idParam = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(200, 'must be at most 200 characters')),
});
const categoryParam = v.object({
  category: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'must be at most 100 characters')),
});

/**
 * Catalogue routes under `/api/storefront`: `GET products` (text, category, brand, price range, in stock only; sort; pages), `GET product/{id}`
 * (id, sku, slug or sk), `POST product/search`, `GET products/category/{category}`, `GET brands`,
 * `GET categories` and `GET collections`. Prices are integer cents.
 */
export function catalogRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/products', validate('query', listingQuery), async (c) => {
    const q = c.req.valid('query');
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
      return invalid(c, 'minPrice', 'must not be more than maxPrice');
    const page = q.page ?? 1;
    const limit = q.limit ?? DEFAULT_LIMIT;
    const { rows, total } = await listProducts(c.get('data'), c.get('tenant').id, { ...q, page, limit, sortBy: q.sortBy ?? 'featured' });
    return c.json({ data: rows.map(toWireProduct), total, page, limit });
  });

  router.get('/product/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const row = await findProduct(c.get('data'), c.get('tenant').id, id);
    if (!row) return fail(c, 404, 'not_found', `No product "${id}".`);
    return c.json({ data: toWireProduct(row) });
  });

  router.post('/product/search', validate('json', searchBody), async (c) => {
    const { query, limit = DEFAULT_LIMIT } = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const ids = await searchProductIds(data, tenantId, query, limit);
    return c.json({ data: (await productsByIds(data, tenantId, ids)).map(toWireProduct) });
  });

  router.get('/products/category/:category', validate('param', categoryParam), async (c) => {
    return c.json({
      data: (await productsInCategory(c.get('data'), c.get('tenant').id, c.req.valid('param').category)).map(toWireProduct),
    });
  });

  router.get('/brands', async (c) => c.json({ data: await listBrands(c.get('data'), c.get('tenant').id) }));
  router.get('/categories', async (c) =>
    c.json({ data: (await listCollections(c.get('data'), c.get('tenant').id)).map((entry) => entry.name) }),
  );
  router.get('/collections', async (c) => c.json({ data: await listCollections(c.get('data'), c.get('tenant').id) }));

  return router;
}
