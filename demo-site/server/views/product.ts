import type { Product } from '../../../shared/api/schemas.ts';
import { descriptionParagraphs } from '../../../shared/catalog/description-text.ts';
import { QUOTED_REVIEWS } from '../../../shared/structured-data/product.ts';
import { renderedElement, renderedStructuredData, renderOptions } from './element-renderer.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { productReviews } from './product-reviews.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { PageContext } from './types.ts';

/** The `{slug}` of product card links, `/{slug}/{product slug, else sku, else sk, else id}` (the grid's `data-slug`). */
export const PRODUCT_SLUG = 'shop';

/** The 404 page of a product or collection that does not exist, with a way back to the store. */
export function storeNotFound(ctx: PageContext, title: string, what: string): StorePageResult {
  return {
    status: 404,
    page: {
      title,
      features: { hasStore: true },
      body: html`<h1>${title}</h1>
<p>${what}</p>
<p><a href="${ctx.link('/store')}">Back to the store</a></p>`,
    },
  };
}

/**
 * True when express checkout can buy the product as it is: no variations and no required option
 * (the express buttons cannot see the choices made in `<store-product>`).
 */
function expressable(product: Product): boolean {
  return (product.data.variations?.length ?? 0) === 0 && !(product.data.attributes ?? []).some((a) => a.required);
}

/** The end of the product view's Add to Cart and Save for Later row (`.store-product__actions` holds buttons only). */
const ACTIONS_ROW = /<div class="store-product__actions">.*?<\/div>/;

/**
 * The page's `slot="actions"` nodes put into a server-rendered product view where the element shows
 * them, right under Add to Cart (the box it moves them into on upgrade), so nothing moves then. The
 * server renderer draws no nodes of the page, so they go in here.
 */
function withActions(view: SafeHtml, actions: SafeHtml | undefined): SafeHtml {
  if (!actions) return view;
  return raw(view.value.replace(ACTIONS_ROW, (row) => `${row}<div class="store-product__slot">${actions.value}</div>`));
}

/**
 * A product page (`/store/product/{sku}` and `/{slug}/{product}`): `<store-product>` with the product as
 * inline JSON and its first view rendered by `site-elements/server`; 404 for an unknown product. The key may be the
 * product's id, sku, slug, sk or one of its variation skus. When the tenant takes Stripe or PayPal with real keys
 * and the product has no options to choose, `<store-express-checkout>` sits in its `actions` slot, right
 * under Add to Cart (server-rendered there too), with Apple Pay, Google Pay, Link or PayPal for one of it,
 * loaded on the visitor's first input: the page's JS at load stays within its 100 KB, and the page keeps
 * room for one row of buttons per such gateway from the first paint (`data-reserve`), so the product's
 * details below do not move when they arrive. The page carries the
 * product's schema.org JSON-LD (offer; rating and a few reviews only when published reviews exist), and
 * below the product `<store-reviews>` with its summary and first reviews server-rendered.
 */
export async function productPage(ctx: PageContext, request: StoreRequest, key: string): Promise<StorePageResult> {
  const product = key ? await request.data.product(key) : undefined;
  if (!product) return storeNotFound(ctx, 'Product not found', `We could not find the product “${key}”. It may have been removed.`);
  const express =
    ctx.site.expressRows && expressable(product)
      ? html`<store-express-checkout slot="actions" data-sku="${product.data.sku}" data-load="interaction" data-reserve="${String(ctx.site.expressRows)}"></store-express-checkout>`
      : undefined;
  const [quoted, reviews] = await Promise.all([request.data.reviews(product._id, { limit: QUOTED_REVIEWS, sort: 'helpful' }), productReviews(ctx, request, product._id)]);
  const pageUrl = new URL(ctx.link(`/${PRODUCT_SLUG}/${encodeURIComponent(product.data.slug || product.data.sku)}`), ctx.site.url).toString();
  const structured = await renderedStructuredData('store-product', { 'data-currency': ctx.tenant.currency }, product, { pageUrl, reviews: quoted.data });
  const view = await renderedElement('store-product', { 'data-currency': ctx.tenant.currency, 'data-store-href': ctx.link('/store') }, product, renderOptions(ctx));
  return {
    page: {
      title: product.name,
      description: descriptionParagraphs(product.description ?? '')[0] ?? product.name,
      features: { hasStore: true },
      body: html`${withActions(view, express)}
${reviews}
${structured}`,
    },
  };
}
