/**
 * The real wallet provider adapter: PayPal Orders v2 (create with intent CAPTURE, amount update, capture), capture
 * refunds and webhook verification, with an OAuth client-credentials token cached until shortly before
 * it expires. `PayPal-Request-Id` makes create, capture and refund idempotent. Used when
 * PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; webhooks are verified when PAYPAL_WEBHOOK_ID is.
 */
import { expectOk, majorUnits, minorUnits, obj, providerRequest, refundStatus, str, type FetchFn } from './http.ts';
import {
  ProviderError,
  type ProviderRefund,
  type RefundRequest,
  type WalletBuyer,
  type WalletCapture,
  type WalletOrderDetails,
  type WalletOrderRequest,
  type WalletProvider,
  type WebhookTransmission,
} from './types.ts';

/** PayPal's live and sandbox API bases. */
export const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

/** PayPal over HTTPS. */
export class PaypalLive implements WalletProvider {
  readonly mode = 'live' as const;
  readonly clientId: string;
  readonly webhookId: string | undefined;
  private readonly clientSecret: string;
  private readonly fetchFn: FetchFn;
  private readonly base: string;
  private token: { value: string; expiresAt: number } | undefined;

  /** `base` replaces PayPal's API address (tests point it at a local server). */
  constructor(
    keys: { clientId: string; clientSecret: string; live: boolean; webhookId?: string },
    fetchFn: FetchFn = fetch,
    base?: string,
  ) {
    this.clientId = keys.clientId;
    this.webhookId = keys.webhookId;
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
  async createOrder(input: WalletOrderRequest): Promise<{ id: string; status: string }> {
    const answer = await this.call(
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        ...(input.collectShipping ? { payment_source: { paypal: { experience_context: { shipping_preference: 'GET_FROM_FILE' } } } } : {}),
        purchase_units: [
          {
            // An express order keeps PayPal's reference `default` (its amount is patched by that name);
            // our text goes into the description instead.
            ...(input.collectShipping ? { description: input.reference.slice(0, 127) } : { reference_id: input.reference.slice(0, 256) }),
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

  /** GET /v2/checkout/orders/{id}: status, amount, and the payer and shipping address once approved. */
  async getOrder(id: string): Promise<WalletOrderDetails | null> {
    const answer = await providerRequest(this.fetchFn, 'PayPal', `${this.base}/v2/checkout/orders/${encodeURIComponent(id)}`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
    });
    if (answer.status === 404) return null;
    const body = expectOk(answer, 'PayPal');
    const unit = Array.isArray(body.purchase_units) ? (body.purchase_units[0] as Record<string, unknown> | undefined) : undefined;
    const amount = obj(unit, 'amount');
    const currency = str(amount, 'currency_code') ?? '';
    const cents = minorUnits(str(amount, 'value'), currency);
    if (cents === undefined) throw new ProviderError('PayPal gave no order amount');
    const buyer = buyerOf(body, unit);
    return { status: str(body, 'status') ?? 'CREATED', amount: cents, currency, ...(buyer ? { buyer } : {}) };
  }

  /**
   * PATCH /v2/checkout/orders/{id}: a JSON Patch `replace` of the purchase unit's amount (PayPal
   * answers 204). Only orders created or approved, not captured, can change; PayPal's refusal
   * (`ORDER_ALREADY_CAPTURED`, an unknown order) becomes a ProviderError with its words.
   */
  async updateOrderAmount(id: string, input: { amount: number; currency: string }): Promise<void> {
    const answer = await providerRequest(this.fetchFn, 'PayPal', `${this.base}/v2/checkout/orders/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await this.accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/amount",
          value: { currency_code: input.currency, value: majorUnits(input.amount, input.currency) },
        },
      ]),
    });
    if (answer.status < 200 || answer.status >= 300) expectOk(answer, 'PayPal');
  }

  /**
   * POST /v2/payments/captures/{id}/refund with the amount; our refund id is the `PayPal-Request-Id`
   * and the `custom_id`, which PayPal repeats in its PAYMENT.CAPTURE.REFUNDED event.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const answer = await this.call(
      `/v2/payments/captures/${encodeURIComponent(input.ref)}/refund`,
      {
        amount: { currency_code: input.currency, value: majorUnits(input.amount, input.currency) },
        custom_id: input.idempotencyKey.slice(0, 127),
      },
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

  /**
   * POST /v1/notifications/verify-webhook-signature with the transmission headers and our webhook id:
   * true only when PayPal answers `verification_status: SUCCESS`.
   */
  async verifyWebhook(transmission: WebhookTransmission, payload: string): Promise<boolean> {
    if (!this.webhookId) throw new ProviderError('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID)');
    const fields = JSON.stringify({
      auth_algo: transmission.authAlgo,
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: transmission.transmissionSig,
      transmission_time: transmission.transmissionTime,
      webhook_id: this.webhookId,
    });
    // The event goes back byte for byte as it came: PayPal signed that text, and parsing and writing
    // it again can change it (number formats, escapes) and make a genuine event fail.
    if (!isJsonObject(payload)) throw new ProviderError('The webhook event is not a JSON object');
    const answer = await providerRequest(this.fetchFn, 'PayPal', `${this.base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.accessToken()}`, 'Content-Type': 'application/json' },
      body: `${fields.slice(0, -1)},"webhook_event":${payload.trim()}}`,
    });
    return str(expectOk(answer, 'PayPal'), 'verification_status') === 'SUCCESS';
  }
}

/** The payer's e-mail and the shipping name and address of an order, when PayPal has them all. */
function buyerOf(body: Record<string, unknown>, unit: Record<string, unknown> | undefined): WalletBuyer | undefined {
  const payer = obj(body, 'payer') ?? obj(obj(body, 'payment_source'), 'paypal');
  const email = str(payer, 'email_address');
  const shipping = obj(unit, 'shipping');
  const address = obj(shipping, 'address');
  const fullName = (str(obj(shipping, 'name'), 'full_name') ?? '').trim().split(/\s+/);
  const given = str(obj(payer, 'name'), 'given_name') ?? fullName[0] ?? '';
  const surname = str(obj(payer, 'name'), 'surname') ?? fullName.slice(1).join(' ');
  const line1 = str(address, 'address_line_1');
  const country = str(address, 'country_code');
  if (!email || !line1 || !country) return undefined;
  const line2 = str(address, 'address_line_2');
  return {
    email,
    firstName: given,
    lastName: surname,
    address: {
      line1,
      ...(line2 ? { line2 } : {}),
      city: str(address, 'admin_area_2') ?? '',
      state: str(address, 'admin_area_1') ?? '',
      zip: str(address, 'postal_code') ?? '',
      country,
    },
  };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
