import { html } from './html.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import { elementStylesheets } from './store-styles.ts';
import type { PageContext } from './types.ts';

/**
 * The order a signed order link names: `?token=<order id>.<unix expiry>.<signature>` whose order
 * id is the page's reference and whose expiry has not passed. The signature is checked by the API
 * when the element reads the order; a forged token shows the element's "We could not find this order".
 */
function linkToken(reference: string, token: string | undefined, now = Date.now()): string | undefined {
  const match = token ? /^([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token) : null;
  return match && match[1] === reference && Number(match[2]) * 1000 > now ? token : undefined;
}

/**
 * `/store/order-confirmation/{paymentIntentId}` (and the `/preview` variant): `<store-order-confirmation>`
 * for the order that payment reference belongs to. The page finds the order id on the server (so a
 * reload or a shared link works); the element reads the order itself from the API. The order e-mail's
 * link, `/store/order-confirmation/{order id}?token=…`, opens the order in any browser: the page hands
 * the token to the element (`data-token`). An unknown reference answers 404 with the element's
 * "We could not find this order".
 */
export async function orderConfirmationPage(ctx: PageContext, request: StoreRequest): Promise<StorePageResult> {
  const reference = request.param('paymentIntentId') ?? '';
  const order = reference ? await request.data.orderByPaymentReference(reference) : null;
  const token = order ? undefined : linkToken(reference, request.query('token'));
  const orderId = order?.id ?? (token ? reference : undefined);
  const title = order ? `Order ${order.number}` : token ? 'Your order' : 'Order not found';
  return {
    status: orderId ? 200 : 404,
    page: {
      title,
      description: `Your order at ${ctx.tenant.name}.`,
      features: { hasStore: true },
      body: html`${elementStylesheets(['store-order-confirmation'])}
<store-order-confirmation data-payment-intent-id="${reference}"${orderId ? html` data-order-id="${orderId}"` : ''}${token ? html` data-token="${token}"` : ''} data-store-href="${ctx.link('/store')}">
<h1>${title}</h1>
<p>${orderId ? 'Loading your order…' : 'We could not find this order.'}</p>
</store-order-confirmation>`,
    },
  };
}
