import { formatDateTime, formatMoney } from '../../../shared/i18n/format.ts';
import type { StaffBookingRow, StaffOrderRow } from '../domain/staff-orders.ts';
import type { RefundTotals } from '../domain/refunded.ts';
import { minorToInput } from '../money-input.ts';
import { html, type SafeHtml } from './html.ts';
import { staffNotice, type StaffNotice } from './staff-notice.ts';
import type { Page } from './types.ts';

/** What the staff orders page shows. */
export interface StaffOrdersView {
  /** The result of the last refund request (after its redirect): said politely, or as an alert when refused. */
  notice?: StaffNotice;
  orders: readonly StaffOrderRow[];
  bookings: readonly StaffBookingRow[];
  /** The tenant's locale and time zone, for amounts and dates. */
  locale: string;
  timeZone: string;
  /** Where a refund form posts (keeps an explicit `?org=`). */
  refundAction: (kind: 'orders' | 'bookings', id: string) => string;
  /** A fresh one-time key for each form, so the same form sent twice refunds once. */
  newKey: () => string;
  /** The links between the staff pages. */
  nav: SafeHtml;
}

const PAYMENT: Record<string, string> = {
  paid: 'Paid',
  unpaid: 'Not paid',
  pending_payment: 'Awaiting payment',
  processing: 'Processing',
  failed: 'Failed',
};

/** The refunded cell: nothing, or how much of what was paid, and what is still on its way to the provider. */
function refundedCell(refunds: RefundTotals, money: (minor: number) => string): SafeHtml | string {
  if (refunds.paid === 0 || refunds.committed === 0) return '';
  const waiting = refunds.committed - refunds.refunded;
  return html`${money(refunds.refunded)} of ${money(refunds.paid)}${waiting > 0 ? html`<br><small>${money(waiting)} waiting for the provider</small>` : ''}`;
}

/** The refund form of one paid order or booking; nothing once everything is refunded. */
function refundForm(
  view: StaffOrdersView,
  kind: 'orders' | 'bookings',
  id: string,
  label: string,
  refunds: RefundTotals,
): SafeHtml | string {
  if (refunds.refundable <= 0 || !refunds.currency) return '';
  const field = `${kind}-${id}`;
  return html`<form class="staff-refund" method="post" action="${view.refundAction(kind, id)}">
<input type="hidden" name="key" value="${view.newKey()}">
<label for="amount-${field}">Amount (${refunds.currency})</label>
<input id="amount-${field}" name="amount" inputmode="decimal" required size="8" value="${minorToInput(refunds.refundable, refunds.currency)}">
<label for="reason-${field}">Reason</label>
<input id="reason-${field}" name="reason" maxlength="500" size="16">
<button type="submit" aria-label="Refund ${label}">Refund</button>
</form>`;
}

function orderRow(view: StaffOrdersView, order: StaffOrderRow): SafeHtml {
  const money = (minor: number) => formatMoney(minor, order.currency, view.locale);
  const status = order.status === 'refunded' ? 'Refunded' : (PAYMENT[order.paymentStatus] ?? order.paymentStatus);
  const placed = formatDateTime(Date.parse(order.createdAt), view.timeZone, view.locale);
  return html`<tr id="order-${order.id}"><th scope="row">${order.number}</th><td><time datetime="${order.createdAt}">${placed}</time></td><td>${order.customerName}<br><small>${order.email}</small></td><td>${money(order.total)}</td><td>${status}</td><td>${refundedCell(order.refunds, money)}</td><td>${refundForm(view, 'orders', order.id, `order ${order.number}`, order.refunds)}</td></tr>`;
}

function bookingRow(view: StaffOrdersView, booking: StaffBookingRow): SafeHtml {
  const money = (minor: number) => formatMoney(minor, booking.refunds.currency ?? 'USD', view.locale);
  const when = formatDateTime(Date.parse(booking.startUtc), booking.timeZone, view.locale);
  return html`<tr id="booking-${booking.id}"><th scope="row">${booking.code}</th><td><time datetime="${booking.startUtc}">${when}</time><br><small>${booking.serviceName}</small></td><td>${booking.customerName}<br><small>${booking.email}</small></td><td>${money(booking.refunds.paid)}</td><td>${booking.status}</td><td>${refundedCell(booking.refunds, money)}</td><td>${refundForm(view, 'bookings', booking.id, `booking ${booking.code}`, booking.refunds)}</td></tr>`;
}

const HEAD = (first: string, when: string, total: string, state: string) =>
  html`<thead><tr><th scope="col">${first}</th><th scope="col">${when}</th><th scope="col">Customer</th><th scope="col">${total}</th><th scope="col">${state}</th><th scope="col">Refunded</th><th scope="col">Refund</th></tr></thead>`;

/**
 * The staff orders page: the tenant's recent orders (number, date, customer, total, payment status,
 * refunded) and its recent paid bookings, each paid one with a refund form (the amount prefilled with
 * what can still be refunded, a reason for staff). Plain forms that work without JavaScript.
 */
export function staffOrdersPage(view: StaffOrdersView): Page {
  const notice = staffNotice(view.notice);
  const orders = view.orders.length
    ? html`<div class="staff-scroll"><table class="staff-table"><caption>Recent orders</caption>${HEAD('Order', 'Placed', 'Total', 'Payment')}<tbody>${view.orders.map((o) => orderRow(view, o))}</tbody></table></div>`
    : html`<p>No orders yet.</p>`;
  const bookings = view.bookings.length
    ? html`<div class="staff-scroll"><table class="staff-table"><caption>Paid bookings</caption>${HEAD('Booking', 'When', 'Paid', 'Status')}<tbody>${view.bookings.map((b) => bookingRow(view, b))}</tbody></table></div>`
    : html`<p>No paid bookings yet.</p>`;
  return {
    title: 'Orders and refunds',
    body: html`${view.nav}
<h1>Orders and refunds</h1>
${notice}
<p>A refund goes back the way the customer paid: to the card or PayPal, onto the gift card or account balance, or, paid offline, recorded for you to return by hand. The customer is e-mailed. The reason stays with staff.</p>
<h2>Orders</h2>
${orders}
<h2>Bookings</h2>
${bookings}`,
  };
}
