import { listProducts, toWireProduct } from '../server/domain/products.ts';
import { isCategoryChip, isSortOption, sortQuery, type ListingChoice } from '../../shared/catalog/listing.ts';
import { html, jsonScript } from './html.ts';
import { PRODUCT_SLUG } from './product.ts';
import { gridMarkup } from './store-markup.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import { elementStylesheets } from './store-styles.ts';
import type { Page, PageContext } from './types.ts';

/** Products per page of the store listing. */
export const STORE_PAGE_SIZE = 12;
const DEFAULTS: ListingChoice = { category: 'all', sort: 'featured' };

/** The category and sort a store URL asks for (unknown values give the defaults) and the page (1 to 50). */
export function storeChoice(request: Pick<StoreRequest, 'query'>): { choice: ListingChoice; page: number } {
  const category = request.query('category');
  const sort = request.query('sort');
  const page = Number.parseInt(request.query('page') ?? '1', 10);
  return {
    choice: { category: isCategoryChip(category) ? category : DEFAULTS.category, sort: isSortOption(sort) ? sort : DEFAULTS.sort },
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

const intro = (ctx: PageContext) => html`<h1>Store</h1>
<p class="lead">Everything in the ${ctx.tenant.name} shop. Pick a category, sort, and add to your cart.</p>`;

/**
 * `/store`: `<store-product-grid>` with the first pages for the URL's category and sort rendered inside
 * it (cards, chips, sort) and the same data as inline JSON; later pages and other choices come from the API.
 */
export function storePage(ctx: PageContext, request: StoreRequest): StorePageResult {
  const { choice, page } = storeChoice(request);
  const { rows, total } = listProducts(request.db, ctx.tenant.id, {
    ...(choice.category === 'all' ? {} : { category: choice.category }),
    ...sortQuery(choice.sort),
    sortBy: sortQuery(choice.sort).sortBy ?? 'featured',
    page: 1,
    limit: STORE_PAGE_SIZE * page,
  });
  const products = rows.map(toWireProduct);
  const format = { currency: ctx.tenant.currency, locale: ctx.tenant.locale };
  const next = new URLSearchParams(request.url.search);
  next.set('page', String(page + 1));
  const payload = { data: products, total, page, limit: STORE_PAGE_SIZE, category: choice.category, sort: choice.sort };
  return {
    page: {
      title: 'Store',
      description: `Shop ${ctx.tenant.name}: ${total} products.`,
      features: { hasStore: true },
      body: html`${intro(ctx)}
${elementStylesheets(['store-product-grid'])}
<store-product-grid data-slug="${PRODUCT_SLUG}" data-currency="${ctx.tenant.currency}" data-limit="${STORE_PAGE_SIZE}">${jsonScript(payload)}${gridMarkup({
        products,
        total,
        choice,
        defaults: DEFAULTS,
        url: request.url,
        slug: PRODUCT_SLUG,
        format,
        showCategories: true,
        ...(products.length < total ? { moreHref: `${request.url.pathname}?${next.toString()}` } : {}),
      })}</store-product-grid>`,
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
<store-product-grid data-slug="${PRODUCT_SLUG}" data-currency="${ctx.tenant.currency}" data-limit="${STORE_PAGE_SIZE}"></store-product-grid>`,
  };
}
