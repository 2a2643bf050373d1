/**
 * The real card provider adapter: Stripe's PaymentIntents REST API (form-encoded, bearer secret key,
 * `Idempotency-Key` on creation, refunds and cancellation). Used when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set.
 */
import { expectOk, int, obj, providerRequest, refundStatus, str, stringMap, type FetchFn } from './http.ts';
import { ProviderError, type CardIntent, type CardProvider, type ProviderMetadata, type ProviderRefund, type RefundRequest } from './types.ts';

/** Stripe's API base. */
export const STRIPE_API = 'https://api.stripe.com';

function form(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.append(key, value);
  return params.toString();
}

/** Reads a PaymentIntent object (with `latest_charge` expanded or not). */
export function toCardIntent(body: Record<string, unknown>): CardIntent {
  const charge = obj(body, 'latest_charge');
  const card = obj(obj(charge, 'payment_method_details'), 'card');
  const error = obj(body, 'last_payment_error');
  return {
    id: str(body, 'id') ?? '',
    clientSecret: str(body, 'client_secret') ?? '',
    status: str(body, 'status') ?? 'unknown',
    amount: int(body, 'amount') ?? -1,
    currency: (str(body, 'currency') ?? '').toUpperCase(),
    metadata: stringMap(body.metadata),
    transactionId: str(body, 'latest_charge') ?? str(charge, 'id') ?? null,
    last4: str(card, 'last4') ?? null,
    brand: str(card, 'brand') ?? null,
    errorMessage: str(error, 'message') ?? null,
  };
}

/** Stripe over HTTPS. */
export class StripeLive implements CardProvider {
  readonly mode = 'live' as const;
  readonly publishableKey: string;
  readonly webhookSecret: string | undefined;
  private readonly secretKey: string;
  private readonly fetchFn: FetchFn;
  private readonly base: string;

  constructor(keys: { secretKey: string; publishableKey: string; webhookSecret?: string }, fetchFn: FetchFn = fetch, base = STRIPE_API) {
    this.secretKey = keys.secretKey;
    this.publishableKey = keys.publishableKey;
    this.webhookSecret = keys.webhookSecret;
    this.fetchFn = fetchFn;
    this.base = base;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Authorization: `Bearer ${this.secretKey}`, 'Stripe-Version': '2024-06-20', ...extra };
  }

  /** POST /v1/payment_intents with the server's amount, automatic payment methods and our metadata. */
  async createIntent(input: {
    amount: number;
    currency: string;
    email?: string;
    metadata: ProviderMetadata;
    idempotencyKey: string;
  }): Promise<CardIntent> {
    const fields: Record<string, string | undefined> = {
      amount: String(input.amount),
      currency: input.currency.toLowerCase(),
      receipt_email: input.email,
      'automatic_payment_methods[enabled]': 'true',
    };
    for (const [key, value] of Object.entries(input.metadata)) fields[`metadata[${key}]`] = value;
    const answer = await providerRequest(this.fetchFn, 'Stripe', `${this.base}/v1/payment_intents`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': input.idempotencyKey }),
      body: form(fields),
    });
    return toCardIntent(expectOk(answer, 'Stripe'));
  }

  /** POST /v1/refunds for the intent and amount, with our refund id as the Idempotency-Key. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const answer = await providerRequest(this.fetchFn, 'Stripe', `${this.base}/v1/refunds`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': input.idempotencyKey }),
      body: form({ payment_intent: input.ref, amount: String(input.amount), 'metadata[refund_id]': input.idempotencyKey }),
    });
    const body = expectOk(answer, 'Stripe');
    const id = str(body, 'id');
    if (!id) throw new ProviderError('Stripe gave no refund id');
    const status = refundStatus(str(body, 'status'));
    return { id, status, message: status === 'failed' ? (str(body, 'failure_reason') ?? 'The refund failed.') : null };
  }

  /**
   * POST /v1/payment_intents/{id}/cancel (reason `abandoned`). Stripe refuses (400) to cancel an
   * intent that succeeded or cannot be cancelled any more; then the intent is read as it is.
   */
  async cancelIntent(id: string): Promise<CardIntent | null> {
    const answer = await providerRequest(this.fetchFn, 'Stripe', `${this.base}/v1/payment_intents/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `${id}-cancel` }),
      body: form({ cancellation_reason: 'abandoned' }),
    });
    if (answer.status === 404) return null;
    if (answer.status === 400) return this.retrieveIntent(id);
    return toCardIntent(expectOk(answer, 'Stripe'));
  }

  /** GET /v1/payment_intents/{id} with the latest charge expanded; null when Stripe does not know it. */
  async retrieveIntent(id: string): Promise<CardIntent | null> {
    const answer = await providerRequest(
      this.fetchFn,
      'Stripe',
      `${this.base}/v1/payment_intents/${encodeURIComponent(id)}?expand[]=latest_charge`,
      {
        method: 'GET',
        headers: this.headers(),
      },
    );
    if (answer.status === 404) return null;
    return toCardIntent(expectOk(answer, 'Stripe'));
  }
}
