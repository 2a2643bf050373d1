import { PRESET_PAGES, renderedBookingPage } from './book.ts';
import { checkoutPage } from './checkout.ts';
import { orderConfirmationPage } from './order-confirmation.ts';
import { collectionPage } from './collections.ts';
import { helpPage } from './help.ts';
import { productPage, PRODUCT_SLUG } from './product.ts';
import { queuePage } from './queue.ts';
import { storePage } from './store.ts';
import { tagPage } from './tag.ts';
import type { PageData } from './page-data.ts';
import type { Page, PageContext } from './types.ts';

/** What a store page reads besides the page context: the tenant's catalogue and the request. */
export interface StoreRequest {
  /** The tenant's catalogue, reviews, orders and policies (its own database, or the platform's API). */
  data: PageData;
  /** A path parameter (`:sku`), decoded. */
  param(name: string): string | undefined;
  /** A query parameter (`?category=`). */
  query(name: string): string | undefined;
  /** The request path and query, e.g. `/store?category=books`. */
  url: { pathname: string; search: string };
}

/** A rendered store page and its status (404 for an unknown product or collection). */
export interface StorePageResult {
  page: Page;
  status?: 200 | 404;
}

/** A store page route: it reads the catalogue, so it gets the page data and the request. */
export interface StorePageRoute {
  path: string;
  render(ctx: PageContext, request: StoreRequest): Promise<StorePageResult>;
}

/**
 * The storefront pages: the listing, product pages by sku and by
 * `/{slug}/{product}`, collections and tags; and the help page, whose booking answers state the
 * tenant's booking policy; and the booking pages, whose widget gets the tenant's catalogue and a
 * server-rendered first view, as is the queue board's. Served by `pageRouter()` in server/pages.ts ahead of the plain pages.
 */
export const storePageRoutes: readonly StorePageRoute[] = [
  { path: '/help', render: async (ctx, request) => ({ page: helpPage(ctx, await request.data.bookingPolicies()) }) },
  { path: '/store', render: storePage },
  { path: '/store/product/:sku', render: (ctx, request) => productPage(ctx, request, request.param('sku') ?? '') },
  { path: `/${PRODUCT_SLUG}/:product`, render: (ctx, request) => productPage(ctx, request, request.param('product') ?? '') },
  { path: '/collections/:category', render: collectionPage },
  { path: '/tag/:tag', render: tagPage },
  ...PRESET_PAGES.map((page) => ({ path: page.path, render: renderedBookingPage(page) })),
  { path: '/queue', render: async (ctx, request) => ({ page: await queuePage(ctx, await request.data.bookingCatalog()) }) },
  { path: '/store/checkout', render: checkoutPage },
  { path: '/preview/store/checkout', render: checkoutPage },
  { path: '/store/checkout/success', render: checkoutPage },
  { path: '/preview/store/checkout/success', render: checkoutPage },
  { path: '/store/order-confirmation/:paymentIntentId', render: orderConfirmationPage },
  { path: '/preview/store/order-confirmation/:paymentIntentId', render: orderConfirmationPage },
];
