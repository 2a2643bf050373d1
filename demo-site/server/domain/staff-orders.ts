/**
 * What the staff orders page lists: a tenant's recent orders, and its recent paid bookings, each with
 * what was paid, what has been refunded and what can still be refunded. Scoped by tenant: another
 * tenant's orders and bookings never appear.
 */
import type { Db } from '../db.ts';
import { parseJson } from './ids.ts';
import { refundTotals, type RefundTotals } from './refunded.ts';

/** One order as staff see it in the list. */
export interface StaffOrderRow {
  id: string;
  number: string;
  createdAt: string;
  customerName: string;
  email: string;
  total: number;
  currency: string;
  status: string;
  paymentStatus: string;
  refunds: RefundTotals;
}

/** One paid booking as staff see it in the list. */
export interface StaffBookingRow {
  id: string;
  code: string;
  startUtc: string;
  timeZone: string;
  serviceName: string;
  customerName: string;
  email: string;
  status: string;
  refunds: RefundTotals;
}

/** The tenant's newest orders (at most `limit`), newest first. */
export function recentOrders(db: Db, tenantId: string, limit = 50): StaffOrderRow[] {
  const rows = db
    .prepare(
      `SELECT id, number, created_at AS createdAt, customer, email, total_cents AS total, currency, status, payment_status AS paymentStatus
       FROM orders WHERE tenant_id = ? ORDER BY created_at DESC, number DESC LIMIT ?`,
    )
    .all(tenantId, limit) as (Omit<StaffOrderRow, 'customerName' | 'refunds'> & { customer: string })[];
  return rows.map(({ customer, ...row }) => {
    const person = parseJson<{ firstName?: string; lastName?: string; name?: string }>(customer, {});
    const customerName = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');
    return { ...row, customerName, refunds: refundTotals(db, tenantId, { type: 'order', id: row.id }) };
  });
}

/** The tenant's bookings with a successful payment (at most `limit`), most recently paid first. */
export function recentPaidBookings(db: Db, tenantId: string, limit = 50): StaffBookingRow[] {
  const rows = db
    .prepare(
      `SELECT r.id, r.confirmation_code AS code, r.start_utc AS startUtc, l.time_zone AS timeZone, s.name AS serviceName,
         r.customer_name AS customerName, r.customer_email AS email, r.status
       FROM payments p
       JOIN reservations r ON r.tenant_id = p.tenant_id AND r.id = p.target_id
       JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id
       JOIN services s ON s.tenant_id = r.tenant_id AND s.id = r.service_id
       WHERE p.tenant_id = ? AND p.target_type = 'reservation' AND p.status = 'succeeded'
       ORDER BY p.created_at DESC, p.rowid DESC LIMIT ?`,
    )
    .all(tenantId, limit) as Omit<StaffBookingRow, 'refunds'>[];
  return rows.map((row) => ({ ...row, refunds: refundTotals(db, tenantId, { type: 'reservation', id: row.id }) }));
}

/** The number of an order or the confirmation code of a booking of the tenant; undefined for none. */
export function targetReference(db: Db, tenantId: string, type: 'order' | 'reservation', id: string): string | undefined {
  const found =
    type === 'order'
      ? db.prepare('SELECT number FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id)
      : db.prepare('SELECT confirmation_code FROM reservations WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id);
  return typeof found === 'string' ? found : undefined;
}
