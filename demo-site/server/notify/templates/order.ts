import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { OrderData } from '../../lifecycle/snapshots.ts';
import { formatMoney } from '../format.ts';
import { fill } from './booking.ts';
import { layoutMessage, type Brand, type RenderedMessage } from './layout.ts';

/** The order events that have a message. */
export type OrderMessageType = 'order.received' | 'order.paid' | 'order.expired' | 'order.cancelled';

const TEXT = {
  en: {
    subject: {
      'order.received': 'Order {number} received',
      'order.paid': 'Payment received for order {number}',
      'order.expired': 'Order {number} cancelled: not paid in time',
      'order.cancelled': 'Order {number} cancelled',
    },
    heading: {
      'order.received': 'Thank you for your order',
      'order.paid': 'Payment received',
      'order.expired': 'Your order was cancelled',
      'order.cancelled': 'Your order was cancelled',
    },
    intro: {
      'order.received': 'Hello {name}, {tenant} has received your order {number}.',
      'order.paid': 'Hello {name}, we have received your payment of {total} for order {number}. Thank you.',
      'order.expired': 'Hello {name}, we did not receive the payment for order {number} in time, so it was cancelled and the items were released. Nothing was charged.',
      'order.cancelled': 'Hello {name}, order {number} has been cancelled as asked. Nothing was charged, so there is nothing to pay.',
    },
    pending: 'We will send your order as soon as your payment arrives.',
    howToPay: 'How to pay',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: 'Tax',
    taxIncluded: 'Includes {label}',
    discount: 'Discount',
    total: 'Total',
    view: 'View your order',
    review: 'Tell other shoppers what you think',
    reviewItem: 'Review {name}',
    reason: 'You receive this e-mail because you placed an order with {tenant}.',
  },
  es: {
    subject: {
      'order.received': 'Pedido {number} recibido',
      'order.paid': 'Pago recibido del pedido {number}',
      'order.expired': 'Pedido {number} cancelado: no se pagó a tiempo',
      'order.cancelled': 'Pedido {number} cancelado',
    },
    heading: {
      'order.received': 'Gracias por tu pedido',
      'order.paid': 'Pago recibido',
      'order.expired': 'Tu pedido se ha cancelado',
      'order.cancelled': 'Tu pedido se ha cancelado',
    },
    intro: {
      'order.received': 'Hola {name}, {tenant} ha recibido tu pedido {number}.',
      'order.paid': 'Hola {name}, hemos recibido tu pago de {total} del pedido {number}. Gracias.',
      'order.expired': 'Hola {name}, no recibimos el pago del pedido {number} a tiempo, así que se ha cancelado y los artículos se han liberado. No se ha cobrado nada.',
      'order.cancelled': 'Hola {name}, el pedido {number} se ha cancelado como pediste. No se ha cobrado nada, así que no tienes que pagar.',
    },
    pending: 'Enviaremos tu pedido en cuanto recibamos el pago.',
    howToPay: 'Cómo pagar',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    tax: 'Impuestos',
    taxIncluded: 'IVA incluido',
    discount: 'Descuento',
    total: 'Total',
    view: 'Ver tu pedido',
    review: 'Cuenta a otros clientes qué te parece',
    reviewItem: 'Opinar sobre {name}',
    reason: 'Recibes este correo porque hiciste un pedido en {tenant}.',
  },
} as const;

/** True while the order waits for an offline payment (bank transfer, cash on pickup). */
function awaitingPayment(data: OrderData): boolean {
  return data.paymentStatus !== 'paid' && Boolean(data.paymentInstructions?.trim());
}

/**
 * An order message (received, with offline-payment instructions while unpaid; paid; expired; cancelled) in the
 * customer's language, with a "View your order" button to `orderUrl` (the order's signed link); the
 * paid message also lists `reviewUrls`, a signed link per product to review it.
 */
export function orderMessage(
  type: OrderMessageType,
  data: OrderData,
  ctx: { brand: Brand; language: MessageLanguage; orderUrl: string; reviewUrls?: { name: string; url: string }[] },
): RenderedMessage {
  const t = TEXT[ctx.language];
  const money = (minor: number) => formatMoney(minor, data.currency, ctx.language, ctx.brand.locale);
  const values = { number: data.number, name: data.customerName, tenant: data.tenantName || ctx.brand.name, total: money(data.totalCents) };
  const items: [string, string][] = data.items.map((item) => [`${item.quantity} × ${item.name}`, money(item.priceCents * item.quantity)]);
  // Tax added is a row of the sum; VAT inside the prices is said after the total, as the checkout words it.
  const taxRow: [string, string] | undefined = data.taxCents ? [data.taxIncluded ? fill(t.taxIncluded, { label: data.taxLabel || 'VAT' }) : t.tax, money(data.taxCents)] : undefined;
  const totals: [string, string][] = [
    [t.subtotal, money(data.subtotalCents)],
    ...(data.discountCents ? [[t.discount, `−${money(data.discountCents)}`] as [string, string]] : []),
    [t.shipping, money(data.shippingCents)],
    ...(taxRow && !data.taxIncluded ? [taxRow] : []),
    [t.total, money(data.totalCents)],
    ...(taxRow && data.taxIncluded ? [taxRow] : []),
  ];
  const instructions = type === 'order.received' && awaitingPayment(data);
  return layoutMessage(ctx.brand, ctx.language, {
    subject: fill(t.subject[type], values),
    heading: t.heading[type],
    intro: [fill(t.intro[type], values), ...(instructions ? [t.pending] : [])],
    rows: type === 'order.expired' || type === 'order.cancelled' ? [] : [...items, ...totals],
    ...(instructions ? { block: { title: t.howToPay, text: data.paymentInstructions ?? '' } } : {}),
    action: { label: t.view, url: ctx.orderUrl },
    ...(type === 'order.paid' && ctx.reviewUrls?.length
      ? { links: { title: t.review, items: ctx.reviewUrls.map((link) => ({ label: fill(t.reviewItem, { name: link.name }), url: link.url })) } }
      : {}),
    reason: fill(t.reason, values),
  });
}
