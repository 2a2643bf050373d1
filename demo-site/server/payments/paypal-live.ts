/**
 * The real wallet provider adapter: PayPal Orders v2 (create with intent CAPTURE, capture), with an
 * OAuth client-credentials token cached until shortly before it expires. `PayPal-Request-Id` makes
 * both calls idempotent. Used when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set.
 */
import { expectOk, majorUnits, minorUnits, obj, providerRequest, refundStatus, str, type FetchFn } from './http.ts';
import { ProviderError, type ProviderRefund, type RefundRequest, type WalletCapture, type WalletProvider } from './types.ts';

/** PayPal's live and sandbox API bases. */
export const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

/** PayPal over HTTPS. */
export class PaypalLive implements WalletProvider {
  readonly mode = 'live' as const;
  readonly clientId: string;
  private readonly clientSecret: string;
  private readonly fetchFn: FetchFn;
  private readonly base: string;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(keys: { clientId: string; clientSecret: string; live: boolean }, fetchFn: FetchFn = fetch, base?: string) {
    this.clientId = keys.clientId;
    this.clientSecret = keys.clientSecret;
    this.fetchFn = fetchFn;
    this.base = base ?? (keys.live ? PAYPAL_API.live : PAYPAL_API.sandbox);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64');
    const answer = await providerRequest(this.fetchFn, 'PayPal', `${this.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (answer.status === 401) throw new ProviderError('PayPal refused the client credentials', 401);
    const body = expectOk(answer, 'PayPal');
    const value = str(body, 'access_token');
    if (!value) throw new ProviderError('PayPal gave no access token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    this.token = { value, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  private async call(path: string, body: unknown, requestId: string) {
    return providerRequest(this.fetchFn, 'PayPal', `${this.base}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        'Content-Type': 'application/json',
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
  }

  /** POST /v2/checkout/orders: one purchase unit with the server's amount. */
  async createOrder(input: {
    amount: number;
    currency: string;
    reference: string;
    customId: string;
    requestId: string;
  }): Promise<{ id: string; status: string }> {
    const answer = await this.call(
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference.slice(0, 256),
            custom_id: input.customId.slice(0, 127),
            amount: { currency_code: input.currency, value: majorUnits(input.amount, input.currency) },
          },
        ],
      },
      input.requestId,
    );
    const body = expectOk(answer, 'PayPal');
    const id = str(body, 'id');
    if (!id) throw new ProviderError('PayPal gave no order id');
    return { id, status: str(body, 'status') ?? 'CREATED' };
  }

  /** POST /v2/payments/captures/{id}/refund with the amount; `PayPal-Request-Id` is our refund id. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const answer = await this.call(
      `/v2/payments/captures/${encodeURIComponent(input.ref)}/refund`,
      { amount: { currency_code: input.currency, value: majorUnits(input.amount, input.currency) } },
      input.idempotencyKey,
    );
    const body = expectOk(answer, 'PayPal');
    const id = str(body, 'id');
    if (!id) throw new ProviderError('PayPal gave no refund id');
    const status = refundStatus(str(body, 'status'));
    return { id, status, message: status === 'failed' ? 'PayPal did not complete the refund.' : null };
  }

  /** POST /v2/checkout/orders/{id}/capture: completed with the capture, or why not. */
  async captureOrder(id: string, requestId: string): Promise<WalletCapture> {
    const answer = await this.call(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, requestId);
    if (answer.status === 404) return { outcome: 'not_found', message: 'No such wallet order.' };
    if (answer.status === 422) {
      const detail = (
        Array.isArray((answer.body as Record<string, unknown> | null)?.details)
          ? ((answer.body as { details: Record<string, unknown>[] }).details[0] ?? {})
          : {}
      ) as Record<string, unknown>;
      const issue = str(detail, 'issue') ?? '';
      const message = str(detail, 'description') ?? 'The payment was declined.';
      return { outcome: issue === 'ORDER_NOT_APPROVED' ? 'not_approved' : 'declined', message };
    }
    const body = expectOk(answer, 'PayPal');
    const unit = Array.isArray(body.purchase_units) ? (body.purchase_units[0] as Record<string, unknown> | undefined) : undefined;
    const captures = obj(unit, 'payments')?.captures;
    const capture = Array.isArray(captures) ? (captures[0] as Record<string, unknown> | undefined) : undefined;
    const amount = obj(capture, 'amount');
    const currency = str(amount, 'currency_code') ?? '';
    const cents = minorUnits(str(amount, 'value'), currency);
    if (str(body, 'status') !== 'COMPLETED' || str(capture, 'status') !== 'COMPLETED' || cents === undefined) {
      return {
        outcome: 'declined',
        message: `The payment was not completed (${str(capture, 'status') ?? str(body, 'status') ?? 'unknown'}).`,
      };
    }
    return { outcome: 'completed', captureId: str(capture, 'id') ?? id, amount: cents, currency };
  }
}
