import { productListPage } from './collections.ts';
import { storeNotFound } from './product.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { PageContext } from './types.ts';

/** `/tag/{tag}`: every product carrying the tag (exact, case-insensitive); 404 when none does. */
export async function tagPage(ctx: PageContext, request: StoreRequest): Promise<StorePageResult> {
  const tag = (request.param('tag') ?? '').trim();
  const wanted = tag.toLowerCase();
  // The listing's text search also matches tags; keep the products whose tag list has this exact tag.
  const { rows } = tag ? await request.data.products({ query: tag, page: 1, limit: 100, sortBy: 'featured' }) : { rows: [] };
  const products = rows.filter((product) => (product.post.tags ?? []).some((t) => t.toLowerCase() === wanted));
  if (products.length === 0) return storeNotFound(ctx, 'Tag not found', `No products are tagged “${tag}”.`);
  return productListPage(ctx, request, `Tagged “${tag}”`, `Products at ${ctx.tenant.name} tagged “${tag}”.`, products);
}
