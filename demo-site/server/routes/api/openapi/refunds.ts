import { dataOf, op, ref, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const cents = { type: 'integer', description: 'Integer minor units (cents)' } as const;

/** Wire shapes of staff refunds (demo-site/server/routes/api/refunds.ts). */
export const schemas: Record<string, JsonSchema> = {
  RefundRequest: {
    type: 'object',
    properties: {
      amount: {
        type: 'integer',
        minimum: 1,
        description: 'Minor units (cents) to give back; everything that can still be refunded when absent',
      },
      reason: { type: 'string', maxLength: 500, description: 'Why, for staff (never shown to the customer)' },
    },
  },
  Refund: {
    type: 'object',
    required: ['id', 'amount', 'currency', 'status', 'provider', 'createdAt'],
    properties: {
      id: str,
      amount: cents,
      currency: str,
      status: {
        enum: ['succeeded', 'pending', 'manual'],
        description:
          'pending: the provider accepted it and has not finished; manual: paid offline, staff return the money by the same means',
      },
      provider: { enum: ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline'] },
      message: { anyOf: [str, { type: 'null' }] },
      reason: { anyOf: [str, { type: 'null' }] },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  RefundAnswer: {
    type: 'object',
    required: ['refund', 'paidAmount', 'refundedAmount', 'refundableAmount'],
    properties: {
      refund: ref('Refund'),
      paidAmount: cents,
      refundedAmount: { ...cents, description: 'Refunded in all, this refund included (settled or accepted by the provider)' },
      refundableAmount: { ...cents, description: 'What can still be refunded' },
      order: { ...ref('Order'), description: 'The order as it is now (order refunds only)' },
    },
  },
};

const description = (noun: string) =>
  `Staff or the tenant's app token. Gives back \`amount\` (or everything that remains) of what the ${noun} was paid, the way it was paid: through the card, PayPal, multi-method or card-and-bank provider, onto the gift card or account balance, or recorded as manual when paid offline. The customer is e-mailed. Refunds of one payment never add up to more than it took, even when two arrive at once. Send an Idempotency-Key: a retry refunds once. 409 \`not_paid\`, \`nothing_to_refund\` or \`refund_too_large\` (field \`amount\`) carry a message to show; 502 \`refund_failed\` carries the provider's reason.`;

const refundOp = (noun: string) =>
  op(`Refund all or part of a paid ${noun}`, {
    tags: ['refunds'],
    status: 201,
    description: description(noun),
    body: ref('RefundRequest'),
    ok: dataOf(ref('RefundAnswer')),
    errors: [400, 401, 403, 404, 409, 502],
  });

/** The staff refund operations. */
export const paths: Paths = {
  '/storefront/order/{id}/refund': { post: refundOp('order') },
  '/reservations/{id}/refund': { post: refundOp('booking') },
};
