import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { staffNav } from '../views/staff-nav.ts';
import { staffOrdersPage } from '../views/staff-orders.ts';
import { principalOf } from '../auth/principal.ts';
import { currentTime } from '../clock.ts';
import type { AppEnv } from '../context.ts';
import { refundTotals } from '../domain/refunded.ts';
import { recentOrders, recentPaidBookings, targetReference } from '../domain/staff-orders.ts';
import { refundDestination } from '../lifecycle/snapshots.ts';
import { parseAmountInput } from '../money-input.ts';
import { sendPage, shellContext, shellLink } from './pages.ts';
import { providersFor } from '../payments/providers.ts';
import type { PaymentTargetRef } from '../payments/records.ts';
import { findRefund, isRefunded, type RefundRecord } from '../payments/refund-records.ts';
import { refundTarget, refusalMessage, type RefundRefusalCode } from '../payments/staff-refunds.ts';
import { staffPage, withQuery } from './staff-guard.ts';
import { textOrNone, textOrEmpty, validate, type ValidContext } from './api/validation.ts';
import type { Tenant } from '../tenants.ts';

type Kind = 'orders' | 'bookings';
const TYPE: Record<Kind, PaymentTargetRef['type']> = { orders: 'order', bookings: 'reservation' };
const REFUSALS: readonly string[] = ['not_found', 'not_paid', 'nothing_to_refund', 'refund_too_large', 'invalid_amount'];
const WHERE: Record<ReturnType<typeof refundDestination>, string> = {
  original: 'to the card or wallet it was paid with',
  gift_card: 'onto the gift card it was paid with',
  account_balance: "to the customer's account balance",
  in_person: '',
};

/** "order NW-100003" or "booking R4A8559B"; undefined when the tenant has no such order or booking. */
async function targetLabel(c: Context<AppEnv>, type: PaymentTargetRef['type'], id: string): Promise<string | undefined> {
  const found = await targetReference(c.get('data'), c.get('tenant').id, type, id);
  return found === undefined ? undefined : `${type === 'order' ? 'order' : 'booking'} ${found}`;
}

/** What staff are told about a refund their form made. */
function refundNotice(refund: RefundRecord, label: string, tenant: Tenant): { text: string; refused: boolean } {
  const amount = formatMoney(refund.amount, refund.currency, tenant.locale);
  if (refund.status === 'failed')
    return { text: `The refund of ${amount} of ${label} failed: ${refund.message ?? 'the payment provider refused it.'}`, refused: true };
  if (!isRefunded(refund)) return { text: `The refund of ${amount} of ${label} is waiting: ${refund.message ?? ''}`, refused: false };
  if (refund.status === 'manual')
    return {
      text: `Recorded a refund of ${amount} of ${label}. It was paid offline: return the money the same way. The customer has been e-mailed.`,
      refused: false,
    };
  const done = refund.status === 'succeeded' ? 'Refunded' : 'The payment provider accepted a refund of';
  return {
    text: `${done} ${amount} of ${label} ${WHERE[refundDestination(refund.provider)]}. The customer has been e-mailed.`,
    refused: false,
  };
}

/** The list's query: what the redirect of a refund request reports (`refund`, or `refused` with `kind` and `id`). */
const noticeQuery = v.object({
  refund: textOrNone,
  refused: textOrEmpty,
  kind: v.fallback(v.optional(v.picklist(['orders', 'bookings'] as const)), undefined),
  id: textOrEmpty,
});
/** The order or booking a refund form is about (the first 100 characters of its id). */
const refundParam = v.object({
  kind: v.picklist(['orders', 'bookings'] as const),
  id: v.pipe(v.string(), v.transform((id) => id.slice(0, 100))),
});
/** The refund form: `amount` in major units, `reason`, and the form's one-time `key` (absent and file fields read as empty). */
const refundForm = v.object({ amount: textOrEmpty, reason: textOrEmpty, key: textOrEmpty });

/** The message of the page after a refund request's redirect, read from its query; none for a query that names nothing of this tenant. */
async function noticeOf(c: ValidContext<{ query: typeof noticeQuery }>): Promise<{ text: string; refused: boolean } | undefined> {
  const tenant = c.get('tenant');
  const { refund: refundId, refused: code, kind, id } = c.req.valid('query');
  if (refundId) {
    const refund = /^rf_[\w-]{10,60}$/.test(refundId) ? await findRefund(c.get('data'), tenant.id, refundId) : undefined;
    const label = refund && (await targetLabel(c, refund.target.type, refund.target.id));
    return refund && label ? refundNotice(refund, label, tenant) : undefined;
  }
  if (!REFUSALS.includes(code) || !kind) return undefined;
  const type = TYPE[kind];
  const found = await targetLabel(c, type, id);
  if (!found || code === 'not_found') return { text: refusalMessage('not_found', type), refused: true };
  const label = `${found[0]?.toUpperCase() ?? ''}${found.slice(1)}`;
  if (code === 'invalid_amount')
    return { text: `${label}: enter an amount such as 12.50, no more than what can still be refunded.`, refused: true };
  const totals = await refundTotals(c.get('data'), tenant.id, { type, id });
  const refundable = formatMoney(totals.refundable, totals.currency ?? tenant.currency, tenant.locale);
  return { text: `${label}: ${refusalMessage(code as RefundRefusalCode, type, refundable)}`, refused: true };
}

/**
 * The staff orders page under `/staff`: `GET /staff/orders` lists the tenant's recent orders and paid
 * bookings with a refund form each; `POST /staff/orders/{id}/refund` and `POST /staff/bookings/{id}/refund`
 * (form fields `amount` in major units, `reason`, and the form's one-time `key`) refund through the
 * provider (payments/staff-refunds.ts), then 303 back to the list, which says what happened. Staff
 * of this tenant only: anyone else is sent to sign in; the site's CSRF check refuses a form posted
 * from another site.
 */
export function staffOrderRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/orders', staffPage('/staff/orders'), validate('query', noticeQuery), async (c) => {
    const tenant = c.get('tenant');
    const ctx = await shellContext(c, tenant);
    const view = {
      notice: await noticeOf(c),
      orders: await recentOrders(c.get('data'), tenant.id),
      bookings: await recentPaidBookings(c.get('data'), tenant.id),
      locale: tenant.locale,
      timeZone: tenant.timeZone,
      refundAction: (kind: Kind, id: string) => ctx.link(`/staff/${kind}/${encodeURIComponent(id)}/refund`),
      newKey: () => randomBytes(12).toString('base64url'),
      nav: staffNav(ctx.link, '/staff/orders'),
    };
    return sendPage(c, staffOrdersPage(view), ctx);
  });

  router.post('/:kind{orders|bookings}/:id/refund', staffPage('/staff/orders'), validate('param', refundParam), validate('form', refundForm), async (c) => {
    const principal = principalOf(c);
    const { kind, id } = c.req.valid('param');
    const form = c.req.valid('form');
    const data = c.get('data');
    const tenant = c.get('tenant');
    const back = (params: Record<string, string>) => c.redirect(withQuery(shellLink(c, tenant, '/staff/orders'), params), 303);
    const target = { type: TYPE[kind], id };
    const amount = parseAmountInput(form.amount, (await refundTotals(data, tenant.id, target)).currency ?? tenant.currency);
    if (amount === undefined) return back({ refused: 'invalid_amount', kind, id });
    const key = form.key;
    const ask = {
      amount,
      reason: form.reason.trim().slice(0, 500),
      requestedBy: principal.kind === 'staff' ? `staff:${principal.staffId}` : 'staff',
      requestKey: /^[\w-]{8,64}$/.test(key) ? key : null,
    };
    const result = await refundTarget(data, providersFor(c.get('config'), data), tenant.id, target, ask, currentTime());
    return result.ok ? back({ refund: result.refund.id }) : back({ refused: result.code as RefundRefusalCode, kind, id });
  });

  return router;
}
