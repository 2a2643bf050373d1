/**
 * Stored value: the customer's account balance and gift cards. Each redemption runs in one
 * transaction: the amount due is read, the balance is taken with a guarded UPDATE
 * (`balance >= amount`, and a CHECK keeps it from going negative), the payment is recorded and the
 * order or reservation is marked paid. Concurrent redemptions, from one process or several, therefore never overspend.
 */
import { Hono, type Context } from 'hono';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import { isStaffLike, principalOf } from '../../../auth/principal.ts';
import type { AppEnv } from '../../../context.ts';
import { inTransaction, type Data } from '../../../database.ts';
import { storedBalance, takeStoredValue, type StoredValueSource } from '../../../domain/stored-value.ts';
import { insertPayment } from '../../../payments/records.ts';
import { applyOutcome } from '../../../payments/settle.ts';
import { resolveDue, targetOf, type TargetInput } from '../../../payments/targets.ts';
import { idempotent, type JsonAnswer } from '../idempotency.ts';
import { fail, sentBody, validate } from '../validation.ts';
import { paymentResult, refusal, requireGateway, targetFailure } from './respond.ts';
import { balanceBody, giftCheckBody, giftPayBody, userParam } from './schemas.ts';

/** Pays a target from a balance or gift card, all in one transaction. */
async function redeem(
  data: Data,
  tenantId: string,
  input: TargetInput,
  source: StoredValueSource,
  gateway: 'account_balance' | 'gift_card',
): Promise<JsonAnswer> {
  const missing =
    source.table === 'gift_cards'
      ? refusal(404, 'invalid_gift_card', PAYMENT_MESSAGES.giftCardInvalid, 'giftCardCode')
      : refusal(404, 'not_found', 'No account balance for this user.', 'userId');
  const short =
    source.table === 'gift_cards'
      ? refusal(409, 'insufficient_gift_card_balance', PAYMENT_MESSAGES.giftCardInsufficient)
      : refusal(409, 'insufficient_balance', PAYMENT_MESSAGES.insufficientBalance);
  return inTransaction(data, async (trx): Promise<JsonAnswer> => {
    const due = await resolveDue(trx, tenantId, targetOf(input));
    if (!due.ok) return targetFailure(due);
    const { target } = due;
    const now = new Date();
    const held = await storedBalance(trx, tenantId, source, now);
    if (!held) return missing;
    if (held.currency !== target.currency)
      return refusal(409, 'currency_mismatch', `This balance is in ${held.currency}; the amount due is in ${target.currency}.`);
    if (held.balance < target.amount) return short;
    if (!(await takeStoredValue(trx, tenantId, source, target.amount, now))) return short;
    const payment = await insertPayment(trx, {
      tenantId,
      target,
      provider: gateway,
      method: gateway,
      amount: target.amount,
      currency: target.currency,
      status: 'created',
      // The full gift card code stays on the server (a refund credits that card back); answers show only its end.
      details:
        source.table === 'gift_cards' ? { giftCard: `…${source.value.slice(-4)}`, giftCardCode: source.value } : { userId: source.value },
    });
    const paid = await applyOutcome(trx, tenantId, payment.id, { status: 'succeeded', transactionId: payment.id }, now);
    if (paid.status !== 'succeeded') throw new Error(`Stored-value payment ${payment.id} ended ${paid.status}`);
    const remaining = (await storedBalance(trx, tenantId, source, now))?.balance ?? 0;
    return {
      status: 200,
      body: paymentResult(paid, {
        success: true,
        status: 'succeeded',
        message: PAYMENT_MESSAGES.paymentCompletedToast,
        metadata: { remainingBalance: remaining },
      }),
    };
  });
}

/** Asked of a visitor who is not signed in as a customer. */
export const BALANCE_SIGN_IN = 'Sign in with the code we email you to use your account balance.';

/**
 * Whose balance this request may use: a signed-in customer's own (by e-mail; naming another is a
 * 403), any named one for staff and the tenant's server, none for anyone else (401).
 */
function balanceOwner(c: Context<AppEnv>, requested: string | undefined): { ok: true; userId: string } | { ok: false; response: Response } {
  const principal = principalOf(c);
  if (principal.kind === 'customer') {
    if (requested !== undefined && requested.toLowerCase() !== principal.email.toLowerCase())
      return { ok: false, response: fail(c, 403, 'forbidden', 'This balance belongs to another customer.', 'userId') };
    return { ok: true, userId: principal.email.toLowerCase() };
  }
  if (isStaffLike(principal)) {
    if (requested === undefined) return { ok: false, response: fail(c, 400, 'invalid', 'userId: is required', 'userId') };
    return { ok: true, userId: requested };
  }
  return { ok: false, response: fail(c, 401, 'unauthorized', BALANCE_SIGN_IN) };
}

/** Account balance and gift card routes (mounted under /api/payments). */
export function storedValueRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/account-balance/:userId', requireGateway('account_balance'), validate('param', userParam), async (c) => {
    const { userId } = c.req.valid('param');
    const owner = balanceOwner(c, userId === 'me' ? undefined : userId);
    if (!owner.ok) return owner.response;
    const held = await storedBalance(
      c.get('data'),
      c.get('tenant').id,
      { table: 'account_balances', key: 'user_id', value: owner.userId },
      new Date(),
    );
    if (!held) return fail(c, 404, 'not_found', 'No account balance for this user.', 'userId');
    return c.json({ userId: owner.userId, balance: held.balance, currency: held.currency });
  });

  router.post('/account-balance', requireGateway('account_balance'), validate('json', balanceBody), (c) => {
    const input = c.req.valid('json');
    const owner = balanceOwner(c, input.userId);
    if (!owner.ok) return owner.response;
    const source: StoredValueSource = { table: 'account_balances', key: 'user_id', value: owner.userId };
    return idempotent(c, 'payment.account_balance', sentBody(c), () =>
      redeem(c.get('data'), c.get('tenant').id, input, source, 'account_balance'),
    );
  });

  router.post('/gift-card/check', requireGateway('gift_card'), validate('json', giftCheckBody), async (c) => {
    const code = c.req.valid('json').giftCardCode;
    const held = await storedBalance(c.get('data'), c.get('tenant').id, { table: 'gift_cards', key: 'code', value: code }, new Date());
    if (!held) return fail(c, 404, 'invalid_gift_card', PAYMENT_MESSAGES.giftCardInvalid, 'giftCardCode');
    return c.json({ valid: true, code, balance: held.balance, currency: held.currency });
  });

  router.post('/gift-card', requireGateway('gift_card'), validate('json', giftPayBody), (c) => {
    const input = c.req.valid('json');
    const source: StoredValueSource = { table: 'gift_cards', key: 'code', value: input.giftCardCode };
    return idempotent(c, 'payment.gift_card', sentBody(c), () => redeem(c.get('data'), c.get('tenant').id, input, source, 'gift_card'));
  });

  return router;
}
