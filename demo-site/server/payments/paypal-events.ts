/**
 * PayPal webhook events, verified by PayPal itself: the delivery's transmission headers and the raw
 * event go to PayPal's verify-webhook-signature API with our webhook id (PAYPAL_WEBHOOK_ID), and only
 * its SUCCESS is applied. An event names our records in `custom_id` (`tenant:payment` on the order we
 * created, our refund id on a refund we asked for), so the tenant comes from the verified event and our
 * own rows, never from the request.
 *
 * - CHECKOUT.ORDER.APPROVED: captured as reconciliation captures (`capturePaypal`, with the checkout's
 *   own capture request id, so PayPal captures once however many ask);
 * - PAYMENT.CAPTURE.COMPLETED: the payment succeeded, so the order or booking is paid;
 * - PAYMENT.CAPTURE.DENIED (and DECLINED): the payment failed;
 * - PAYMENT.CAPTURE.REFUNDED: our pending refund of that capture is recorded as done, or, when the
 *   refund's status is FAILED or CANCELLED, undone (even after PayPal accepted it).
 *
 * Payments go through `applyOutcome`, like the checkout's capture and reconciliation (which keeps
 * asking PayPal as the safety net), so a repeat or a race changes nothing more and `order.paid` is
 * recorded once.
 */
import { inTransaction, type Data } from '../database.ts';
import { recordRefunded } from '../lifecycle/refund-events.ts';
import { minorUnits, obj, refundStatus, str } from './http.ts';
import type { PaymentProviders } from './providers.ts';
import { capturePaypal } from './reconcile.ts';
import { getPayment, type PaymentRecord, type PaymentRowStatus } from './records.ts';
import { failRefund } from './refund-failures.ts';
import { findRefund, finishRefund, type RefundRecord } from './refund-records.ts';
import { applyOutcome } from './settle.ts';
import type { WebhookAnswer } from './stripe-events.ts';
import { ProviderError, type WalletProvider, type WebhookTransmission } from './types.ts';

/** The event types applied here; any other is refused (400). */
export const PAYPAL_EVENT_TYPES = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.REFUNDED',
] as const;

/** Recorded on a payment PayPal denied. */
export const PAYPAL_DENIED_MESSAGE = 'PayPal denied the payment.';

/** The transmission headers (lower case) and the longest value PayPal's API accepts for each. */
const TRANSMISSION: Record<keyof WebhookTransmission, [header: string, max: number]> = {
  authAlgo: ['paypal-auth-algo', 100],
  certUrl: ['paypal-cert-url', 500],
  transmissionId: ['paypal-transmission-id', 50],
  transmissionSig: ['paypal-transmission-sig', 500],
  transmissionTime: ['paypal-transmission-time', 100],
};

const OPEN: readonly PaymentRowStatus[] = ['pending', 'requires_action', 'processing'];

const error = (status: 400 | 404 | 503, code: string, message: string): WebhookAnswer => ({ status, body: { error: { code, message } } });
const received = (status: string): WebhookAnswer => ({ status: 200, body: { received: true, status } });
const IGNORED: WebhookAnswer = { status: 200, body: { received: true, ignored: true } };
const MALFORMED = error(400, 'invalid_payload', 'The webhook body is not a PayPal event this server can read.');
const UNREACHABLE = error(503, 'provider_unavailable', 'PayPal could not be asked about this webhook; it will be delivered again.');

/** The transmission headers, or the names of those missing or unusable. */
export function readTransmission(header: (name: string) => string | undefined): WebhookTransmission | { missing: string[] } {
  const values: Partial<WebhookTransmission> = {};
  const missing: string[] = [];
  for (const [field, [name, max]] of Object.entries(TRANSMISSION) as [keyof WebhookTransmission, [string, number]][]) {
    const value = header(name)?.trim() ?? '';
    if (value === '' || value.length > max || !/^[\x21-\x7e]+$/.test(value)) missing.push(name.toUpperCase());
    else values[field] = value;
  }
  return missing.length > 0 ? { missing } : (values as WebhookTransmission);
}

/** `tenant:record` from a `custom_id` we set. */
function ourReference(customId: string | undefined): { tenantId: string; id: string } | undefined {
  const at = customId?.lastIndexOf(':') ?? -1;
  if (!customId || at <= 0 || at === customId.length - 1) return undefined;
  return { tenantId: customId.slice(0, at), id: customId.slice(at + 1) };
}

/** Our PayPal payment named by `custom_id`, when it is for this PayPal order (if the event names one). */
async function paymentOf(data: Data, customId: string | undefined, orderId: string | undefined): Promise<PaymentRecord | undefined> {
  const ref = ourReference(customId);
  const payment = ref ? await getPayment(data, ref.tenantId, ref.id) : undefined;
  if (!payment || payment.provider !== 'paypal') return undefined;
  return orderId === undefined || payment.providerRef === orderId ? payment : undefined;
}

/** CHECKOUT.ORDER.APPROVED: our open payment of that order is captured and the answer applied. */
async function orderApproved(data: Data, providers: PaymentProviders, order: Record<string, unknown>, now: Date): Promise<WebhookAnswer> {
  const unit = Array.isArray(order.purchase_units) ? (order.purchase_units[0] as Record<string, unknown> | undefined) : undefined;
  const id = str(order, 'id');
  if (!id) return MALFORMED;
  const payment = await paymentOf(data, str(unit, 'custom_id'), id);
  if (!payment) return IGNORED;
  if (!OPEN.includes(payment.status)) return received(payment.status);
  const outcome = await capturePaypal(data, providers, payment);
  return received(outcome ? (await applyOutcome(data, payment.tenantId, payment.id, outcome, now)).status : payment.status);
}

/** PAYMENT.CAPTURE.COMPLETED pays our payment; DENIED or DECLINED fails it. */
async function captureSettled(data: Data, type: string, capture: Record<string, unknown>, now: Date): Promise<WebhookAnswer> {
  const captureId = str(capture, 'id');
  const orderId = str(obj(obj(capture, 'supplementary_data'), 'related_ids'), 'order_id');
  if (!captureId) return MALFORMED;
  const payment = await paymentOf(data, str(capture, 'custom_id'), orderId);
  if (type !== 'PAYMENT.CAPTURE.COMPLETED') {
    if (!payment) return IGNORED;
    return received(
      (await applyOutcome(data, payment.tenantId, payment.id, { status: 'failed', message: PAYPAL_DENIED_MESSAGE }, now)).status,
    );
  }
  const amount = obj(capture, 'amount');
  const currency = str(amount, 'currency_code') ?? '';
  const cents = minorUnits(str(amount, 'value'), currency);
  if (str(capture, 'status') !== 'COMPLETED' || cents === undefined || !currency) return MALFORMED;
  if (!payment) return IGNORED;
  const outcome = { status: 'succeeded' as const, amount: cents, currency, transactionId: captureId };
  return received((await applyOutcome(data, payment.tenantId, payment.id, outcome, now)).status);
}

/** The capture a PayPal refund belongs to, from its `up` link (`…/v2/payments/captures/{id}`). */
function refundedCapture(refund: Record<string, unknown>): string | undefined {
  const links = Array.isArray(refund.links) ? (refund.links as Record<string, unknown>[]) : [];
  const up = links.find((link) => str(link, 'rel') === 'up');
  return /\/captures\/([^/?#]+)$/.exec(str(up, 'href') ?? '')?.[1];
}

/**
 * Our PayPal refund named by the event's `custom_id` (our refund id, unguessable, which we sent with
 * the refund): the tenant comes from that row, and the row must be of the refunded capture.
 */
async function ourRefund(data: Data, refund: Record<string, unknown>, paypalId: string): Promise<RefundRecord | undefined> {
  const id = str(refund, 'custom_id');
  if (!id) return undefined;
  const row = await data
    .selectFrom('refunds as r')
    .innerJoin('payments as p', (join) => join.onRef('p.tenant_id', '=', 'r.tenant_id').onRef('p.id', '=', 'r.payment_id'))
    .select(['r.tenant_id as tenantId', 'p.transaction_id as captureId'])
    .where('r.id', '=', id)
    .where('r.provider', '=', 'paypal')
    .executeTakeFirst();
  const capture = refundedCapture(refund);
  if (!row || (capture !== undefined && row.captureId !== capture)) return undefined;
  const found = await findRefund(data, row.tenantId, id);
  return found && (found.providerRef === null || found.providerRef === paypalId) ? found : undefined;
}

/** Why PayPal's refund failed: its status (FAILED, CANCELLED) and, when it gives one, its reason. */
function paypalFailureReason(refund: Record<string, unknown>): string {
  const status = (str(refund, 'status') ?? '').replace(/[^A-Z_]/g, '').slice(0, 30);
  const reason = (str(obj(refund, 'status_details'), 'reason') ?? '').replace(/[^\w-]/g, '').slice(0, 80);
  return `PayPal did not complete the refund (${[status, reason].filter(Boolean).join(', ')}).`;
}

/**
 * Our PayPal refund finished at PayPal: a pending one is recorded as succeeded with PayPal's refund
 * id, and what that means for the order or booking is recorded with it (as when PayPal answers the
 * refund itself). A refund PayPal reports FAILED or CANCELLED is undone (refund-failures.ts), even
 * after it was accepted, once. A refund that is not ours is ignored.
 */
async function refundSettled(data: Data, refund: Record<string, unknown>, now: Date): Promise<WebhookAnswer> {
  const paypalId = str(refund, 'id');
  if (!paypalId) return MALFORMED;
  const ours = await ourRefund(data, refund, paypalId);
  if (!ours) return IGNORED;
  const status = refundStatus(str(refund, 'status'));
  if (status === 'failed')
    return received(
      (await failRefund(data, ours.tenantId, ours.id, paypalId, paypalFailureReason(refund), now)).refund?.status ?? 'failed',
    );
  const settled = await inTransaction(data, async (trx): Promise<RefundRecord> => {
    const current = (await findRefund(trx, ours.tenantId, ours.id, true)) ?? ours;
    if (current.status !== 'pending' || status === 'pending') return current;
    const finished = await finishRefund(trx, current, status, now, { providerRef: paypalId, message: null });
    // As refunds.ts: the customer is told of refunds staff or the tenant's server made, not a cancellation's own.
    await recordRefunded(trx, finished, now, { notifyCustomer: finished.requestedBy !== 'system' });
    return finished;
  });
  return received(settled.status);
}

/**
 * True when the event names one of our records: the payment of an approved order or of a capture, or
 * a refund we asked for. Only such an event is worth asking PayPal about, so a stranger posting
 * made-up events cannot make this server call PayPal's verification API (and spend its quota).
 */
async function namesOurRecord(data: Data, type: string, resource: Record<string, unknown>): Promise<boolean> {
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    const unit = Array.isArray(resource.purchase_units) ? (resource.purchase_units[0] as Record<string, unknown> | undefined) : undefined;
    const id = str(resource, 'id');
    return id !== undefined && (await paymentOf(data, str(unit, 'custom_id'), id)) !== undefined;
  }
  if (type === 'PAYMENT.CAPTURE.REFUNDED') {
    const id = str(resource, 'id');
    return id !== undefined && (await ourRefund(data, resource, id)) !== undefined;
  }
  const orderId = str(obj(obj(resource, 'supplementary_data'), 'related_ids'), 'order_id');
  return (await paymentOf(data, str(resource, 'custom_id'), orderId)) !== undefined;
}

/** Asks PayPal about a delivery: undefined when it answers SUCCESS, else the refusal to give. */
async function verify(
  wallet: WalletProvider,
  transmission: WebhookTransmission,
  payload: string,
  eventId: string | undefined,
): Promise<WebhookAnswer | undefined> {
  try {
    if (await wallet.verifyWebhook?.(transmission, payload)) return undefined;
  } catch (failure) {
    if (!(failure instanceof ProviderError)) throw failure;
    console.warn(`PayPal webhook: ${failure.message}`);
    // PayPal refusing the question itself (4xx, other than our own credentials) means it is not genuine.
    const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500 && failure.status !== 401;
    if (!refused) return UNREACHABLE;
  }
  console.warn(`PayPal webhook refused: PayPal did not verify event ${eventId?.replace(/[^\w-]/g, '').slice(0, 60) || '(no id)'}.`);
  return error(400, 'invalid_signature', 'PayPal did not verify this webhook.');
}

/**
 * Verifies one PayPal webhook delivery (`payload`: the raw body; `header`: reads a request header) and
 * applies it. 400 for missing transmission headers, a body that is not an event, an event type not
 * handled here, or an event PayPal does not verify, and nothing changes; 503 when PayPal cannot be
 * asked (it delivers again later); 200 otherwise, `ignored` when the event is not about our records
 * (then PayPal is not asked at all).
 */
export async function handlePaypalWebhook(
  data: Data,
  providers: PaymentProviders,
  payload: string,
  header: (name: string) => string | undefined,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  const wallet = providers.paypal;
  if (!wallet) return error(404, 'gateway_unavailable', 'Payment gateway "paypal" not available');
  if (!wallet.webhookId || !wallet.verifyWebhook) return error(503, 'not_configured', 'Webhooks are not configured (PAYPAL_WEBHOOK_ID).');
  const transmission = readTransmission(header);
  if ('missing' in transmission)
    return error(400, 'missing_headers', `PayPal's transmission headers are missing or unusable: ${transmission.missing.join(', ')}.`);
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return MALFORMED;
  }
  const type = str(event, 'event_type');
  const resource = obj(event, 'resource');
  if (!type || !resource) return MALFORMED;
  if (!(PAYPAL_EVENT_TYPES as readonly string[]).includes(type))
    return error(400, 'unknown_event', `PayPal event type "${type.slice(0, 80)}" is not handled here.`);
  if (!(await namesOurRecord(data, type, resource))) return IGNORED;
  const refused = await verify(wallet, transmission, payload, str(event, 'id'));
  if (refused) return refused;
  try {
    if (type === 'CHECKOUT.ORDER.APPROVED') return await orderApproved(data, providers, resource, now);
    if (type === 'PAYMENT.CAPTURE.REFUNDED') return await refundSettled(data, resource, now);
    return await captureSettled(data, type, resource, now);
  } catch (failure) {
    if (!(failure instanceof ProviderError)) throw failure;
    console.warn(`PayPal webhook: ${failure.message}`);
    return UNREACHABLE;
  }
}
