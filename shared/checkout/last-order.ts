/**
 * The last order this tab paid for: the checkout notes which order a payment reference belongs to,
 * so the confirmation page (`/store/order-confirmation/{paymentIntentId}`) can read the order even on
 * a server that only finds orders by id. Ids only, nothing personal, in sessionStorage per tenant.
 */

/** The sessionStorage key of a tenant's last order. */
export function lastOrderKey(tenant: string): string {
  return `site-checkout-last-order:${tenant}`;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Notes that `paymentIntentId` paid `orderId` (a refused storage is ignored). */
export function rememberLastOrder(tenant: string, paymentIntentId: string, orderId: string, store: Storage | null = session()): void {
  try {
    store?.setItem(lastOrderKey(tenant), JSON.stringify({ paymentIntentId, orderId }));
  } catch {
    // The confirmation page can still ask the server.
  }
}

/** The order id noted for `paymentIntentId`, if this tab paid it. */
export function lastOrderFor(tenant: string, paymentIntentId: string, store: Storage | null = session()): string | null {
  try {
    const raw = store?.getItem(lastOrderKey(tenant));
    const parsed = raw ? (JSON.parse(raw) as { paymentIntentId?: unknown; orderId?: unknown }) : null;
    return parsed && parsed.paymentIntentId === paymentIntentId && typeof parsed.orderId === 'string' ? parsed.orderId : null;
  } catch {
    return null;
  }
}
