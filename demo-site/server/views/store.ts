import { readFilters } from '../../../shared/catalog/filters.ts';
import { isCategoryChip, isSortOption, type ListingChoice } from '../../../shared/catalog/listing.ts';
import { filtersQuery, sortQuery } from '../../../shared/catalog/listing-query.ts';
import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import { PRODUCT_SLUG } from './product.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import { elementStylesheets } from './store-styles.ts';
import type { Page, PageContext } from './types.ts';

/** Products per page of the store listing. */
export const STORE_PAGE_SIZE = 12;
const DEFAULTS: ListingChoice = { category: 'all', sort: 'featured' };

/** What a store URL asks for: the choice (unknown values give the defaults) and the page (1 to 50). */
export interface StoreChoice {
  choice: ListingChoice;
  page: number;
}

/**
 * The category, sort and filters a store URL asks for, prices read in the store's currency. A price
 * range with a problem is not applied (the grid's form says what is wrong and keeps what was typed).
 */
export function storeChoice(request: Pick<StoreRequest, 'query' | 'url'>, currency: string): StoreChoice {
  const category = request.query('category');
  const sort = request.query('sort');
  const page = Number.parseInt(request.query('page') ?? '1', 10);
  return {
    choice: {
      category: isCategoryChip(category) ? category : DEFAULTS.category,
      sort: isSortOption(sort) ? sort : DEFAULTS.sort,
      filters: readFilters(request.url.search, currency),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

const intro = (ctx: PageContext) => html`<h1>Store</h1>
<p class="lead">Everything in the ${ctx.tenant.name} shop. Pick a category, filter, sort, and add to your cart.</p>`;

/**
 * `/store`: `<store-product-grid data-filters>` with the first pages for the URL's category, sort and
 * filters as inline JSON and the grid's first view rendered from them by the element itself (cards,
 * chips, sort, the filter form, Load more; GET forms and links that work before JavaScript, in the
 * tenant's language); later pages and other choices come from the API.
 */
export async function storePage(ctx: PageContext, request: StoreRequest): Promise<StorePageResult> {
  const { choice, page } = storeChoice(request, ctx.tenant.currency);
  const brands = await request.data.brands();
  const { rows: products, total } = await request.data.products({
    ...(choice.category === 'all' ? {} : { category: choice.category }),
    ...filtersQuery(choice.filters),
    ...sortQuery(choice.sort),
    sortBy: sortQuery(choice.sort).sortBy ?? 'featured',
    page: 1,
    limit: STORE_PAGE_SIZE * page,
  });
  const payload = { data: products, total, page, limit: STORE_PAGE_SIZE, category: choice.category, sort: choice.sort, filters: choice.filters, brands };
  const grid = await renderedElement(
    'store-product-grid',
    { 'data-slug': PRODUCT_SLUG, 'data-currency': ctx.tenant.currency, 'data-limit': String(STORE_PAGE_SIZE), 'data-filters': '' },
    payload,
    renderOptions(ctx),
  );
  return {
    page: {
      title: 'Store',
      description: `Shop ${ctx.tenant.name}: ${total} products.`,
      features: { hasStore: true },
      body: html`${intro(ctx)}
${grid}`,
    },
  };
}

/** `/store` without a database at hand (a router without the store routes): the grid loads from the API. */
export function storeFallbackPage(ctx: PageContext): Page {
  return {
    title: 'Store',
    features: { hasStore: true },
    body: html`${intro(ctx)}
${elementStylesheets(['store-product-grid'])}
<store-product-grid data-slug="${PRODUCT_SLUG}" data-currency="${ctx.tenant.currency}" data-limit="${STORE_PAGE_SIZE}" data-filters></store-product-grid>`,
  };
}
