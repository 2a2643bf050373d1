import { isSortOption, sortAndFilter, type ListingChoice } from '../../shared/catalog/listing.ts';
import { categoryLabel } from '../../shared/catalog/product.ts';
import { html, jsonScript } from './html.ts';
import { PRODUCT_SLUG, storeNotFound } from './product.ts';
import { gridMarkup } from './store-markup.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import { elementStylesheets } from './store-styles.ts';
import type { PageContext } from './types.ts';
import type { Product } from '../../shared/api/schemas.ts';

const DEFAULTS: ListingChoice = { category: 'all', sort: 'featured' };

/**
 * A page listing a complete set of products with `<store-product-grid>` (no category chips; sorted in
 * the browser from the inline list, with `?sort=` in the URL).
 */
export function productListPage(ctx: PageContext, request: StoreRequest, title: string, lead: string, products: Product[]): StorePageResult {
  const sort = request.query('sort');
  const choice: ListingChoice = { ...DEFAULTS, sort: isSortOption(sort) ? sort : DEFAULTS.sort };
  const shown = sortAndFilter(products, choice);
  const format = { currency: ctx.tenant.currency, locale: ctx.tenant.locale };
  return {
    page: {
      title,
      description: lead,
      features: { hasStore: true },
      body: html`<p><a href="${ctx.link('/store')}">All products</a></p>
<h1>${title}</h1>
<p class="lead">${lead}</p>
${elementStylesheets(['store-product-grid'])}
<store-product-grid data-slug="${PRODUCT_SLUG}" data-currency="${ctx.tenant.currency}" data-categories="false">${jsonScript(products)}${gridMarkup({
        products: shown,
        total: shown.length,
        choice,
        defaults: DEFAULTS,
        url: request.url,
        slug: PRODUCT_SLUG,
        format,
        showCategories: false,
      })}</store-product-grid>`,
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
