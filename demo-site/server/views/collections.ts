import { categoryLabel } from '../../../shared/catalog/product.ts';
import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import { PRODUCT_SLUG, storeNotFound } from './product.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { PageContext } from './types.ts';
import type { Product } from '../../../shared/api/schemas.ts';

/**
 * A page listing a complete set of products with `<store-product-grid>` (no category chips; sorted in
 * the browser from the inline list, with `?sort=` in the URL). The grid's first view is rendered by
 * the element from the same list and address, in the tenant's language.
 */
export async function productListPage(ctx: PageContext, request: StoreRequest, title: string, lead: string, products: Product[]): Promise<StorePageResult> {
  const grid = await renderedElement(
    'store-product-grid',
    { 'data-slug': PRODUCT_SLUG, 'data-currency': ctx.tenant.currency, 'data-categories': 'false' },
    products,
    renderOptions(ctx),
  );
  return {
    page: {
      title,
      description: lead,
      features: { hasStore: true },
      body: html`<p><a href="${ctx.link('/store')}">All products</a></p>
<h1>${title}</h1>
<p class="lead">${lead}</p>
${grid}`,
    },
  };
}

/** `/collections/{category}`: every product of one category; 404 when the category has none. */
export async function collectionPage(ctx: PageContext, request: StoreRequest): Promise<StorePageResult> {
  const category = request.param('category') ?? '';
  const products = category ? await request.data.productsInCategory(category) : [];
  if (products.length === 0) return storeNotFound(ctx, 'Collection not found', `There are no products in “${category}”.`);
  const label = categoryLabel(category.toLowerCase());
  return productListPage(ctx, request, label, `Everything in ${label} at ${ctx.tenant.name}.`, products);
}
