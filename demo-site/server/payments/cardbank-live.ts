/**
 * The real card-and-bank-transfer provider adapter. The browser posts payments straight to the
 * provider's `payments/process` with the publishable key; our server only reads them back with
 * `GET payments/{id}` and the secret key (an assumption: only the process call is documented
 * to us). Live or sandbox by CARDBANK_LIVE; the hosts are placeholders unless CARDBANK_API_URL is set.
 */
import { expectOk, int, obj, providerRequest, refundStatus, str, stringMap, type FetchFn } from './http.ts';
import {
  ProviderError,
  type ProviderRefund,
  type RefundRequest,
  type TransferBrowserInfo,
  type TransferPayment,
  type TransferProvider,
} from './types.ts';

/** Placeholder bases (the provider's hosts are not known to us). */
export const CARDBANK_API = { live: 'https://api.cardbank.example/v1', sandbox: 'https://sandbox.cardbank.example/v1' } as const;

/** Reads a payment object as the provider returns it. */
export function toTransferPayment(body: Record<string, unknown>): TransferPayment {
  const id = str(body, 'payment_id') ?? str(body, 'id');
  if (!id) throw new ProviderError('The card-and-bank-transfer provider gave no payment id');
  const card = obj(body, 'card');
  return {
    id,
    status: str(body, 'status') ?? 'unknown',
    amount: int(body, 'amount') ?? -1,
    currency: (str(body, 'currency') ?? '').toUpperCase(),
    method: str(body, 'payment_method') ?? 'card',
    metadata: stringMap(body.metadata),
    transactionId: str(body, 'transaction_id') ?? null,
    reference: str(body, 'reference') ?? null,
    actionUrl: str(body, 'action_url') ?? null,
    message: str(body, 'message') ?? str(body, 'error') ?? null,
    last4: str(card, 'last4') ?? null,
    brand: str(card, 'brand') ?? null,
  };
}

/** The card-and-bank-transfer provider over HTTPS. */
export class CardbankLive implements TransferProvider {
  readonly mode = 'live' as const;
  private readonly apiKey: string;
  private readonly publishableKey: string;
  private readonly base: string;
  private readonly actionHosts: string[];
  private readonly fetchFn: FetchFn;

  constructor(
    keys: { apiKey: string; publishableKey: string; live: boolean; apiUrl?: string; actionHosts?: string[] },
    fetchFn: FetchFn = fetch,
  ) {
    this.apiKey = keys.apiKey;
    this.publishableKey = keys.publishableKey;
    this.base = keys.apiUrl ?? (keys.live ? CARDBANK_API.live : CARDBANK_API.sandbox);
    this.actionHosts = keys.actionHosts ?? [new URL(this.base).host];
    this.fetchFn = fetchFn;
  }

  /** The provider's base URL, the publishable key and the hosts an action_url may point to. */
  browserInfo(): TransferBrowserInfo {
    return { endpoint: this.base, publicKey: this.publishableKey, allowedActionHosts: [...this.actionHosts] };
  }

  /**
   * POST payments/{id}/refunds with the secret key, the amount and an Idempotency-Key (an
   * assumption like the status query; the answer is read as `{ refund_id | id, status, message }`).
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const answer = await providerRequest(
      this.fetchFn,
      'The card-and-bank-transfer provider',
      `${this.base}/payments/${encodeURIComponent(input.ref)}/refunds`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.apiKey}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': input.idempotencyKey,
        },
        body: JSON.stringify({ amount: input.amount, currency: input.currency }),
      },
    );
    const body = expectOk(answer, 'The card-and-bank-transfer provider');
    const id = str(body, 'refund_id') ?? str(body, 'id');
    if (!id) throw new ProviderError('The card-and-bank-transfer provider gave no refund id');
    return { id, status: refundStatus(str(body, 'status')), message: str(body, 'message') ?? null };
  }

  /** GET payments/{id} with the secret key; null when the provider does not know it. */
  async getPayment(id: string): Promise<TransferPayment | null> {
    const answer = await providerRequest(
      this.fetchFn,
      'The card-and-bank-transfer provider',
      `${this.base}/payments/${encodeURIComponent(id)}`,
      {
        method: 'GET',
        headers: { Authorization: `Bearer ${this.apiKey}`, Accept: 'application/json' },
      },
    );
    if (answer.status === 404) return null;
    return toTransferPayment(expectOk(answer, 'The card-and-bank-transfer provider'));
  }
}
