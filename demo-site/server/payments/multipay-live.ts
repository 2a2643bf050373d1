/**
 * The real multi-method provider adapter: `POST payment-sessions` and `GET payment-sessions/{id}`
 * with the merchant id header and a bearer API key. Amounts are minor units.
 * The provider's host is not known here, so MULTIPAY_API_URL should be set; the default is a placeholder.
 * Nor does it name the payment pages' host: the gateway is offered only with MULTIPAY_PAYMENT_HOSTS.
 */
import { expectOk, int, providerRequest, refundStatus, str, type FetchFn } from './http.ts';
import {
  ProviderError,
  type MultiProvider,
  type MultiSession,
  type MultiSessionRequest,
  type ProviderRefund,
  type RefundRequest,
} from './types.ts';

/** Placeholder base URL (the provider's host is not known to us). */
export const MULTIPAY_DEFAULT_API = 'https://api.multipay.example/v1';

/** Reads a payment-session object. */
export function toSession(body: Record<string, unknown>): MultiSession {
  const id = str(body, 'id');
  if (!id) throw new ProviderError('The multi-method provider gave no session id');
  return {
    id,
    status: str(body, 'status') ?? 'pending',
    payment_url: str(body, 'payment_url') ?? null,
    transaction_id: str(body, 'transaction_id') ?? null,
    amount: int(body, 'amount') ?? -1,
    currency: (str(body, 'currency') ?? '').toUpperCase(),
  };
}

/** The multi-method provider over HTTPS. */
export class MultipayLive implements MultiProvider {
  readonly mode = 'live' as const;
  readonly paymentHosts: readonly string[];
  private readonly merchantId: string;
  private readonly apiKey: string;
  private readonly base: string;
  private readonly fetchFn: FetchFn;

  constructor(keys: { merchantId: string; apiKey: string; apiUrl?: string; paymentHosts?: string[] }, fetchFn: FetchFn = fetch) {
    this.paymentHosts = keys.paymentHosts ?? [];
    this.merchantId = keys.merchantId;
    this.apiKey = keys.apiKey;
    this.base = keys.apiUrl ?? MULTIPAY_DEFAULT_API;
    this.fetchFn = fetchFn;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Authorization: `Bearer ${this.apiKey}`, 'X-Merchant-Id': this.merchantId, Accept: 'application/json', ...extra };
  }

  /** POST payment-sessions with the server's amount; answers id, status and payment_url. */
  async createSession(input: MultiSessionRequest): Promise<MultiSession> {
    const answer = await providerRequest(this.fetchFn, 'The multi-method provider', `${this.base}/payment-sessions`, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/json', 'Idempotency-Key': input.idempotencyKey }),
      body: JSON.stringify({
        amount: input.amount,
        currency: input.currency,
        payment_method: input.method,
        ...(input.crypto ? { crypto_currency: input.crypto } : {}),
        reference: input.reference,
        return_url: input.returnUrl,
        metadata: input.metadata,
      }),
    });
    return toSession(expectOk(answer, 'The multi-method provider'));
  }

  /**
   * POST payment-sessions/{id}/refunds with the amount and an Idempotency-Key (an assumption: no
   * refund call is documented to us; the answer is read as `{ id, status, message }`).
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const answer = await providerRequest(
      this.fetchFn,
      'The multi-method provider',
      `${this.base}/payment-sessions/${encodeURIComponent(input.ref)}/refunds`,
      {
        method: 'POST',
        headers: this.headers({ 'Content-Type': 'application/json', 'Idempotency-Key': input.idempotencyKey }),
        body: JSON.stringify({ amount: input.amount, currency: input.currency }),
      },
    );
    const body = expectOk(answer, 'The multi-method provider');
    const id = str(body, 'id');
    if (!id) throw new ProviderError('The multi-method provider gave no refund id');
    return { id, status: refundStatus(str(body, 'status')), message: str(body, 'message') ?? null };
  }

  /** GET payment-sessions/{id}; null when the provider does not know it. */
  async getSession(id: string): Promise<MultiSession | null> {
    const answer = await providerRequest(
      this.fetchFn,
      'The multi-method provider',
      `${this.base}/payment-sessions/${encodeURIComponent(id)}`,
      { method: 'GET', headers: this.headers() },
    );
    if (answer.status === 404) return null;
    return toSession(expectOk(answer, 'The multi-method provider'));
  }
}
