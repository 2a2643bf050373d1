import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { StaffAlertData, StaffAlertType } from '../../lifecycle/staff-alerts.ts';
import { formatMoney } from '../format.ts';
import { fill } from './booking.ts';
import { layoutMessage, type Brand, type RenderedMessage } from './layout.ts';

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal' };

const TEXT = {
  en: {
    what: { order: 'order {label}', booking: 'booking {label}' },
    subject: { 'refund.failed': 'Refund failed: {what}', 'payment.late': 'Payment after cancellation: {what}' },
    heading: { 'refund.failed': 'A refund did not go through', 'payment.late': 'A payment arrived after cancellation' },
    intro: {
      'refund.failed': '{provider} could not refund {amount} for {what}. Its reason: {reason}',
      'payment.late': '{provider} took a payment of {amount} for {what} after it was cancelled.',
    },
    next: {
      'refund.failed':
        'The money has not gone back to the customer, so the page shows it as paid again. Refund it again from Orders, or return the money another way and tell the customer.',
      'payment.late':
        'It is being refunded automatically to the card or wallet it was paid with, and nothing has been reinstated. Check Orders to see the refund.',
    },
    provider: 'The payment provider',
    noReason: 'none given.',
    amount: 'Amount',
    open: 'Open Orders',
    reason: 'You receive this e-mail because you are staff of {tenant}.',
  },
  es: {
    what: { order: 'pedido {label}', booking: 'reserva {label}' },
    subject: { 'refund.failed': 'Reembolso fallido: {what}', 'payment.late': 'Pago tras la cancelación: {what}' },
    heading: { 'refund.failed': 'Un reembolso no se completó', 'payment.late': 'Llegó un pago tras la cancelación' },
    intro: {
      'refund.failed': '{provider} no pudo reembolsar {amount} de {what}. Su motivo: {reason}',
      'payment.late': '{provider} cobró un pago de {amount} de {what} después de que se cancelara.',
    },
    next: {
      'refund.failed':
        'El dinero no ha vuelto al cliente, así que la página lo muestra de nuevo como pagado. Reembólsalo otra vez desde Pedidos, o devuelve el dinero de otro modo y avisa al cliente.',
      'payment.late':
        'Se está reembolsando automáticamente a la tarjeta o cartera con la que se pagó, y no se ha reactivado nada. Consulta Pedidos para ver el reembolso.',
    },
    provider: 'El proveedor de pagos',
    noReason: 'no lo indicó.',
    amount: 'Importe',
    open: 'Abrir Pedidos',
    reason: 'Recibes este correo porque formas parte del personal de {tenant}.',
  },
} as const;

/** What a staff alert needs besides its data: the tenant's look, the language, and the staff orders page. */
export interface StaffAlertContext {
  brand: Brand;
  language: MessageLanguage;
  url: string;
}

/**
 * The e-mail of a staff alert (`refund.failed`, `payment.late`): which order or booking, how much,
 * the provider and, for a failed refund, its reason; what it means and what to do, with a link to
 * the staff orders page.
 */
export function staffAlertMessage(type: StaffAlertType, data: StaffAlertData, ctx: StaffAlertContext): RenderedMessage {
  const t = TEXT[ctx.language];
  const amount = formatMoney(data.amountCents, data.currency, ctx.language, ctx.brand.locale);
  const values = {
    what: fill(t.what[data.target], { label: data.label }),
    provider: PROVIDERS[data.provider] ?? t.provider,
    amount,
    reason: data.reason?.trim() || t.noReason,
    tenant: data.tenantName || ctx.brand.name,
  };
  return layoutMessage(ctx.brand, ctx.language, {
    subject: fill(t.subject[type], values),
    heading: t.heading[type],
    intro: [fill(t.intro[type], values), t.next[type]],
    rows: [[t.amount, amount]],
    action: { label: t.open, url: ctx.url },
    reason: fill(t.reason, values),
  });
}
