/**
 * Refunds at the local provider simulators (demo mode), shared by all four. A refund is its own
 * simulator object (`<prefix>…`, status succeeded) whose id is derived from the idempotency key, so a
 * repeated request answers the first refund and moves no more money. A payment can be refunded up to
 * its amount, and only in a paid status.
 */
import { createHash } from 'node:crypto';
import { inTransaction, oneAtATime, type Data } from '../database.ts';
import { SimStore, type SimObject } from './sim-store.ts';
import type { ProviderName, ProviderRefund, RefundRequest } from './types.ts';

interface Refundable {
  refundedCents?: number;
}

interface RefundData {
  payment: string;
}

/** How a simulator finds and judges the payment a refund names. */
export interface SimRefundRules {
  /** Statuses in which the payment holds money. */
  paidStatuses: readonly string[];
  /** The data field that holds the refund's `ref` (a PayPal capture id); the object id when absent. */
  refField?: string;
  /** Prefix of the refund ids (`re_sim_`). */
  prefix: string;
}

/**
 * Refunds `input.ref` at the simulator of `provider`, once per idempotency key. Refunds of one payment
 * run one at a time, so two together can never both take what is left of it.
 */
export function simRefund(
  data: Data,
  provider: ProviderName,
  rules: SimRefundRules,
  input: RefundRequest,
  now: Date,
): Promise<ProviderRefund> {
  const id = `${rules.prefix}${createHash('sha256').update(`${provider}:${input.idempotencyKey}`).digest('hex').slice(0, 24)}`;
  return inTransaction(data, async (trx): Promise<ProviderRefund> => {
    await oneAtATime(trx, 'sim-refund', `${provider}:${input.ref}`);
    const payments = new SimStore<Refundable>(trx, provider);
    const refunds = new SimStore<RefundData>(trx, provider);
    const earlier = await refunds.get(id);
    if (earlier) return { id, status: 'succeeded' };
    const payment: SimObject<Refundable> | undefined = rules.refField
      ? await payments.findByData(rules.refField, input.ref)
      : await payments.get(input.ref);
    if (!payment) return { id, status: 'failed', message: 'No such payment.' };
    if (!rules.paidStatuses.includes(payment.status))
      return { id, status: 'failed', message: `A payment in status ${payment.status} cannot be refunded.` };
    const refunded = payment.data.refundedCents ?? 0;
    if (input.amount <= 0 || refunded + input.amount > payment.amount)
      return { id, status: 'failed', message: 'The refund is larger than what is left of the payment.' };
    await payments.update(payment.id, { data: { refundedCents: refunded + input.amount } }, now);
    await refunds.insert({ id, status: 'succeeded', amount: input.amount, currency: payment.currency, data: { payment: payment.id } }, now);
    return { id, status: 'succeeded' };
  });
}
