/**
 * Staff refunds: staff (or the tenant's server) give back all or part of what an order or a booking
 * was paid, through the provider it was paid with. Unlike a cancellation's refund, a request that
 * cannot be done is refused with a message staff can act on: nothing was paid, everything is already
 * refunded, or the amount is more than what remains. The customer is e-mailed (`order.refunded`,
 * `booking.refunded`).
 */
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { Data } from '../database.ts';
import type { PaymentProviders } from './providers.ts';
import type { PaymentTargetRef } from './records.ts';
import type { RefundRecord, RefundStatus } from './refund-records.ts';
import { claimRefund, paidPaymentOf, sendRefund, type RefundAsk } from './refunds.ts';

/** Why a staff refund was refused. */
export type RefundRefusalCode = 'not_found' | 'not_paid' | 'nothing_to_refund' | 'refund_too_large';

/** What a staff refund request ended with: the refund (as refunds.ts answers it), or why not. */
export type TargetRefundResult =
  | { ok: true; outcome: RefundStatus; refund: RefundRecord; repeated: boolean }
  | { ok: false; status: 404 | 409; code: RefundRefusalCode; message: string };

const NOUN = { order: 'order', reservation: 'booking' } as const;

async function tenantLocale(data: Data, tenantId: string): Promise<string> {
  return (await data.selectFrom('tenants').select('locale').where('id', '=', tenantId).executeTakeFirst())?.locale ?? 'en-US';
}

async function targetExists(data: Data, tenantId: string, target: PaymentTargetRef): Promise<boolean> {
  const table = target.type === 'order' ? 'orders' : 'reservations';
  return (
    (await data.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', '=', target.id).executeTakeFirst()) !==
    undefined
  );
}

/** The message of each refusal, for an order or a booking. */
export function refusalMessage(code: RefundRefusalCode, target: PaymentTargetRef['type'], refundable = ''): string {
  const noun = NOUN[target];
  switch (code) {
    case 'not_found':
      return `No such ${noun}.`;
    case 'not_paid':
      return `This ${noun} has not been paid, so there is nothing to refund.`;
    case 'nothing_to_refund':
      return `This ${noun} has already been refunded in full.`;
    case 'refund_too_large':
      return `That is more than remains: at most ${refundable} of this ${noun} can still be refunded.`;
  }
}

/**
 * Refunds `ask.amount` (minor units; what remains when absent) of what a tenant's order or
 * reservation was paid, through its provider (`providers`: the app's, see providersFor). `ask` also
 * says who asks (`requestedBy`: `staff:<id>` or `app`), why (`reason`, kept for staff) and, for a
 * form, its one-time `requestKey`: the same key again answers its first refund (`repeated`). Two
 * requests for the remainder at once refund it once: the second is refused as nothing to refund.
 */
export async function refundTarget(
  data: Data,
  providers: PaymentProviders,
  tenantId: string,
  target: PaymentTargetRef,
  ask: RefundAsk,
  now: Date = new Date(),
): Promise<TargetRefundResult> {
  if (!(await targetExists(data, tenantId, target)))
    return { ok: false, status: 404, code: 'not_found', message: refusalMessage('not_found', target.type) };
  const paymentId = await paidPaymentOf(data, tenantId, target);
  const claim = paymentId ? await claimRefund(data, tenantId, paymentId, now, ask, true) : ({ kind: 'none' } as const);
  switch (claim.kind) {
    case 'none':
      return { ok: false, status: 409, code: 'not_paid', message: refusalMessage('not_paid', target.type) };
    case 'refused': {
      const refundable = formatMoney(claim.refundable, claim.currency, await tenantLocale(data, tenantId));
      return { ok: false, status: 409, code: claim.code, message: refusalMessage(claim.code, target.type, refundable) };
    }
    case 'settled':
      return { ok: true, outcome: claim.refund.status, refund: claim.refund, repeated: claim.repeated };
    case 'send': {
      const sent = await sendRefund(data, providers, claim.refund, claim.payment, claim.repeated, now);
      if (sent.outcome === 'none') return { ok: false, status: 409, code: 'not_paid', message: refusalMessage('not_paid', target.type) };
      return { ok: true, ...sent };
    }
  }
}
