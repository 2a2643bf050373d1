import type { Order } from '../../../shared/api/schemas.ts';
import type { OrderAddress } from '../../../shared/checkout/form.ts';
import type { Db } from '../db.ts';
import { messageLanguage } from '../lifecycle/events.ts';
import type { MoneyFormat } from './coupons.ts';
import { nowIso, randomId } from './ids.ts';
import { getOrder } from './orders.ts';
import { lineProblemMessage, priceLines, quoteFor, type LineRequest } from './quotes.ts';
import { takeStock } from './stock.ts';

/** A validated order request: who, where, what (sku and quantity only) and how they mean to pay. */
export interface OrderInput {
  customerInfo: { email: string; firstName?: string; lastName?: string; phone?: string };
  shippingAddress: OrderAddress;
  billingAddress?: OrderAddress;
  items: LineRequest[];
  paymentMethod: string;
  paymentGateway: string;
  discountCode?: string;
  /** The shopper's language (`es`, `en-GB`): the checkout's own, else the request's Accept-Language. */
  language?: string;
}

/** The tenant facts an order needs. */
export interface OrderTenant extends MoneyFormat {
  id: string;
  siteName: string;
}

/** The outcome of creating an order: the order, or a status, code and message to answer with. */
export type CreateOrderResult =
  | { ok: true; order: Order }
  | { ok: false; status: 404 | 409; code: 'not_found' | 'insufficient_stock'; message: string; field: string };

/** The default order-number prefix of a tenant without one: the first two letters of its site name. */
export function defaultOrderPrefix(siteName: string): string {
  const letters = siteName.replace(/[^a-z]/gi, '').toUpperCase();
  return (letters.slice(0, 2) || 'OR').padEnd(2, 'X');
}

/** Takes the tenant's next order number (`NW-100001`); call inside the order's transaction. */
export function nextOrderNumber(db: Db, tenant: OrderTenant): string {
  db.prepare('INSERT INTO order_sequences (tenant_id, prefix) VALUES (?, ?) ON CONFLICT (tenant_id) DO NOTHING').run(tenant.id, defaultOrderPrefix(tenant.siteName));
  const row = db
    .prepare('UPDATE order_sequences SET next_value = next_value + 1 WHERE tenant_id = ? RETURNING prefix, next_value - 1 AS value')
    .get(tenant.id) as { prefix: string; value: number };
  return `${row.prefix}-${row.value}`;
}

/**
 * Creates an order from the server's own prices: checks every sku and the stock (once per product,
 * its variations included), takes the stock, computes the totals from the tenant's tax and
 * shipping settings for the shipping address and numbers the order, all in one immediate
 * transaction, so concurrent orders can never take stock below zero. Status 'new', payment 'unpaid'.
 * The shopper is e-mailed once a payment path is chosen: `order.received` with the instructions of
 * an offline payment, `order.paid` for a payment that completes.
 */
export function createOrder(db: Db, tenant: OrderTenant, input: OrderInput, sessionHash: string | null, now: Date = new Date()): CreateOrderResult {
  return db
    .transaction((): CreateOrderResult => {
      const priced = priceLines(db, tenant.id, input.items);
      if (!priced.ok) {
        const { problem } = priced;
        const field = `items.${problem.index}.${problem.kind === 'unknown_sku' ? 'sku' : 'quantity'}`;
        return problem.kind === 'unknown_sku'
          ? { ok: false, status: 404, code: 'not_found', message: lineProblemMessage(problem), field }
          : { ok: false, status: 409, code: 'insufficient_stock', message: lineProblemMessage(problem), field };
      }
      takeStock(db, tenant.id, priced.lines);
      const destination = { country: input.shippingAddress.country, region: input.shippingAddress.state };
      const quote = quoteFor(db, tenant, priced.lines, input.discountCode, destination);
      const id = randomId('ord');
      const created = nowIso(now);
      const billing = input.billingAddress ?? input.shippingAddress;
      const customer = {
        email: input.customerInfo.email,
        firstName: input.customerInfo.firstName ?? input.shippingAddress.firstName,
        lastName: input.customerInfo.lastName ?? input.shippingAddress.lastName,
        ...(input.customerInfo.phone ?? input.shippingAddress.phone ? { phone: input.customerInfo.phone ?? input.shippingAddress.phone } : {}),
      };
      db.prepare(
        `INSERT INTO orders (tenant_id, id, number, session_hash, status, payment_status, payment_method, payment_gateway, email, customer,
           shipping_address, billing_address, subtotal_cents, shipping_cents, tax_cents, tax_included, discount_cents, discount_code, total_cents, currency,
           language, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'new', 'unpaid', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        tenant.id,
        id,
        nextOrderNumber(db, tenant),
        sessionHash,
        input.paymentMethod,
        input.paymentGateway,
        input.customerInfo.email.toLowerCase(),
        JSON.stringify(customer),
        JSON.stringify(input.shippingAddress),
        JSON.stringify(billing),
        quote.subtotal,
        quote.shipping,
        quote.tax,
        quote.taxIncluded ? 1 : 0,
        quote.discount,
        quote.discountCode ?? null,
        quote.total,
        quote.currency,
        messageLanguage(input.language),
        created,
        created,
      );
      const item = db.prepare(
        `INSERT INTO order_items (tenant_id, order_id, line, product_id, sku, variation_sku, name, quantity, price_cents, image, attributes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      priced.lines.forEach((line, index) =>
        item.run(tenant.id, id, index + 1, line.productId, line.sku, line.variationSku, line.name, line.quantity, line.price, line.image ?? null, JSON.stringify(line.attributes)),
      );
      const order = getOrder(db, tenant.id, id);
      if (!order) throw new Error(`Order ${id} vanished inside its own transaction`);
      return { ok: true, order };
    })
    .immediate();
}
