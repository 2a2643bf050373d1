/**
 * The payment methods and constants of the checkout: offline methods, the multi-method
 * provider's methods and cryptocurrencies, the card-and-bank-transfer provider's methods, the status
 * polling rhythm, and the instructions text an offline payment shows.
 */

/** Offline payment methods. */
export const OFFLINE_METHODS = ['bank_transfer', 'cash', 'check', 'wire_transfer'] as const;
/** An offline payment method. */
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
/** The offline methods a store offers unless it chooses others. */
export const DEFAULT_OFFLINE_METHODS: readonly OfflineMethod[] = ['bank_transfer', 'cash'];
/** Labels of the offline methods. */
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  check: 'Check',
  wire_transfer: 'Wire transfer',
};

/** Methods of the multi-method provider. */
export const MULTI_METHODS = ['card', 'bank_account', 'mobile_wallet', 'crypto'] as const;
/** A multi-method provider method. */
export type MultiMethod = (typeof MULTI_METHODS)[number];
/** Cryptocurrencies of the multi-method provider's crypto method. */
export const CRYPTOS = ['BTC', 'ETH', 'USDC', 'LTC'] as const;
/** A cryptocurrency code. */
export type Crypto = (typeof CRYPTOS)[number];
/** Statuses of a multi-method payment session. */
export const SESSION_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;

/** Methods of the card-and-bank-transfer provider. */
export const CARDBANK_METHODS = ['card', 'bank_transfer'] as const;
/** A card-and-bank-transfer provider method. */
export type CardbankMethod = (typeof CARDBANK_METHODS)[number];

/** Payment status polling: every 5 seconds… */
export const STATUS_POLL_INTERVAL_MS = 5000;
/** …at most 60 times. */
export const STATUS_POLL_MAX_ATTEMPTS = 60;

/** True when `value` is one of `list` (a typed membership test). */
export function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** What the instructions of an offline payment mention. */
export interface OfflineDetails {
  /** The amount, already formatted (`$26.92`). */
  amount: string;
  /** What to quote with the payment: the order number or the confirmation code. */
  reference: string;
  /** Who is paid: the store's name. */
  payee: string;
}

/**
 * The instructions shown for an offline payment (no wording was given for them; these are the demo's).
 * The account numbers are sample values: a deployment replaces them with its own.
 */
export function offlineInstructions(method: OfflineMethod, details: OfflineDetails): string {
  const { amount, reference, payee } = details;
  switch (method) {
    case 'bank_transfer':
      return `Transfer ${amount} to ${payee}, account 000123456789, routing 021000021, with the reference ${reference}. Your order ships once the transfer arrives.`;
    case 'cash':
      return `Pay ${amount} in cash when you collect, quoting the reference ${reference}.`;
    case 'check':
      return `Mail a check for ${amount} payable to ${payee}, with ${reference} on the memo line. Your order ships once the check clears.`;
    case 'wire_transfer':
      return `Wire ${amount} to ${payee}, account 000123456789, SWIFT DEMOUS33, with the reference ${reference}. Bank fees are paid by the sender.`;
  }
}
