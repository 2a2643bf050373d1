import type { Db } from '../db.ts';
import { amountDueCents, mealTypeOf } from '../../../shared/booking/rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../../shared/pricing/totals.ts';
import { policyOfReservation } from '../domain/booking-policy.ts';
import { commerceSettings } from '../domain/commerce-settings.ts';
import { parseJson } from '../domain/ids.ts';
import { refundTotals } from '../domain/refunded.ts';
import { getReservation } from '../domain/reservations.ts';
import type { EventInput, EventType } from './events.ts';
import { prepared } from '../statements.ts';

/**
 * What a priced booking asks to be paid, or what was paid for it: the same amount the server charges
 * (`reservationAmountDue`: the fixed deposit, or the price with its tax).
 */
export interface BookingPayment {
  /** What is due, or was paid, in minor units. */
  amountCents: number;
  /** True when `amountCents` is the configuration's deposit, not the whole price. */
  deposit: boolean;
  /** The whole price with its tax. */
  totalCents: number;
  /** The tax in `totalCents`: added to the price (the booking's 8.25 %), or the VAT inside it (`taxIncluded`). */
  taxCents: number;
  taxIncluded: boolean;
  /** What the tenant calls its tax ('VAT', 'Sales tax'). */
  taxLabel: string;
}

/**
 * Money given back, the way it was paid: to the card or wallet, onto the gift card or account
 * balance, or in person by staff (paid offline). On `booking.cancelled`: what the cancel route refunds
 * right after the cancellation commits (`refundReservationPayment`), everything not refunded before.
 * On `booking.refunded` and `order.refunded`: this refund, with what has been refunded in all
 * (`refundedCents`, this one included) of what was paid (`paidCents`).
 */
export interface BookingRefund {
  amountCents: number;
  currency: string;
  to: 'original' | 'gift_card' | 'account_balance' | 'in_person';
  refundedCents?: number;
  paidCents?: number;
}

/** What a booking message and webhook carry: the booking as it is at the time of the event. */
export interface BookingData {
  kind: 'booking';
  reservationId: string;
  code: string;
  status: string;
  serviceName: string;
  /** The restaurant meal type's name when the booking has one. */
  mealTypeName?: string | null;
  locationName: string;
  locationAddress: string;
  attendantName: string | null;
  /** UTC instants; messages show them in `timeZone`. */
  startUtc: string;
  endUtc: string;
  timeZone: string;
  partySize: number;
  customerName: string;
  priceCents: number;
  currency: string;
  paid: boolean;
  /** What is due or was paid; null when the booking is free. Absent from events recorded before it existed. */
  payment?: BookingPayment | null;
  /** `booking.cancelled` of a paid booking: what is refunded; else null. */
  refund?: BookingRefund | null;
  /** While a priced booking waits for payment: when its hold ends and it is released (UTC); else null. */
  payBy: string | null;
  tenantName: string;
}

/** What an order message and webhook carry. */
export interface OrderData {
  kind: 'order';
  orderId: string;
  number: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  /** Offline-payment instructions while the payment is pending. */
  paymentInstructions: string | null;
  customerName: string;
  items: { name: string; quantity: number; priceCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  /** Added to the total, or (`taxIncluded`) the VAT already inside the prices and the total. */
  taxCents: number;
  /** True when the prices include the tax (VAT): the total does not add `taxCents` again. */
  taxIncluded: boolean;
  /** What the tenant calls its tax ('VAT', 'Sales tax'). */
  taxLabel: string;
  discountCents: number;
  totalCents: number;
  currency: string;
  /** `order.refunded`: the refund (see BookingRefund); absent otherwise. */
  refund?: BookingRefund | null;
  tenantName: string;
}

/** What a queue message and webhook carry. */
export interface QueueData {
  kind: 'queue';
  entryId: string;
  status: string;
  customerName: string;
  partySize: number;
  locationName: string;
  serviceName: string | null;
  joinedAt: string;
  timeZone: string;
  tenantName: string;
}

/** Any event's data. */
export type LifecycleData = BookingData | OrderData | QueueData;

const tenantName = (db: Db, tenantId: string) => (prepared(db, 'SELECT name FROM tenants WHERE id = ?', 'pluck').get(tenantId) as string | undefined) ?? '';

/** The reservation's payment that holds the customer's money (its successful one), if any. */
function heldPayment(db: Db, tenantId: string, reservationId: string): { provider: string; amountCents: number; currency: string } | undefined {
  return prepared(
      db,
      `SELECT provider, amount_cents AS amountCents, currency FROM payments
       WHERE tenant_id = ? AND target_type = 'reservation' AND target_id = ? AND status = 'succeeded'`,
    )
    .get(tenantId, reservationId) as { provider: string; amountCents: number; currency: string } | undefined;
}

/** What a booking asks to be paid (what `reservationAmountDue` charges), or what its payment took. */
function bookingPayment(db: Db, tenantId: string, reservationId: string): BookingPayment | null {
  const reservation = getReservation(db, tenantId, reservationId);
  if (!reservation || !reservation.price || reservation.price <= 0) return null;
  const totals = reservationPaymentTotals(reservation.price, reservationTaxRule(reservation));
  const due = amountDueCents(totals.total, reservation.depositCents);
  const taken = heldPayment(db, tenantId, reservationId)?.amountCents;
  return {
    amountCents: taken ?? due,
    deposit: due < totals.total,
    totalCents: totals.total,
    taxCents: totals.tax,
    taxIncluded: totals.taxIncluded,
    taxLabel: commerceSettings(db, tenantId).taxLabel,
  };
}

const REFUND_TO: Record<string, BookingRefund['to']> = { gift_card: 'gift_card', account_balance: 'account_balance', offline: 'in_person' };

/** Where a refund of a payment made with `provider` goes. */
export function refundDestination(provider: string): BookingRefund['to'] {
  return REFUND_TO[provider] ?? 'original';
}

/** What cancelling gives back: what the successful payment took less what staff refunded before, if anything is left. */
function bookingRefund(db: Db, tenantId: string, reservationId: string): BookingRefund | null {
  const payment = heldPayment(db, tenantId, reservationId);
  const left = payment ? refundTotals(db, tenantId, { type: 'reservation', id: reservationId }).refundable : 0;
  if (!payment || left <= 0) return null;
  return { amountCents: left, currency: payment.currency, to: refundDestination(payment.provider) };
}

/** The event input for a booking event: its snapshot, the customer's address and language. Undefined when the booking is unknown. */
export function bookingEvent(db: Db, tenantId: string, reservationId: string, type: EventType, id?: string): EventInput | undefined {
  const row = prepared(
      db,
      `SELECT r.id, r.confirmation_code AS code, r.status, s.name AS serviceName, l.name AS locationName,
        trim(l.address || ', ' || l.city, ', ') AS locationAddress, a.name AS attendantName, r.start_utc AS startUtc, r.end_utc AS endUtc,
        l.time_zone AS timeZone, r.party_size AS partySize, r.customer_name AS customerName, r.price_cents AS priceCents, r.currency,
        r.paid_at IS NOT NULL AS paid, r.customer_email AS email, r.language, r.location_id AS locationId, r.service_id AS serviceId,
        r.created_at AS createdAt, r.meal_type AS mealType
      FROM reservations r
      JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id
      JOIN services s ON s.tenant_id = r.tenant_id AND s.id = r.service_id
      LEFT JOIN attendants a ON a.tenant_id = r.tenant_id AND a.id = r.attendant_id
      WHERE r.tenant_id = ? AND r.id = ?`,
    )
    .get(tenantId, reservationId) as
    | (Omit<BookingData, 'kind' | 'reservationId' | 'tenantName' | 'paid' | 'payBy'> & {
        id: string;
        paid: number;
        email: string;
        language: string;
        locationId: string;
        serviceId: string;
        createdAt: string;
        mealType: string | null;
      })
    | undefined;
  if (!row) return undefined;
  const { id: rowId, email, language, paid, locationId, serviceId, createdAt, mealType, ...fields } = row;
  const policy = policyOfReservation(db, tenantId, { locationId, serviceId });
  const held = fields.status === 'pending' && paid !== 1 && fields.priceCents > 0;
  const payBy = held ? new Date(Date.parse(createdAt) + policy.paymentHoldMinutes * 60_000).toISOString() : null;
  const mealTypeName = mealType ? (mealTypeOf(policy, mealType)?.name ?? mealType) : null;
  const data: BookingData = {
    kind: 'booking',
    reservationId: rowId,
    ...fields,
    mealTypeName,
    paid: paid === 1,
    payment: bookingPayment(db, tenantId, rowId),
    refund: type === 'booking.cancelled' ? bookingRefund(db, tenantId, rowId) : null,
    payBy,
    tenantName: tenantName(db, tenantId),
  };
  return { type, subjectId: rowId, email, language, data: { ...data }, ...(id ? { id } : {}) };
}

/** The event input for an order event. Undefined when the order is unknown. */
export function orderEvent(db: Db, tenantId: string, orderId: string, type: EventType, id?: string): EventInput | undefined {
  const row = prepared(
      db,
      `SELECT id, number, status, payment_status AS paymentStatus, payment_method AS paymentMethod, payment_instructions AS paymentInstructions,
        customer, subtotal_cents AS subtotalCents, shipping_cents AS shippingCents, tax_cents AS taxCents, tax_included AS taxIncluded,
        discount_cents AS discountCents, total_cents AS totalCents, currency, email, language
      FROM orders WHERE tenant_id = ? AND id = ?`,
    )
    .get(tenantId, orderId) as
    | (Omit<OrderData, 'kind' | 'orderId' | 'tenantName' | 'items' | 'customerName' | 'taxIncluded' | 'taxLabel'> & {
        id: string;
        customer: string;
        email: string;
        language: string;
        taxIncluded: number;
      })
    | undefined;
  if (!row) return undefined;
  const items = prepared(db, 'SELECT name, quantity, price_cents AS priceCents FROM order_items WHERE tenant_id = ? AND order_id = ? ORDER BY line')
    .all(tenantId, orderId) as OrderData['items'];
  const { id: rowId, customer, email, language, taxIncluded, ...fields } = row;
  const person = parseJson<{ firstName?: string; lastName?: string; name?: string }>(customer, {});
  const customerName = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');
  const data: OrderData = {
    kind: 'order',
    orderId: rowId,
    ...fields,
    taxIncluded: taxIncluded === 1,
    taxLabel: commerceSettings(db, tenantId).taxLabel,
    customerName,
    items,
    tenantName: tenantName(db, tenantId),
  };
  return { type, subjectId: rowId, email, language, data: { ...data }, ...(id ? { id } : {}) };
}

/** The event input for a queue event. Undefined when the entry is unknown. */
export function queueEvent(db: Db, tenantId: string, entryId: string, type: EventType, id?: string): EventInput | undefined {
  const row = prepared(
      db,
      `SELECT q.id, q.status, q.customer_name AS customerName, q.party_size AS partySize, l.name AS locationName, s.name AS serviceName,
        q.joined_at AS joinedAt, l.time_zone AS timeZone, q.customer_email AS email, q.language
      FROM queue_entries q
      JOIN locations l ON l.tenant_id = q.tenant_id AND l.id = q.location_id
      LEFT JOIN services s ON s.tenant_id = q.tenant_id AND s.id = q.service_id
      WHERE q.tenant_id = ? AND q.id = ?`,
    )
    .get(tenantId, entryId) as (Omit<QueueData, 'kind' | 'entryId' | 'tenantName'> & { id: string; email: string; language: string }) | undefined;
  if (!row) return undefined;
  const { id: rowId, email, language, ...fields } = row;
  const data: QueueData = { kind: 'queue', entryId: rowId, ...fields, tenantName: tenantName(db, tenantId) };
  return { type, subjectId: rowId, email, language, data: { ...data }, ...(id ? { id } : {}) };
}
