import { compiledQuery } from '../compiled-query.ts';
import type { Data } from '../database.ts';
import { amountDueCents, mealTypeOf, type BookingRules } from '../../../shared/booking/rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../../shared/pricing/totals.ts';
import { policyOfReservation } from '../domain/booking-policy.ts';
import { commerceSettings } from '../domain/commerce-settings.ts';
import { parseJson } from '../domain/ids.ts';
import { refundTotals } from '../domain/refunded.ts';
import { getReservation } from '../domain/reservations.ts';
import type { EventInput, EventType } from './events.ts';
import { reservationsWithPlaces } from '../domain/reservation-places.ts';

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

async function tenantName(data: Data, tenantId: string): Promise<string> {
  const [row] = await nameOfTenant(data, { tenantId });
  return row?.name ?? '';
}

const nameOfTenant = compiledQuery((data: Data, args: { tenantId: string }) =>
  data.selectFrom('tenants').select('name').where('id', '=', args.tenantId),
);

/** The reservation's payment that holds the customer's money (its successful one), if any. */
async function heldPayment(
  data: Data,
  tenantId: string,
  reservationId: string,
): Promise<{ provider: string; amountCents: number; currency: string } | undefined> {
  return data
    .selectFrom('payments')
    .select(['provider', 'amount_cents as amountCents', 'currency'])
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', 'reservation')
    .where('target_id', '=', reservationId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
}

/**
 * What a booking asks to be paid (what `reservationAmountDue` charges), or what its payment took;
 * null for a free booking (`priceCents`, the stored price, 0), which is then not read again.
 */
async function bookingPayment(data: Data, tenantId: string, reservationId: string, priceCents: number): Promise<BookingPayment | null> {
  if (priceCents <= 0) return null;
  const reservation = await getReservation(data, tenantId, reservationId);
  if (!reservation || !reservation.price || reservation.price <= 0) return null;
  const totals = reservationPaymentTotals(reservation.price, reservationTaxRule(reservation));
  const due = amountDueCents(totals.total, reservation.depositCents);
  const taken = (await heldPayment(data, tenantId, reservationId))?.amountCents;
  return {
    amountCents: taken ?? due,
    deposit: due < totals.total,
    totalCents: totals.total,
    taxCents: totals.tax,
    taxIncluded: totals.taxIncluded,
    taxLabel: (await commerceSettings(data, tenantId)).taxLabel,
  };
}

const REFUND_TO: Record<string, BookingRefund['to']> = { gift_card: 'gift_card', account_balance: 'account_balance', offline: 'in_person' };

/** Where a refund of a payment made with `provider` goes. */
export function refundDestination(provider: string): BookingRefund['to'] {
  return REFUND_TO[provider] ?? 'original';
}

/** What cancelling gives back: what the successful payment took less what staff refunded before, if anything is left. */
async function bookingRefund(data: Data, tenantId: string, reservationId: string): Promise<BookingRefund | null> {
  const payment = await heldPayment(data, tenantId, reservationId);
  if (!payment) return null;
  const left = (await refundTotals(data, tenantId, { type: 'reservation', id: reservationId })).refundable;
  if (left <= 0) return null;
  return { amountCents: left, currency: payment.currency, to: refundDestination(payment.provider) };
}

/** `address, city` without a comma at either end when one of them is empty (SQL's `trim(…, ', ')`). */
function addressLine(address: string, city: string): string {
  return `${address}, ${city}`.replace(/^[, ]+|[, ]+$/g, '');
}

/** A booking with its service, location and attendant names, as its events show it; compiled once. */
const bookingRow = compiledQuery((data: Data, args: { tenantId: string; reservationId: string }) =>
  reservationsWithPlaces(data)
    .select([
      'r.id',
      'r.confirmation_code as code',
      'r.status',
      's.name as serviceName',
      'l.name as locationName',
      'l.address',
      'l.city',
      'a.name as attendantName',
      'r.start_utc as startUtc',
      'r.end_utc as endUtc',
      'l.time_zone as timeZone',
      'r.party_size as partySize',
      'r.customer_name as customerName',
      'r.price_cents as priceCents',
      'r.currency',
      'r.paid_at as paidAt',
      'r.customer_email as email',
      'r.language',
      'r.location_id as locationId',
      'r.service_id as serviceId',
      'r.created_at as createdAt',
      'r.meal_type as mealType',
    ])
    .where('r.tenant_id', '=', args.tenantId)
    .where('r.id', '=', args.reservationId),
);

/**
 * The event input for a booking event: its snapshot, the customer's address and language. Undefined
 * when the booking is unknown. `policy`, when the caller has just read the booking's policy in the same
 * transaction (its service at its location), is used instead of reading it again.
 */
export async function bookingEvent(
  data: Data,
  tenantId: string,
  reservationId: string,
  type: EventType,
  id?: string,
  policy?: BookingRules,
): Promise<EventInput | undefined> {
  const [row] = await bookingRow(data, { tenantId, reservationId });
  if (!row) return undefined;
  const { id: rowId, email, language, paidAt, locationId, serviceId, createdAt, mealType, address, city, ...fields } = row;
  const paid = paidAt !== null;
  const rules = policy ?? (await policyOfReservation(data, tenantId, { locationId, serviceId }));
  const held = fields.status === 'pending' && !paid && fields.priceCents > 0;
  const payBy = held ? new Date(Date.parse(createdAt) + rules.paymentHoldMinutes * 60_000).toISOString() : null;
  const mealTypeName = mealType ? (mealTypeOf(rules, mealType)?.name ?? mealType) : null;
  const bookingData: BookingData = {
    kind: 'booking',
    reservationId: rowId,
    ...fields,
    locationAddress: addressLine(address, city),
    mealTypeName,
    paid,
    payment: await bookingPayment(data, tenantId, rowId, fields.priceCents),
    refund: type === 'booking.cancelled' ? await bookingRefund(data, tenantId, rowId) : null,
    payBy,
    tenantName: await tenantName(data, tenantId),
  };
  return { type, subjectId: rowId, email, language, data: { ...bookingData }, ...(id ? { id } : {}) };
}

/** The event input for an order event. Undefined when the order is unknown. */
export async function orderEvent(
  data: Data,
  tenantId: string,
  orderId: string,
  type: EventType,
  id?: string,
): Promise<EventInput | undefined> {
  const row = await data
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'status',
      'payment_status as paymentStatus',
      'payment_method as paymentMethod',
      'payment_instructions as paymentInstructions',
      'customer',
      'subtotal_cents as subtotalCents',
      'shipping_cents as shippingCents',
      'tax_cents as taxCents',
      'tax_included as taxIncluded',
      'discount_cents as discountCents',
      'total_cents as totalCents',
      'currency',
      'email',
      'language',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await data
    .selectFrom('order_items')
    .select(['name', 'quantity', 'price_cents as priceCents'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('line')
    .execute();
  const { id: rowId, customer, email, language, taxIncluded, ...fields } = row;
  const person = parseJson<{ firstName?: string; lastName?: string; name?: string }>(customer, {});
  const customerName = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');
  const orderData: OrderData = {
    kind: 'order',
    orderId: rowId,
    ...fields,
    taxIncluded: taxIncluded === 1,
    taxLabel: (await commerceSettings(data, tenantId)).taxLabel,
    customerName,
    items,
    tenantName: await tenantName(data, tenantId),
  };
  return { type, subjectId: rowId, email, language, data: { ...orderData }, ...(id ? { id } : {}) };
}

/** The event input for a queue event. Undefined when the entry is unknown. */
export async function queueEvent(
  data: Data,
  tenantId: string,
  entryId: string,
  type: EventType,
  id?: string,
): Promise<EventInput | undefined> {
  const row = await data
    .selectFrom('queue_entries as q')
    .innerJoin('locations as l', (join) => join.onRef('l.tenant_id', '=', 'q.tenant_id').onRef('l.id', '=', 'q.location_id'))
    .leftJoin('services as s', (join) => join.onRef('s.tenant_id', '=', 'q.tenant_id').onRef('s.id', '=', 'q.service_id'))
    .select([
      'q.id',
      'q.status',
      'q.customer_name as customerName',
      'q.party_size as partySize',
      'l.name as locationName',
      's.name as serviceName',
      'q.joined_at as joinedAt',
      'l.time_zone as timeZone',
      'q.customer_email as email',
      'q.language',
    ])
    .where('q.tenant_id', '=', tenantId)
    .where('q.id', '=', entryId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id: rowId, email, language, ...fields } = row;
  const queueData: QueueData = { kind: 'queue', entryId: rowId, ...fields, tenantName: await tenantName(data, tenantId) };
  return { type, subjectId: rowId, email, language, data: { ...queueData }, ...(id ? { id } : {}) };
}
