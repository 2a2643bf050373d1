/**
 * Staff alerts: money that did not move the way the order or booking page says, which staff must
 * know about. `refund.failed`: a refund the provider had accepted failed later, so the money never
 * went back. `payment.late`: a payment arrived after its order or booking was cancelled or expired,
 * and is refunded automatically. Each is an event of the order or booking, e-mailed to every staff
 * account of the tenant (never the customer, never a webhook), recorded once per refund or payment.
 */
import type { Db } from '../db.ts';
import type { PaymentRecord } from '../payments/records.ts';
import type { RefundRecord } from '../payments/refund-records.ts';
import { recordEvent } from './events.ts';

/** The staff alert event types. */
export type StaffAlertType = 'refund.failed' | 'payment.late';

/** What a staff alert carries. */
export interface StaffAlertData {
  kind: 'staff_alert';
  target: 'order' | 'booking';
  targetId: string;
  /** The order number or the booking's confirmation code. */
  label: string;
  amountCents: number;
  currency: string;
  /** The payment provider (`stripe`, `paypal`, …). */
  provider: string;
  /** `refund.failed`: the provider's reason, in its words. */
  reason: string | null;
  tenantName: string;
}

const staffEmails = (db: Db, tenantId: string): string[] =>
  db.prepare('SELECT email FROM staff_accounts WHERE tenant_id = ? ORDER BY created_at, id').pluck().all(tenantId) as string[];

/** The order number or booking code of a target, and the tenant's name and locale. */
function labelsOf(db: Db, tenantId: string, target: PaymentRecord['target']) {
  const label =
    target.type === 'order'
      ? db.prepare('SELECT number FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, target.id)
      : db.prepare('SELECT confirmation_code FROM reservations WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, target.id);
  const tenant = db.prepare('SELECT name, locale FROM tenants WHERE id = ?').get(tenantId) as { name: string; locale: string } | undefined;
  return { label: typeof label === 'string' ? label : target.id, tenantName: tenant?.name ?? '', locale: tenant?.locale ?? 'en' };
}

function recordAlert(
  db: Db,
  type: StaffAlertType,
  id: string,
  money: { tenantId: string; target: PaymentRecord['target']; amount: number; currency: string; provider: string },
  reason: string | null,
  now: Date,
): void {
  const { label, tenantName, locale } = labelsOf(db, money.tenantId, money.target);
  const data: StaffAlertData = {
    kind: 'staff_alert',
    target: money.target.type === 'order' ? 'order' : 'booking',
    targetId: money.target.id,
    label,
    amountCents: money.amount,
    currency: money.currency,
    provider: money.provider,
    reason,
    tenantName,
  };
  recordEvent(
    db,
    money.tenantId,
    {
      type,
      id,
      subjectId: money.target.id,
      email: null,
      staffEmails: staffEmails(db, money.tenantId),
      language: locale,
      data: { ...data },
    },
    now,
  );
}

/** Records `refund.failed` for a refund that failed after its provider accepted it (id `refund.failed:<refund id>`). Call inside the refund row's transaction. */
export function recordRefundFailed(db: Db, refund: RefundRecord, reason: string, now: Date): void {
  recordAlert(db, 'refund.failed', `refund.failed:${refund.id}`, refund, reason, now);
}

/** Records `payment.late` for a payment that arrived after its target was closed (id `payment.late:<payment id>`). Call inside the payment row's transaction. */
export function recordLatePayment(db: Db, payment: PaymentRecord, now: Date): void {
  recordAlert(db, 'payment.late', `payment.late:${payment.id}`, payment, null, now);
}
