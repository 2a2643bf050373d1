/**
 * Express checkout (`<store-express-checkout>`): which gateways can show express buttons, the lines
 * an express payment buys (a product or the cart), what the wallet's sheet shows from the server's
 * quote, and the order request built from what the wallet reports. Pure functions, no DOM.
 */
import type { PaymentGateway, Quote } from './remote.ts';
import { emptyForm, orderRequest, type CheckoutLine, type CheckoutOrderRequest } from './form.ts';
import type { ExpressAddress, ExpressConfirmEvent, ExpressSheet } from './sdks.ts';

/** The express-capable gateways the store offers: Stripe (Apple Pay, Google Pay, Link) and PayPal. */
export interface ExpressGateways {
  stripe: PaymentGateway | null;
  paypal: PaymentGateway | null;
}

/**
 * The gateways that get express buttons: Stripe with a publishable key, PayPal with a client id, each
 * only with real keys (Stripe's mode is not `simulator`, PayPal's is `live`): the demo's simulators
 * stay in the checkout. A stand-in injected for a provider (tests, stories) accepts its gateway as is.
 */
export function expressGateways(gateways: readonly PaymentGateway[], injected: { stripe: boolean; paypal: boolean }): ExpressGateways {
  const stripe = gateways.find((g) => g.name === 'stripe' && g.data?.publishableKey && (injected.stripe || g.data.mode !== 'simulator')) ?? null;
  const paypal = gateways.find((g) => g.name === 'paypal' && g.data?.clientId && (injected.paypal || g.data.mode === 'live')) ?? null;
  return { stripe, paypal };
}

/** The line a product page's express buttons buy: `quantity` (whole, 1 to 999) of `sku`; none without a sku. */
export function productLines(sku: string, quantity: number, attributes?: Record<string, string>): CheckoutLine[] {
  const sku_ = sku.trim();
  if (!sku_) return [];
  const count = Math.min(999, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));
  return [{ sku: sku_, quantity: count, ...(attributes && Object.keys(attributes).length > 0 ? { attributes } : {}) }];
}

/** The cart's lines as the server prices them: sku, quantity and options only (names and prices are the server's). */
export function cartLines(lines: readonly { sku: string; quantity: number; attributes?: Record<string, string> }[]): CheckoutLine[] {
  return lines.map((line) => ({ sku: line.sku, quantity: line.quantity, ...(line.attributes && Object.keys(line.attributes).length > 0 ? { attributes: line.attributes } : {}) }));
}

/** Labels of the wallet sheet's extra lines, in the page's language. */
export interface SheetLabels {
  shipping: string;
  tax: string;
}

/** What the wallet's sheet shows for a quote: each line's total, tax when added on top, and one shipping rate. */
export function expressSheet(quote: Quote, labels: SheetLabels): Required<ExpressSheet> {
  const lineItems = quote.items.map((item) => ({ name: item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name, amount: item.lineTotal }));
  if (quote.tax > 0 && !quote.taxIncluded) lineItems.push({ name: labels.tax, amount: quote.tax });
  return { lineItems, shippingRates: [{ id: 'standard', displayName: labels.shipping, amount: quote.shipping }] };
}

/** Splits a full name at its last space into first and last name (a single word is both, as the order needs both). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const text = name.trim().replace(/\s+/g, ' ');
  const at = text.lastIndexOf(' ');
  return at > 0 ? { firstName: text.slice(0, at), lastName: text.slice(at + 1) } : { firstName: text, lastName: text };
}

function fields(name: string, address: ExpressAddress | null | undefined, phone: string) {
  return {
    ...splitName(name),
    address: address?.line1 ?? '',
    apartment: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.postal_code ?? '',
    country: address?.country ?? '',
    phone,
  };
}

/**
 * Our order request from a wallet's confirm: the e-mail and phone of the payer, the shipping address
 * (the billing address when the wallet gave none), the billing address (the shipping one when the
 * wallet gave none), the lines, and the gateway.
 * The server prices it; nothing the wallet showed is sent as a figure.
 */
export function expressOrderRequest(
  event: Pick<ExpressConfirmEvent, 'billingDetails' | 'shippingAddress'>,
  lines: readonly CheckoutLine[],
  payment: { gateway: string; method: string },
  language?: string,
): CheckoutOrderRequest {
  const billing = event.billingDetails ?? {};
  const phone = billing.phone ?? '';
  const billed = billing.address?.line1 ? fields(billing.name ?? '', billing.address, phone) : null;
  const shipping = event.shippingAddress;
  const shipped = shipping?.address?.line1 ? fields(shipping.name || billing.name || '', shipping.address, phone) : billed;
  const address = shipped ?? fields(billing.name ?? '', null, phone);
  const form = { ...emptyForm(), email: billing.email ?? '', ...address, useSameForBilling: billed === null, billing: billed ?? address };
  return orderRequest(form, lines, payment, { language });
}
