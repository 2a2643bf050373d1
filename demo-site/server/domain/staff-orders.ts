/**
 * What the staff orders page lists: a tenant's recent orders, and its recent paid bookings, each with
 * what was paid, what has been refunded and what can still be refunded. Scoped by tenant: another
 * tenant's orders and bookings never appear.
 */
import type { Data } from '../database.ts';
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
export async function recentOrders(data: Data, tenantId: string, limit = 50): Promise<StaffOrderRow[]> {
  const rows = await data
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'created_at as createdAt',
      'customer',
      'email',
      'total_cents as total',
      'currency',
      'status',
      'payment_status as paymentStatus',
    ])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
  const listed: StaffOrderRow[] = [];
  for (const { customer, ...row } of rows) {
    const person = parseJson<{ firstName?: string; lastName?: string; name?: string }>(customer, {});
    const customerName = person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');
    listed.push({ ...row, customerName, refunds: await refundTotals(data, tenantId, { type: 'order', id: row.id }) });
  }
  return listed;
}

/** The tenant's bookings with a successful payment (at most `limit`), most recently paid first. */
export async function recentPaidBookings(data: Data, tenantId: string, limit = 50): Promise<StaffBookingRow[]> {
  const rows = await data
    .selectFrom('payments as p')
    .innerJoin('reservations as r', (join) => join.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.target_id'))
    .innerJoin('locations as l', (join) => join.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.location_id'))
    .innerJoin('services as s', (join) => join.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.id', '=', 'r.service_id'))
    .select([
      'r.id',
      'r.confirmation_code as code',
      'r.start_utc as startUtc',
      'l.time_zone as timeZone',
      's.name as serviceName',
      'r.customer_name as customerName',
      'r.customer_email as email',
      'r.status',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.target_type', '=', 'reservation')
    .where('p.status', '=', 'succeeded')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  const listed: StaffBookingRow[] = [];
  for (const row of rows) listed.push({ ...row, refunds: await refundTotals(data, tenantId, { type: 'reservation', id: row.id }) });
  return listed;
}

/** The number of an order or the confirmation code of a booking of the tenant; undefined for none. */
export async function targetReference(
  data: Data,
  tenantId: string,
  type: 'order' | 'reservation',
  id: string,
): Promise<string | undefined> {
  if (type === 'order') {
    return (await data.selectFrom('orders').select('number').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst())
      ?.number;
  }
  const booking = await data
    .selectFrom('reservations')
    .select('confirmation_code')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return booking?.confirmation_code ?? undefined;
}
