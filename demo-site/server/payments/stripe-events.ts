/**
 * Stripe webhook events: the signature is verified first (a forged or stale one changes nothing),
 * then a `payment_intent.*` event is applied to the payment row it belongs to (found by the intent id
 * within the tenant named in the intent's metadata, which our server set when creating it), and a
 * refund event to the refund it names (stripe-refund-events.ts).
 */
import type { Data } from '../database.ts';
import { obj, str, stringMap, int } from './http.ts';
import { findPaymentByRef, type PaymentRowStatus } from './records.ts';
import { applyOutcome } from './settle.ts';
import { applyStripeRefundEvent, STRIPE_REFUND_EVENTS } from './stripe-refund-events.ts';
import { checkStripeSignature } from './stripe-signature.ts';
import type { CardProvider } from './types.ts';

/** A webhook answer before it becomes a response. */
export interface WebhookAnswer {
  status: 200 | 400 | 404 | 503;
  body: Record<string, unknown>;
}

/** The payment row status for a card provider intent status. */
export function cardRowStatus(status: string): PaymentRowStatus {
  switch (status) {
    case 'succeeded':
    case 'processing':
    case 'requires_payment_method':
    case 'canceled':
    case 'requires_action':
      return status;
    default:
      return 'pending';
  }
}

const error = (status: 400 | 404 | 503, code: string, message: string): WebhookAnswer => ({ status, body: { error: { code, message } } });

/** Verifies and applies one webhook delivery (`payload` is the raw body, byte for byte). */
export async function handleStripeWebhook(
  data: Data,
  card: CardProvider | undefined,
  payload: string,
  signature: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<WebhookAnswer> {
  if (!card) return error(404, 'gateway_unavailable', 'Payment gateway "stripe" not available');
  if (!card.webhookSecret) return error(503, 'not_configured', 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  const check = checkStripeSignature(payload, signature, card.webhookSecret, nowSeconds);
  if (check !== 'ok') {
    console.warn(`Stripe webhook refused: signature ${check}.`);
    return error(400, 'invalid_signature', 'The webhook signature is missing, invalid or too old.');
  }
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return error(400, 'invalid_payload', 'The webhook body is not JSON.');
  }
  const type = str(event, 'type') ?? '';
  const intent = obj(obj(event, 'data'), 'object');
  // A refund event's object is a Refund, not an intent.
  if (STRIPE_REFUND_EVENTS.includes(type) && intent) return applyStripeRefundEvent(data, intent, new Date(nowSeconds * 1000));
  if (!type.startsWith('payment_intent.') || !intent) return { status: 200, body: { received: true, ignored: true } };
  const metadata = stringMap(intent.metadata);
  const id = str(intent, 'id');
  const tenantId = metadata.tenant_id;
  const payment = id && tenantId ? await findPaymentByRef(data, tenantId, 'stripe', id) : undefined;
  if (!payment || payment.id !== metadata.payment_id) return { status: 200, body: { received: true, ignored: true } };
  const status = cardRowStatus(str(intent, 'status') ?? '');
  const lastError = obj(intent, 'last_payment_error');
  const updated = await applyOutcome(data, payment.tenantId, payment.id, {
    status,
    amount: int(intent, 'amount'),
    currency: str(intent, 'currency'),
    transactionId: str(intent, 'latest_charge') ?? null,
    message: str(lastError, 'message') ?? null,
  });
  return { status: 200, body: { received: true, status: updated.status } };
}
