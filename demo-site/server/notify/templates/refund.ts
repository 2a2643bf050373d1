import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { BookingData, BookingRefund, OrderData } from '../../lifecycle/snapshots.ts';
import { formatDate, formatDateTime, formatMoney } from '../format.ts';
import { fill } from './booking.ts';
import { layoutMessage, type Brand, type RenderedMessage } from './layout.ts';

/** The refund events that have a message. */
export type RefundMessageType = 'order.refunded' | 'booking.refunded';

const TEXT = {
  en: {
    subject: { 'order.refunded': 'Refund for order {number}', 'booking.refunded': 'Refund for your booking: {service}, {date}' },
    heading: 'Your refund is on its way',
    intro: {
      'order.refunded': 'Hello {name}, {tenant} has refunded {amount} for order {number}.',
      'booking.refunded': 'Hello {name}, {tenant} has refunded {amount} for your booking.',
    },
    where: {
      original: 'It goes back to your original payment method. It can take 5–10 business days to appear on your statement.',
      gift_card: 'It is back on your gift card now, ready to use.',
      account_balance: 'It is back in your account balance now, ready to use.',
      in_person: 'You paid offline, so {tenant} will return it to you the same way you paid.',
    },
    refunded: 'Refunded now',
    inAll: 'Refunded in all',
    ofPaid: '{refunded} of {paid}',
    order: 'Order',
    what: 'What',
    when: 'When',
    code: 'Confirmation code',
    viewOrder: 'View your order',
    manage: 'Manage your booking',
    reason: {
      'order.refunded': 'You receive this e-mail because you placed an order with {tenant}.',
      'booking.refunded': 'You receive this e-mail because you made a booking with {tenant}.',
    },
  },
  es: {
    subject: { 'order.refunded': 'Reembolso del pedido {number}', 'booking.refunded': 'Reembolso de tu reserva: {service}, {date}' },
    heading: 'Tu reembolso está en camino',
    intro: {
      'order.refunded': 'Hola {name}, {tenant} te ha reembolsado {amount} del pedido {number}.',
      'booking.refunded': 'Hola {name}, {tenant} te ha reembolsado {amount} de tu reserva.',
    },
    where: {
      original: 'Se devuelve a tu método de pago original. Puede tardar entre 5 y 10 días hábiles en aparecer en tu extracto.',
      gift_card: 'Ya está de vuelta en tu tarjeta regalo, lista para usar.',
      account_balance: 'Ya está de vuelta en el saldo de tu cuenta, listo para usar.',
      in_person: 'Pagaste fuera de línea, así que {tenant} te lo devolverá por el mismo medio con el que pagaste.',
    },
    refunded: 'Reembolsado ahora',
    inAll: 'Reembolsado en total',
    ofPaid: '{refunded} de {paid}',
    order: 'Pedido',
    what: 'Servicio',
    when: 'Cuándo',
    code: 'Código de confirmación',
    viewOrder: 'Ver tu pedido',
    manage: 'Gestionar tu reserva',
    reason: {
      'order.refunded': 'Recibes este correo porque hiciste un pedido en {tenant}.',
      'booking.refunded': 'Recibes este correo porque hiciste una reserva con {tenant}.',
    },
  },
} as const;

/** What a refund message needs besides the snapshot: the tenant's look, the language and the one link (the order, or the booking's manage link). */
export interface RefundContext {
  brand: Brand;
  language: MessageLanguage;
  url: string;
}

/**
 * The e-mail of a refund (`order.refunded`, `booking.refunded`) in the customer's language: how much
 * was refunded, where it goes (the original payment method, with how long it takes; the gift card
 * or balance; or returned in person when paid offline), and, after part refunds, how much in all of
 * what was paid.
 */
export function refundMessage(type: RefundMessageType, data: OrderData | BookingData, ctx: RefundContext): RenderedMessage {
  const t = TEXT[ctx.language];
  const refund: BookingRefund = data.refund ?? { amountCents: 0, currency: data.currency, to: 'original' };
  const money = (minor: number) => formatMoney(minor, refund.currency, ctx.language, ctx.brand.locale);
  const tenant = data.tenantName || ctx.brand.name;
  const values = {
    name: data.customerName,
    tenant,
    amount: money(refund.amountCents),
    number: data.kind === 'order' ? data.number : '',
    service: data.kind === 'booking' ? data.serviceName : '',
    date: data.kind === 'booking' ? formatDate(data.startUtc, data.timeZone, ctx.language, ctx.brand.locale) : '',
  };
  const details: [string, string][] =
    data.kind === 'order'
      ? [[t.order, data.number]]
      : [
          [t.what, data.serviceName],
          [t.when, formatDateTime(data.startUtc, data.timeZone, ctx.language, ctx.brand.locale)],
          [t.code, data.code],
        ];
  const refunded = refund.refundedCents ?? refund.amountCents;
  const paid = refund.paidCents ?? refunded;
  const inAll: [string, string][] =
    refunded !== refund.amountCents || refunded < paid ? [[t.inAll, fill(t.ofPaid, { refunded: money(refunded), paid: money(paid) })]] : [];
  return layoutMessage(ctx.brand, ctx.language, {
    subject: fill(t.subject[type], values),
    heading: t.heading,
    intro: [fill(t.intro[type], values), fill(t.where[refund.to] ?? t.where.original, values)],
    rows: [...details, [t.refunded, values.amount], ...inAll],
    action: { label: data.kind === 'order' ? t.viewOrder : t.manage, url: ctx.url },
    reason: fill(t.reason[type], values),
  });
}
