/**
 * The card-and-bank-transfer provider simulator (demo mode). The browser posts to
 * `POST /sim/cardbank/payments/process` (outside /api) with the simulator's publishable key. Card
 * numbers and CVVs are checked and dropped at once: only last4 and brand are stored, nothing is
 * logged. Outcomes: card numbers ending 0002 are declined; numbers ending 3220, amounts over the
 * threshold (PAYMENT_SIM_ACTION_THRESHOLD_CENTS, default 50000) and every bank transfer need the
 * action page `/sim/cardbank/action/{id}` (Approve / Decline); other valid cards succeed.
 */
import { bankByCode } from '../../../shared/payments/banks.ts';
import { cardBrand, cardLast4, cardNumberValid, cvvValid, digitsOnly, expiryValid } from '../../../shared/payments/card.ts';
import type { Data } from '../database.ts';
import { sameToken } from './multipay-sim.ts';
import { simRefund } from './sim-refunds.ts';
import { simId, SimStore, simToken, type SimObject } from './sim-store.ts';
import type { ProviderRefund, RefundRequest, TransferBrowserInfo, TransferPayment, TransferProvider } from './types.ts';

/** The simulator's publishable key (public; the browser sends it as a bearer). */
export const SIM_CARDBANK_PUBLIC_KEY = 'pk_sim_cardbank_demo';
/** Default amount (cents) above which a simulated card payment needs the action step. */
export const DEFAULT_SIM_ACTION_THRESHOLD_CENTS = 50_000;
/** Buttons of the action page. */
export const CARDBANK_SIM_DECISIONS = ['approve', 'decline'] as const;

interface PaymentData {
  method: 'card' | 'bank_transfer';
  metadata: Record<string, string>;
  email?: string;
  last4?: string;
  brand?: string;
  bankCode?: string;
  token: string;
  actionUrl?: string;
  transactionId?: string;
  reference: string;
  message?: string;
}

/** A validated `payments/process` request (card details still in memory only). */
export interface ProcessRequest {
  amount: number;
  currency: string;
  email?: string;
  method: 'card' | 'bank_transfer';
  card?: { number: string; expiry: string; cvv: string };
  bankCode?: string;
  metadata: Record<string, string>;
}

/** The provider's answer to `payments/process` (and to a status query). */
export interface ProcessAnswer {
  status: string;
  payment_id?: string;
  transaction_id?: string | null;
  reference?: string | null;
  action_url?: string | null;
  message?: string;
  error?: string;
}

/** A simulated payment as the simulator's action page shows it. */
export interface CardbankSimPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
  last4?: string;
  brand?: string;
  bankCode?: string;
  token: string;
}

/** The simulated card-and-bank-transfer provider. */
export class CardbankSimulator implements TransferProvider {
  readonly mode = 'simulator' as const;
  readonly publicKey = SIM_CARDBANK_PUBLIC_KEY;
  private readonly store: SimStore<PaymentData>;
  private readonly threshold: number;
  private readonly now: () => Date;
  private readonly data: Data;

  constructor(data: Data, options: { actionThresholdCents?: number; now?: () => Date } = {}) {
    this.data = data;
    this.store = new SimStore<PaymentData>(data, 'cardbank');
    this.threshold = options.actionThresholdCents ?? DEFAULT_SIM_ACTION_THRESHOLD_CENTS;
    this.now = options.now ?? (() => new Date());
  }

  /** The simulator's endpoint on this server's origin, its key, and that origin's host for action URLs. */
  browserInfo(origin: string): TransferBrowserInfo {
    return { endpoint: `${origin}/sim/cardbank`, publicKey: this.publicKey, allowedActionHosts: [new URL(origin).host] };
  }

  /** Processes a payment; `origin` is where the simulator is served (for the action URL). */
  async process(request: ProcessRequest, origin: string): Promise<ProcessAnswer> {
    const base = {
      metadata: request.metadata,
      token: simToken(),
      reference: `CB-${simId('').slice(0, 10).toUpperCase()}`,
      ...(request.email ? { email: request.email } : {}),
    };
    let data: PaymentData;
    let status: string;
    if (request.method === 'card' && request.card) {
      const { number, expiry, cvv } = request.card;
      if (!cardNumberValid(number)) return { status: 'failed', error: 'invalid_card', message: 'Your card number is invalid.' };
      if (!expiryValid(expiry, this.now())) return { status: 'failed', error: 'expired_card', message: 'Your card has expired.' };
      if (!cvvValid(cvv, number)) return { status: 'failed', error: 'invalid_cvc', message: "Your card's security code is invalid." };
      const digits = digitsOnly(number);
      data = { ...base, method: 'card', last4: cardLast4(digits), brand: cardBrand(digits) };
      if (digits.endsWith('0002')) status = 'failed';
      else if (digits.endsWith('3220') || request.amount > this.threshold) status = 'requires_action';
      else status = 'succeeded';
    } else {
      const bank = bankByCode(request.bankCode ?? '');
      if (!bank) return { status: 'failed', error: 'invalid_bank', message: 'Unknown bank code.' };
      data = { ...base, method: 'bank_transfer', bankCode: bank.code };
      status = 'requires_action';
    }
    const id = simId('cbp_');
    if (status === 'failed') data.message = 'Your card was declined.';
    if (status === 'succeeded') data.transactionId = simId('cbt_');
    if (status === 'requires_action') data.actionUrl = `${origin}/sim/cardbank/action/${id}`;
    const stored = await this.store.insert(
      { id, status, amount: request.amount, currency: request.currency.toUpperCase(), data },
      this.now(),
    );
    return this.answer(stored);
  }

  /** Our server's status query (through the adapter interface, never the browser's word). */
  async getPayment(id: string): Promise<TransferPayment | null> {
    const found = await this.store.get(id);
    if (!found) return null;
    return {
      id: found.id,
      status: found.status,
      amount: found.amount,
      currency: found.currency,
      method: found.data.method,
      metadata: found.data.metadata,
      transactionId: found.data.transactionId ?? null,
      reference: found.data.reference,
      actionUrl: found.status === 'requires_action' ? (found.data.actionUrl ?? null) : null,
      message: found.data.message ?? null,
      last4: found.data.last4 ?? null,
      brand: found.data.brand ?? null,
    };
  }

  /** Refunds a succeeded payment, once per idempotency key. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    return simRefund(this.data, 'cardbank', { paidStatuses: ['succeeded'], prefix: 'cbr_' }, input, this.now());
  }

  /** The payment for the action page. */
  async view(id: string): Promise<CardbankSimPayment | undefined> {
    const found = await this.store.get(id);
    if (!found) return undefined;
    const { method, last4, brand, bankCode, token } = found.data;
    return {
      id,
      status: found.status,
      amount: found.amount,
      currency: found.currency,
      method,
      ...(last4 ? { last4 } : {}),
      ...(brand ? { brand } : {}),
      ...(bankCode ? { bankCode } : {}),
      token,
    };
  }

  /** Approve or Decline on the action page: only with the payment's token, only while it waits. */
  async decide(
    id: string,
    token: string,
    decision: (typeof CARDBANK_SIM_DECISIONS)[number],
  ): Promise<'ok' | 'forbidden' | 'closed' | 'missing'> {
    const found = await this.store.get(id);
    if (!found) return 'missing';
    if (!sameToken(found.data.token, token)) return 'forbidden';
    const change =
      decision === 'approve'
        ? { status: 'succeeded', data: { transactionId: simId('cbt_') } }
        : { status: 'failed', data: { message: 'The authentication was declined.' } };
    return (await this.store.update(id, change, this.now(), ['requires_action'])) ? 'ok' : 'closed';
  }

  private answer(found: SimObject<PaymentData>): ProcessAnswer {
    return {
      status: found.status,
      payment_id: found.id,
      transaction_id: found.data.transactionId ?? null,
      reference: found.data.reference,
      action_url: found.status === 'requires_action' ? (found.data.actionUrl ?? null) : null,
      ...(found.data.message ? { message: found.data.message } : {}),
      ...(found.status === 'failed' ? { error: 'card_declined' } : {}),
    };
  }
}
