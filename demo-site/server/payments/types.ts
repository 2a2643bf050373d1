/**
 * The provider interfaces: one per kind of payment provider. Each has a real adapter (HTTPS to the
 * provider, used when its keys are configured) and a local simulator (demo mode only). Routes only
 * ever see these interfaces, so the server decides outcomes the same way in both modes.
 */

/** The four external providers. */
export type ProviderName = 'stripe' | 'paypal' | 'multipay' | 'cardbank';
/** Whether a provider is the real one or the local simulator. */
export type ProviderMode = 'live' | 'simulator';

/** A provider could not be reached or gave an answer we cannot use (never carries a secret). */
export class ProviderError extends Error {
  /** The provider's HTTP status, when it answered. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

/** What we attach to every provider object so a webhook or a query can be traced back. */
export type ProviderMetadata = Record<string, string>;

/** A refund as the provider reports it: done, still on its way, or refused (with the provider's reason). */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  message?: string | null;
}

/**
 * What a refund request carries: the provider's reference of the payment (intent, capture, session
 * or payment id), the amount in minor units, and an idempotency key (our refund id) so a repeated
 * request refunds once.
 */
export interface RefundRequest {
  ref: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/** A card provider payment intent, as our server reads it. */
export interface CardIntent {
  id: string;
  clientSecret: string;
  /** The provider's status: succeeded, processing, requires_payment_method, canceled, … */
  status: string;
  amount: number;
  /** Upper case (USD). */
  currency: string;
  metadata: ProviderMetadata;
  transactionId?: string | null;
  last4?: string | null;
  brand?: string | null;
  /** The last payment error's message, when the provider gives one. */
  errorMessage?: string | null;
}

/** The card provider ('stripe'): intents created and read by the server. */
export interface CardProvider {
  readonly mode: ProviderMode;
  readonly publishableKey: string;
  /** Secret that signs webhooks; undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  /** Where the browser-side SDK talks to the provider; set for the simulator (its fake SDK endpoints). */
  readonly browserEndpoint?: string;
  createIntent(input: {
    amount: number;
    currency: string;
    email?: string;
    metadata: ProviderMetadata;
    idempotencyKey: string;
  }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent | null>;
  /**
   * Cancels an intent that has not taken money, so it can never be confirmed; answers the intent as
   * it is afterwards (`canceled`, or still `succeeded` or `processing` when it was too late), null
   * when the provider has no such intent.
   */
  cancelIntent(id: string): Promise<CardIntent | null>;
  /** Refunds a succeeded intent (`ref` is the intent id). */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

/** The buyer PayPal collected for an order: e-mail, name and the shipping address chosen in PayPal. */
export interface WalletBuyer {
  email: string;
  firstName: string;
  lastName: string;
  address: { line1: string; line2?: string; city: string; state: string; zip: string; country: string };
}

/** A provider order as the provider reports it now: status, amount and (once approved) the buyer. */
export interface WalletOrderDetails {
  status: string;
  amount: number;
  currency: string;
  buyer?: WalletBuyer;
}

/** The result of capturing a wallet order. */
export type WalletCapture =
  | { outcome: 'completed'; captureId: string; amount: number; currency: string }
  | { outcome: 'declined' | 'not_approved' | 'canceled' | 'not_found'; message: string };

/** The transmission headers PayPal sends with each webhook delivery (`PAYPAL-AUTH-ALGO`, …). */
export interface WebhookTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** What our server asks the wallet provider to open an order for. */
export interface WalletOrderRequest {
  amount: number;
  currency: string;
  reference: string;
  customId: string;
  requestId: string;
  /**
   * The provider collects the buyer's shipping address (PayPal's GET_FROM_FILE); express checkout.
   * Such an order's purchase unit keeps PayPal's reference `default`, so its amount can be replaced.
   */
  collectShipping?: boolean;
}

/** The wallet provider ('paypal'): orders created and captured by the server. */
export interface WalletProvider {
  readonly mode: ProviderMode;
  readonly clientId: string;
  /** The registered webhook's id (PAYPAL_WEBHOOK_ID); undefined when webhooks are not configured. */
  readonly webhookId?: string;
  /**
   * Asks the provider whether a webhook delivery is genuine: true only for its SUCCESS. `payload` is
   * the raw body, sent on unchanged.
   */
  verifyWebhook?(transmission: WebhookTransmission, payload: string): Promise<boolean>;
  createOrder(input: WalletOrderRequest): Promise<{ id: string; status: string }>;
  /** The order as the provider knows it now; null when it has no such order. */
  getOrder(id: string): Promise<WalletOrderDetails | null>;
  /**
   * Replaces the amount of an order not yet captured (express checkout, once the buyer's address
   * changes the total); a ProviderError when the provider refuses (an unknown or captured order).
   */
  updateOrderAmount(id: string, amount: { amount: number; currency: string }): Promise<void>;
  captureOrder(id: string, requestId: string): Promise<WalletCapture>;
  /** Refunds a capture (`ref` is the capture id). */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

/** A multi-method provider payment session. */
export interface MultiSession {
  id: string;
  /** pending, completed, failed or expired. */
  status: string;
  payment_url: string | null;
  transaction_id: string | null;
  amount: number;
  currency: string;
}

/** The multi-method provider ('multipay'): sessions created and queried by the server. */
export interface MultiProvider {
  readonly mode: ProviderMode;
  /**
   * The real provider's payment page hosts (MULTIPAY_PAYMENT_HOSTS), the only ones the checkout opens;
   * empty when not configured. The simulator's pages are on this site, so it has none.
   */
  readonly paymentHosts?: readonly string[];
  createSession(input: MultiSessionRequest): Promise<MultiSession>;
  getSession(id: string): Promise<MultiSession | null>;
  /** Refunds a completed session (`ref` is the session id). */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

/** What our server asks the multi-method provider to open a payment session for. */
export interface MultiSessionRequest {
  amount: number;
  currency: string;
  method: string;
  crypto?: string;
  reference: string;
  returnUrl: string;
  metadata: ProviderMetadata;
  idempotencyKey: string;
}

/** A card-and-bank-transfer provider payment, as our server reads it back. */
export interface TransferPayment {
  id: string;
  /** succeeded, requires_action or failed. */
  status: string;
  amount: number;
  currency: string;
  method: string;
  metadata: ProviderMetadata;
  transactionId: string | null;
  reference: string | null;
  actionUrl: string | null;
  message: string | null;
  last4: string | null;
  brand: string | null;
}

/** What the browser needs to post a payment straight to the provider (public values only). */
export interface TransferBrowserInfo {
  endpoint: string;
  publicKey: string;
  allowedActionHosts: string[];
}

/** The card-and-bank-transfer provider ('cardbank'): the browser creates payments, the server reads them. */
export interface TransferProvider {
  readonly mode: ProviderMode;
  /** Public facts for the browser; `origin` is the page's origin (the simulator lives there). */
  browserInfo(origin: string): TransferBrowserInfo;
  getPayment(id: string): Promise<TransferPayment | null>;
  /** Refunds a succeeded payment (`ref` is the provider's payment id). */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}
