/**
 * Staff alerts: money that did not move the way the order or booking page says, which staff must
 * know about. `refund.failed`: a refund the provider had accepted failed later, so the money never
 * went back. `payment.late`: a payment arrived after its order or booking was cancelled or expired,
 * and is refunded automatically. Each is an event of the order or booking, e-mailed to every staff
 * account of the tenant (never the customer, never a webhook), recorded once per refund or payment.
 */
import type { Data } from '../database.ts';
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

const staffEmails = async (data: Data, tenantId: string): Promise<string[]> =>
  (
    await data.selectFrom('staff_accounts').select('email').where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute()
  ).map((row) => row.email);

/** The order number or booking code of a target, and the tenant's name and locale. */
async function labelsOf(data: Data, tenantId: string, target: PaymentRecord['target']) {
  const label =
    target.type === 'order'
      ? (await data.selectFrom('orders').select('number').where('tenant_id', '=', tenantId).where('id', '=', target.id).executeTakeFirst())
          ?.number
      : (
          await data
            .selectFrom('reservations')
            .select('confirmation_code')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', target.id)
            .executeTakeFirst()
        )?.confirmation_code;
  const tenant = await data.selectFrom('tenants').select(['name', 'locale']).where('id', '=', tenantId).executeTakeFirst();
  return { label: typeof label === 'string' ? label : target.id, tenantName: tenant?.name ?? '', locale: tenant?.locale ?? 'en' };
}

async function recordAlert(
  trx: Data,
  type: StaffAlertType,
  id: string,
  money: { tenantId: string; target: PaymentRecord['target']; amount: number; currency: string; provider: string },
  reason: string | null,
  now: Date,
): Promise<void> {
  const { label, tenantName, locale } = await labelsOf(trx, money.tenantId, money.target);
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
  await recordEvent(
    trx,
    money.tenantId,
    {
      type,
      id,
      subjectId: money.target.id,
      email: null,
      staffEmails: await staffEmails(trx, money.tenantId),
      language: locale,
      data: { ...data },
    },
    now,
  );
}

/** Records `refund.failed` for a refund that failed after its provider accepted it (id `refund.failed:<refund id>`). Call inside the refund row's transaction. */
export async function recordRefundFailed(trx: Data, refund: RefundRecord, reason: string, now: Date): Promise<void> {
  await recordAlert(trx, 'refund.failed', `refund.failed:${refund.id}`, refund, reason, now);
}

/** Records `payment.late` for a payment that arrived after its target was closed (id `payment.late:<payment id>`). Call inside the payment row's transaction. */
export async function recordLatePayment(trx: Data, payment: PaymentRecord, now: Date): Promise<void> {
  await recordAlert(trx, 'payment.late', `payment.late:${payment.id}`, payment, null, now);
}
