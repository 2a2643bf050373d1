/**
 * The wallet provider simulator (demo mode): orders like PayPal's, whose amount can be replaced until
 * they are captured (PayPal's PATCH, for express checkout). The buyer's approval, which really
 * happens in PayPal's window, is `POST /sim/paypal/orders/{id}/approve` with `simulate`
 * approve | decline | cancel (the browser's fake SDK calls it); our server then captures.
 */
import type { Data } from '../database.ts';
import { simRefund } from './sim-refunds.ts';
import { simId, SimStore } from './sim-store.ts';
import {
  ProviderError,
  type ProviderRefund,
  type RefundRequest,
  type WalletBuyer,
  type WalletCapture,
  type WalletOrderDetails,
  type WalletOrderRequest,
  type WalletProvider,
} from './types.ts';

/** The simulator's public client id. */
export const SIM_PAYPAL_CLIENT_ID = 'demo-paypal-client';
/** The buyer the simulated PayPal window hands over for an express order (an address in Chicago). */
export const SIM_PAYPAL_BUYER: WalletBuyer = {
  email: 'buyer@example.com',
  firstName: 'Pat',
  lastName: 'Payer',
  address: { line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' },
};
/** What the buyer does in the simulated approval window. */
export const PAYPAL_SIM_DECISIONS = ['approve', 'decline', 'cancel'] as const;
/** A simulated buyer decision. */
export type PaypalSimDecision = (typeof PAYPAL_SIM_DECISIONS)[number];

interface OrderData {
  reference: string;
  customId: string;
  decline?: boolean;
  captureId?: string;
  /** PayPal collects the address (express checkout): the buyer is known once approved. */
  collectShipping?: boolean;
  buyer?: WalletBuyer;
}

/** The simulated wallet provider. */
export class PaypalSimulator implements WalletProvider {
  readonly mode = 'simulator' as const;
  readonly clientId = SIM_PAYPAL_CLIENT_ID;
  readonly browserEndpoint = '/sim/paypal';
  private readonly store: SimStore<OrderData>;
  private readonly now: () => Date;
  private readonly data: Data;

  constructor(data: Data, options: { now?: () => Date } = {}) {
    this.data = data;
    this.store = new SimStore<OrderData>(data, 'paypal');
    this.now = options.now ?? (() => new Date());
  }

  /** Creates an order (status CREATED) with the server's amount. */
  async createOrder(input: Omit<WalletOrderRequest, 'requestId'>): Promise<{ id: string; status: string }> {
    const id = simId('SIMPP').toUpperCase().slice(0, 22);
    await this.store.insert(
      {
        id,
        status: 'CREATED',
        amount: input.amount,
        currency: input.currency,
        data: { reference: input.reference, customId: input.customId, ...(input.collectShipping ? { collectShipping: true } : {}) },
      },
      this.now(),
    );
    return { id, status: 'CREATED' };
  }

  /**
   * The buyer's decision in the (simulated) approval window; null when there is no open order. An
   * order that collects the address gets `buyer` (SIM_PAYPAL_BUYER unless given) on approval.
   */
  async decide(
    id: string,
    decision: PaypalSimDecision,
    buyer: WalletBuyer = SIM_PAYPAL_BUYER,
  ): Promise<{ id: string; status: string } | null> {
    const status = decision === 'cancel' ? 'VOIDED' : 'APPROVED';
    const open = await this.store.get(id);
    const data = { decline: decision === 'decline', ...(open?.data.collectShipping && status === 'APPROVED' ? { buyer } : {}) };
    const updated = await this.store.update(id, { status, data }, this.now(), ['CREATED']);
    return updated ? { id: updated.id, status: updated.status } : null;
  }

  /** The order's status and amount, and its buyer once approved; null for an unknown order. */
  async getOrder(id: string): Promise<WalletOrderDetails | null> {
    const order = await this.store.get(id);
    if (!order) return null;
    return {
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      ...(order.data.buyer ? { buyer: order.data.buyer } : {}),
    };
  }

  /**
   * Replaces the amount of an order created or approved, as PayPal's PATCH does; an unknown or
   * captured order is refused with PayPal's words.
   */
  async updateOrderAmount(id: string, input: { amount: number; currency: string }): Promise<void> {
    const order = await this.store.get(id);
    if (!order) throw new ProviderError('PayPal: The specified resource does not exist.', 404);
    if (order.currency !== input.currency) throw new ProviderError('PayPal: The currency code of the order cannot change.', 422);
    if (!(await this.store.update(id, { amount: input.amount }, this.now(), ['CREATED', 'APPROVED'])))
      throw new ProviderError('PayPal: The order cannot be patched after it is completed.', 422);
  }

  /** Refunds a capture (found by its capture id), once per request id. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    return simRefund(this.data, 'paypal', { paidStatuses: ['COMPLETED'], refField: 'captureId', prefix: 'SIMREF' }, input, this.now());
  }

  /** Captures an approved order; declined, not approved, cancelled and unknown orders say so. */
  async captureOrder(id: string): Promise<WalletCapture> {
    const order = await this.store.get(id);
    if (!order) return { outcome: 'not_found', message: 'No such wallet order.' };
    if (order.status === 'COMPLETED')
      return { outcome: 'completed', captureId: order.data.captureId ?? id, amount: order.amount, currency: order.currency };
    if (order.status === 'VOIDED') return { outcome: 'canceled', message: 'Payment was canceled' };
    if (order.status !== 'APPROVED') return { outcome: 'not_approved', message: 'Payer has not yet approved the Order for payment.' };
    if (order.data.decline) {
      return {
        outcome: 'declined',
        message: "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      };
    }
    const captured = await this.store.update(
      id,
      { status: 'COMPLETED', data: { captureId: simId('SIMCAP').toUpperCase().slice(0, 20) } },
      this.now(),
      ['APPROVED'],
    );
    if (!captured) return this.captureOrder(id);
    return { outcome: 'completed', captureId: captured.data.captureId ?? id, amount: captured.amount, currency: captured.currency };
  }
}
