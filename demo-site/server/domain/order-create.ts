import type { Order } from '../../../shared/api/schemas.ts';
import type { OrderAddress } from '../../../shared/checkout/form.ts';
import { inTransaction, type Data } from '../database.ts';
import { messageLanguage } from '../lifecycle/events.ts';
import type { MoneyFormat } from './coupons.ts';
import { nowIso, randomId } from './ids.ts';
import { getOrder } from './orders.ts';
import { lineProblemMessage, priceLines, quoteFor, type LineRequest } from './quotes.ts';
import { stockShortfall, takeStock } from './stock.ts';

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
  { ok: true; order: Order } | { ok: false; status: 404 | 409; code: 'not_found' | 'insufficient_stock'; message: string; field: string };

/** The default order-number prefix of a tenant without one: the first two letters of its site name. */
export function defaultOrderPrefix(siteName: string): string {
  const letters = siteName.replace(/[^a-z]/gi, '').toUpperCase();
  return (letters.slice(0, 2) || 'OR').padEnd(2, 'X');
}

/** Takes the tenant's next order number (`NW-100001`); call inside the order's transaction. */
export async function nextOrderNumber(data: Data, tenant: OrderTenant): Promise<string> {
  await data
    .insertInto('order_sequences')
    .values({ tenant_id: tenant.id, prefix: defaultOrderPrefix(tenant.siteName) })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  // One UPDATE takes the number: the row's lock makes two orders at once take different numbers.
  const row = await data
    .updateTable('order_sequences')
    .set((eb) => ({ next_value: eb('next_value', '+', 1) }))
    .where('tenant_id', '=', tenant.id)
    .returning(['prefix', 'next_value'])
    .executeTakeFirstOrThrow();
  return `${row.prefix}-${row.next_value - 1}`;
}

/**
 * Creates an order from the server's own prices: checks every sku and the stock (once per product,
 * its variations included), takes the stock, computes the totals from the tenant's tax and
 * shipping settings for the shipping address and numbers the order, all in one transaction whose
 * stock is taken by guarded updates, so concurrent orders can never take stock below zero (the
 * later one is refused as out of stock). Status 'new', payment 'unpaid'.
 * The shopper is e-mailed once a payment path is chosen: `order.received` with the instructions of
 * an offline payment, `order.paid` for a payment that completes.
 */
export async function createOrder(
  data: Data,
  tenant: OrderTenant,
  input: OrderInput,
  sessionHash: string | null,
  now: Date = new Date(),
): Promise<CreateOrderResult> {
  try {
    return await inTransaction(data, (trx) => createInTransaction(trx, tenant, input, sessionHash, now));
  } catch (error) {
    // Inside a caller's transaction the refusal rolls that transaction back too, so it is the caller's to answer.
    if (error instanceof SoldMeanwhile && !data.isTransaction) return error.result;
    throw error;
  }
}

/** Another order took the last units between this order's check and its taking them: refused as out of stock, nothing written. */
class SoldMeanwhile extends Error {
  constructor(readonly result: CreateOrderResult) {
    super('Sold out while the order was being placed');
  }
}

async function createInTransaction(
  trx: Data,
  tenant: OrderTenant,
  input: OrderInput,
  sessionHash: string | null,
  now: Date,
): Promise<CreateOrderResult> {
  const priced = await priceLines(trx, tenant.id, input.items);
  if (!priced.ok) {
    const { problem } = priced;
    const field = `items.${problem.index}.${problem.kind === 'unknown_sku' ? 'sku' : 'quantity'}`;
    return problem.kind === 'unknown_sku'
      ? { ok: false, status: 404, code: 'not_found', message: lineProblemMessage(problem), field }
      : { ok: false, status: 409, code: 'insufficient_stock', message: lineProblemMessage(problem), field };
  }
  try {
    await takeStock(trx, tenant.id, priced.lines);
  } catch (error) {
    const short = await stockShortfall(trx, tenant.id, priced.lines);
    if (!short) throw error;
    const problem = { kind: 'short' as const, index: short.index, sku: priced.lines[short.index]?.sku ?? '', available: short.available };
    throw new SoldMeanwhile({
      ok: false,
      status: 409,
      code: 'insufficient_stock',
      message: lineProblemMessage(problem),
      field: `items.${short.index}.quantity`,
    });
  }
  const destination = { country: input.shippingAddress.country, region: input.shippingAddress.state };
  const quote = await quoteFor(trx, tenant, priced.lines, input.discountCode, destination);
  const id = randomId('ord');
  const created = nowIso(now);
  const billing = input.billingAddress ?? input.shippingAddress;
  const customer = {
    email: input.customerInfo.email,
    firstName: input.customerInfo.firstName ?? input.shippingAddress.firstName,
    lastName: input.customerInfo.lastName ?? input.shippingAddress.lastName,
    ...((input.customerInfo.phone ?? input.shippingAddress.phone)
      ? { phone: input.customerInfo.phone ?? input.shippingAddress.phone }
      : {}),
  };
  await trx
    .insertInto('orders')
    .values({
      tenant_id: tenant.id,
      id,
      number: await nextOrderNumber(trx, tenant),
      session_hash: sessionHash,
      status: 'new',
      payment_status: 'unpaid',
      payment_method: input.paymentMethod,
      payment_gateway: input.paymentGateway,
      email: input.customerInfo.email.toLowerCase(),
      customer: JSON.stringify(customer),
      shipping_address: JSON.stringify(input.shippingAddress),
      billing_address: JSON.stringify(billing),
      subtotal_cents: quote.subtotal,
      shipping_cents: quote.shipping,
      tax_cents: quote.tax,
      tax_included: quote.taxIncluded ? 1 : 0,
      discount_cents: quote.discount,
      discount_code: quote.discountCode ?? null,
      total_cents: quote.total,
      currency: quote.currency,
      language: messageLanguage(input.language),
      created_at: created,
      updated_at: created,
    })
    .execute();
  await trx
    .insertInto('order_items')
    .values(
      priced.lines.map((line, index) => ({
        tenant_id: tenant.id,
        order_id: id,
        line: index + 1,
        product_id: line.productId,
        sku: line.sku,
        variation_sku: line.variationSku,
        name: line.name,
        quantity: line.quantity,
        price_cents: line.price,
        image: line.image ?? null,
        attributes: JSON.stringify(line.attributes),
      })),
    )
    .execute();
  const order = await getOrder(trx, tenant.id, id);
  if (!order) throw new Error(`Order ${id} vanished inside its own transaction`);
  return { ok: true, order };
}
