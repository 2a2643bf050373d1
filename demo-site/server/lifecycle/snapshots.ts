import type { Db } from '../db.ts';
import { mealTypeOf } from '../../../shared/booking/rules.ts';
import { policyOfReservation } from '../domain/booking-policy.ts';
import { parseJson } from '../domain/ids.ts';
import type { EventInput, EventType } from './events.ts';

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
  taxCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
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

const tenantName = (db: Db, tenantId: string) => (db.prepare('SELECT name FROM tenants WHERE id = ?').pluck().get(tenantId) as string | undefined) ?? '';

/** The event input for a booking event: its snapshot, the customer's address and language. Undefined when the booking is unknown. */
export function bookingEvent(db: Db, tenantId: string, reservationId: string, type: EventType, id?: string): EventInput | undefined {
  const row = db
    .prepare(
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
  const data: BookingData = { kind: 'booking', reservationId: rowId, ...fields, mealTypeName, paid: paid === 1, payBy, tenantName: tenantName(db, tenantId) };
  return { type, subjectId: rowId, email, language, data: { ...data }, ...(id ? { id } : {}) };
}

/** The event input for an order event. Undefined when the order is unknown. */
export function orderEvent(db: Db, tenantId: string, orderId: string, type: EventType, id?: string): EventInput | undefined {
  const row = db
    .prepare(
      `SELECT id, number, status, payment_status AS paymentStatus, payment_method AS paymentMethod, payment_instructions AS paymentInstructions,
        customer, subtotal_cents AS subtotalCents, shipping_cents AS shippingCents, tax_cents AS taxCents, discount_cents AS discountCents,
        total_cents AS totalCents, currency, email, language
      FROM orders WHERE tenant_id = ? AND id = ?`,
    )
    .get(tenantId, orderId) as
    | (Omit<OrderData, 'kind' | 'orderId' | 'tenantName' | 'items' | 'customerName'> & { id: string; customer: string; email: string; language: string })
    | undefined;
  if (!row) return undefined;
  const items = db
    .prepare('SELECT name, quantity, price_cents AS priceCents FROM order_items WHERE tenant_id = ? AND order_id = ? ORDER BY line')
    .all(tenantId, orderId) as OrderData['items'];
  const { id: rowId, customer, email, language, ...fields } = row;
  const person = parseJson<{ firstName?: string; lastName?: string; name?: string }>(customer, {});
  const customerName = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');
  const data: OrderData = { kind: 'order', orderId: rowId, ...fields, customerName, items, tenantName: tenantName(db, tenantId) };
  return { type, subjectId: rowId, email, language, data: { ...data }, ...(id ? { id } : {}) };
}

/** The event input for a queue event. Undefined when the entry is unknown. */
export function queueEvent(db: Db, tenantId: string, entryId: string, type: EventType, id?: string): EventInput | undefined {
  const row = db
    .prepare(
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
