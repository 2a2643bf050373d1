import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { BookingData } from '../../lifecycle/snapshots.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { formatDate, formatDateTime, formatMoney } from '../format.ts';
import { buildIcs, type IcsMethod } from '../ics.ts';
import { layoutMessage, type Brand, type MessageContent, type RenderedMessage } from './layout.ts';

/** The booking events that have a message. */
export type BookingMessageType = 'booking.created' | 'booking.paid' | 'booking.changed' | 'booking.cancelled' | 'booking.expired' | 'booking.reminder';

/** What a booking message needs besides the booking: who sends it, links and the invitation's identity. */
export interface BookingContext {
  brand: Brand;
  language: MessageLanguage;
  /** The signed manage link (made at send time). */
  manageUrl: string;
  /** The booking page without a token (to book again). */
  bookUrl: string;
  /** The calendar UID, the event's SEQUENCE and when it was recorded. */
  uid: string;
  sequence: number;
  stamp: Date;
  organizerEmail: string;
  recipient: string;
}

const TEXT = {
  en: {
    subject: {
      'booking.created': 'Booking confirmed: {service}, {date}',
      'booking.paid': 'Booking confirmed: {service}, {date}',
      'booking.changed': 'Booking changed: {service}, {date}',
      'booking.cancelled': 'Booking cancelled: {service}, {date}',
      'booking.expired': 'Booking released: {service}, {date} was not paid in time',
      'booking.reminder': 'Reminder: {service}, {date}',
    },
    heading: {
      'booking.created': 'Your booking is confirmed',
      'booking.paid': 'Your booking is confirmed',
      'booking.changed': 'Your booking has changed',
      'booking.cancelled': 'Your booking is cancelled',
      'booking.expired': 'Your booking was released',
      'booking.reminder': 'See you soon',
    },
    intro: {
      'booking.created': 'Hello {name}, thank you for booking with {tenant}. Here are the details.',
      'booking.paid': 'Hello {name}, we received your payment, so your booking with {tenant} is confirmed.',
      'booking.changed': 'Hello {name}, your booking with {tenant} has changed. These are the new details.',
      'booking.cancelled': 'Hello {name}, your booking with {tenant} is cancelled.',
      'booking.expired': 'Hello {name}, your booking with {tenant} was not paid in time, so we released the time for other guests. Nothing was charged.',
      'booking.reminder': 'Hello {name}, this is a reminder of your booking with {tenant}.',
    },
    what: 'What',
    meal: 'Meal type',
    when: 'When',
    where: 'Where',
    with: 'With',
    guests: 'Guests',
    code: 'Confirmation code',
    price: 'Price',
    deposit: 'Deposit',
    paid: '{amount}, paid',
    due: '{amount}, to pay',
    withTax: '{value} (includes {tax} {label})',
    addedTax: 'tax',
    refund: {
      original: 'We are refunding {amount} to your original payment method. It can take 5–10 business days to appear.',
      gift_card: 'We are returning {amount} to your gift card.',
      account_balance: 'We are returning {amount} to your account balance.',
      in_person: '{tenant} will return {amount} to you the way you paid.',
    },
    manage: 'Manage your booking',
    again: 'Book again',
    invite: 'The calendar invitation is attached.',
    cancelInvite: 'The attached file removes the booking from your calendar.',
    manageHelp: 'Use the button to move or cancel your booking, or give the confirmation code at the desk.',
    reason: 'You receive this e-mail because you made a booking with {tenant}.',
    reserved: {
      subject: 'Booking reserved: pay by {payBy} to keep it',
      heading: 'Pay to confirm your booking',
      intro: 'Hello {name}, {tenant} is holding this time for you until {payBy}. Pay before then to confirm it: unpaid bookings are released for other guests.',
      action: 'Pay now',
    },
  },
  es: {
    subject: {
      'booking.created': 'Reserva confirmada: {service}, {date}',
      'booking.paid': 'Reserva confirmada: {service}, {date}',
      'booking.changed': 'Reserva modificada: {service}, {date}',
      'booking.cancelled': 'Reserva cancelada: {service}, {date}',
      'booking.expired': 'Reserva liberada: {service}, {date} no se pagó a tiempo',
      'booking.reminder': 'Recordatorio: {service}, {date}',
    },
    heading: {
      'booking.created': 'Tu reserva está confirmada',
      'booking.paid': 'Tu reserva está confirmada',
      'booking.changed': 'Tu reserva ha cambiado',
      'booking.cancelled': 'Tu reserva está cancelada',
      'booking.expired': 'Tu reserva se ha liberado',
      'booking.reminder': 'Hasta pronto',
    },
    intro: {
      'booking.created': 'Hola {name}, gracias por reservar con {tenant}. Estos son los detalles.',
      'booking.paid': 'Hola {name}, hemos recibido tu pago, así que tu reserva con {tenant} está confirmada.',
      'booking.changed': 'Hola {name}, tu reserva con {tenant} ha cambiado. Estos son los nuevos detalles.',
      'booking.cancelled': 'Hola {name}, tu reserva con {tenant} está cancelada.',
      'booking.expired': 'Hola {name}, tu reserva con {tenant} no se pagó a tiempo, así que hemos liberado el horario para otros clientes. No se ha cobrado nada.',
      'booking.reminder': 'Hola {name}, te recordamos tu reserva con {tenant}.',
    },
    what: 'Servicio',
    meal: 'Tipo de comida',
    when: 'Cuándo',
    where: 'Dónde',
    with: 'Con',
    guests: 'Personas',
    code: 'Código de confirmación',
    price: 'Precio',
    deposit: 'Depósito',
    paid: '{amount}, pagado',
    due: '{amount}, pendiente de pago',
    withTax: '{value} (incluye {tax} de {label})',
    addedTax: 'impuestos',
    refund: {
      original: 'Te estamos reembolsando {amount} en tu método de pago original. Puede tardar entre 5 y 10 días hábiles en aparecer.',
      gift_card: 'Te estamos devolviendo {amount} a tu tarjeta regalo.',
      account_balance: 'Te estamos devolviendo {amount} al saldo de tu cuenta.',
      in_person: '{tenant} te devolverá {amount} por el mismo medio con el que pagaste.',
    },
    manage: 'Gestionar tu reserva',
    again: 'Reservar de nuevo',
    invite: 'Adjuntamos la invitación para tu calendario.',
    cancelInvite: 'El archivo adjunto elimina la reserva de tu calendario.',
    manageHelp: 'Usa el botón para cambiar o cancelar tu reserva, o da el código de confirmación en el mostrador.',
    reason: 'Recibes este correo porque hiciste una reserva con {tenant}.',
    reserved: {
      subject: 'Reserva apartada: paga antes del {payBy} para mantenerla',
      heading: 'Paga para confirmar tu reserva',
      intro: 'Hola {name}, {tenant} te guarda esta hora hasta el {payBy}. Paga antes para confirmarla: las reservas sin pagar se liberan para otros clientes.',
      action: 'Pagar ahora',
    },
  },
} as const;

/** Fills `{name}` holes. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);
}

function invitation(type: BookingMessageType, data: BookingData, ctx: BookingContext): MailAttachment | undefined {
  const method: IcsMethod | undefined =
    type === 'booking.created' || type === 'booking.paid' || type === 'booking.changed' ? 'REQUEST' : type === 'booking.cancelled' || type === 'booking.expired' ? 'CANCEL' : undefined;
  if (!method) return undefined;
  const content = buildIcs({
    method,
    uid: ctx.uid,
    sequence: ctx.sequence,
    stamp: ctx.stamp,
    startUtc: data.startUtc,
    endUtc: data.endUtc,
    summary: `${data.serviceName} · ${data.tenantName || ctx.brand.name}`,
    location: [data.locationName, data.locationAddress].filter(Boolean).join(', '),
    description: method === 'REQUEST' ? `${TEXT[ctx.language].code}: ${data.code}\n${TEXT[ctx.language].manage}: ${ctx.manageUrl}` : `${TEXT[ctx.language].code}: ${data.code}`,
    ...(method === 'REQUEST' ? { url: ctx.manageUrl } : {}),
    organizer: { name: ctx.brand.name, email: ctx.organizerEmail },
    attendee: { name: data.customerName, email: ctx.recipient },
  });
  return { filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/**
 * The price row: what is due or was paid (the deposit, or the price with its tax, saying the tax it
 * includes). Events recorded before the snapshot carried `payment` show the service price.
 */
function priceRow(data: BookingData, ctx: BookingContext): [string, string] | undefined {
  const t = TEXT[ctx.language];
  const money = (minor: number) => formatMoney(minor, data.currency, ctx.language, ctx.brand.locale);
  const state = data.paid ? t.paid : t.due;
  if (data.payment === undefined) return data.priceCents > 0 ? [t.price, fill(state, { amount: money(data.priceCents) })] : undefined;
  const payment = data.payment;
  if (!payment || payment.amountCents <= 0) return undefined;
  const value = fill(state, { amount: money(payment.amountCents) });
  if (payment.deposit) return [t.deposit, value];
  if (payment.taxCents <= 0) return [t.price, value];
  // Spanish names an included tax as the checkout does (IVA); English uses the tenant's own word for it.
  const label = payment.taxIncluded ? (ctx.language === 'es' ? 'IVA' : payment.taxLabel || 'VAT') : t.addedTax;
  return [t.price, fill(t.withTax, { value, tax: money(payment.taxCents), label })];
}

/** The cancelled message's refund sentence, when cancelling gives money back. */
function refundSentence(data: BookingData, ctx: BookingContext, tenant: string): string[] {
  const refund = data.refund;
  if (!refund || refund.amountCents <= 0) return [];
  const amount = formatMoney(refund.amountCents, refund.currency, ctx.language, ctx.brand.locale);
  return [fill(TEXT[ctx.language].refund[refund.to] ?? TEXT[ctx.language].refund.original, { amount, tenant })];
}

/**
 * A booking message (confirmed, paid, changed, cancelled, released unpaid, reminder) in the customer's
 * language, with its `.ics`. A new booking that waits for payment says it is only held, and until when;
 * a cancelled one that was paid says what is refunded, and where.
 */
export function bookingMessage(type: BookingMessageType, data: BookingData, ctx: BookingContext): RenderedMessage {
  const t = TEXT[ctx.language];
  const tenant = data.tenantName || ctx.brand.name;
  const payBy = data.payBy ? formatDateTime(data.payBy, data.timeZone, ctx.language, ctx.brand.locale) : '';
  const values = { service: data.serviceName, date: formatDate(data.startUtc, data.timeZone, ctx.language, ctx.brand.locale), name: data.customerName, tenant, payBy };
  const held = type === 'booking.created' && Boolean(data.payBy);
  const live = type === 'booking.created' || type === 'booking.paid' || type === 'booking.changed' || type === 'booking.reminder';
  // A cancelled or released booking has nothing left to pay; a cancellation says its refund instead.
  const price = type === 'booking.cancelled' || type === 'booking.expired' ? undefined : priceRow(data, ctx);
  const rows: [string, string][] = [
    [t.what, data.serviceName],
    ...(data.mealTypeName ? [[t.meal, data.mealTypeName] as [string, string]] : []),
    [t.when, formatDateTime(data.startUtc, data.timeZone, ctx.language, ctx.brand.locale)],
    [t.where, [data.locationName, data.locationAddress].filter(Boolean).join(', ')],
    ...(data.attendantName ? [[t.with, data.attendantName] as [string, string]] : []),
    ...(data.partySize > 1 ? [[t.guests, String(data.partySize)] as [string, string]] : []),
    [t.code, data.code],
    ...(price ? [price] : []),
  ];
  const attachment = invitation(type, data, ctx);
  const content: MessageContent = {
    subject: fill(held ? t.reserved.subject : t.subject[type], values),
    heading: held ? t.reserved.heading : t.heading[type],
    intro: [fill(held ? t.reserved.intro : t.intro[type], values), ...(type === 'booking.cancelled' ? refundSentence(data, ctx, tenant) : [])],
    rows,
    action: held ? { label: t.reserved.action, url: ctx.manageUrl } : live ? { label: t.manage, url: ctx.manageUrl } : { label: t.again, url: ctx.bookUrl },
    outro: [...(live ? [t.manageHelp] : []), ...(attachment ? [attachment.filename === 'cancel.ics' ? t.cancelInvite : t.invite] : [])],
    reason: fill(t.reason, values),
    attachments: attachment ? [attachment] : [],
  };
  return layoutMessage(ctx.brand, ctx.language, content);
}
