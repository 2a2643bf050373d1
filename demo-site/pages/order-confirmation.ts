import { findOrderByPaymentIntent } from '../server/domain/orders.ts';
import { html } from './html.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import { elementStylesheets } from './store-styles.ts';
import type { PageContext } from './types.ts';

/**
 * `/store/order-confirmation/{paymentIntentId}` (and the `/preview` variant): `<store-order-confirmation>`
 * for the order that payment reference belongs to. The page finds the order id on the server (so a
 * reload or a shared link works); the element reads the order itself from the API. An unknown
 * reference answers 404 with the element's "We could not find this order".
 */
export function orderConfirmationPage(ctx: PageContext, request: StoreRequest): StorePageResult {
  const reference = request.param('paymentIntentId') ?? '';
  const order = reference ? findOrderByPaymentIntent(request.db, ctx.tenant.id, reference) : null;
  return {
    status: order ? 200 : 404,
    page: {
      title: order ? `Order ${order.number}` : 'Order not found',
      description: `Your order at ${ctx.tenant.name}.`,
      features: { hasStore: true },
      body: html`${elementStylesheets(['store-order-confirmation'])}
<store-order-confirmation data-payment-intent-id="${reference}"${order ? html` data-order-id="${order.id}"` : ''} data-store-href="${ctx.link('/store')}">
<h1>${order ? `Order ${order.number}` : 'Order not found'}</h1>
<p>${order ? 'Loading your order…' : 'We could not find this order.'}</p>
</store-order-confirmation>`,
    },
  };
}
