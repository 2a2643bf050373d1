import { renderedElement, renderOptions } from './element-renderer.ts';
import type { SafeHtml } from './html.ts';
import type { StoreRequest } from './store-routes.ts';
import type { PageContext } from './types.ts';

/** Reviews in the first view, as `<store-reviews>` pages them. */
const FIRST_PAGE = 5;

/**
 * `<store-reviews>` for a product page: the newest five published reviews and the summary, as the
 * API answers them, given to it as inline JSON with its first view rendered by `site-elements/server`,
 * so they read before any script. `data-load="interaction"`: its code loads on the visitor's first scroll, pointer move or key,
 * so the page's JavaScript at load does not grow (on a short product page the block starts within
 * the 300 px that `data-load="visible"` looks ahead, which would load it at once: 7.9 KB more).
 */
export async function productReviews(ctx: PageContext, request: StoreRequest, productId: string): Promise<SafeHtml> {
  const first = await request.data.reviews(productId, { limit: FIRST_PAGE, sort: 'newest' });
  const attributes = { 'data-product-id': productId, 'data-load': 'interaction' };
  return renderedElement('store-reviews', attributes, { ...first, sort: 'newest' }, renderOptions(ctx));
}
