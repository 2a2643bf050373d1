/**
 * Stored value: customers' account balances and gift cards, read and taken by the payment routes.
 * Taking is a guarded UPDATE (`balance >= amount`, and a CHECK keeps a balance from going negative),
 * one statement holding the row's lock on either engine, so concurrent redemptions never overspend,
 * from one process or several.
 */
import type { Data } from '../database.ts';

/** Where stored value is held: a customer's account balance (by user id) or a gift card (by code). */
export interface StoredValueSource {
  table: 'account_balances' | 'gift_cards';
  key: 'user_id' | 'code';
  value: string;
}

/** The usable balance of a source (a gift card must be active and not expired); undefined for none. */
export async function storedBalance(
  data: Data,
  tenantId: string,
  source: StoredValueSource,
  now: Date,
): Promise<{ balance: number; currency: string } | undefined> {
  if (source.table === 'gift_cards') {
    return data
      .selectFrom('gift_cards')
      .select(['balance_cents as balance', 'currency'])
      .where('tenant_id', '=', tenantId)
      .where('code', '=', source.value)
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
      .executeTakeFirst();
  }
  return data
    .selectFrom('account_balances')
    .select(['balance_cents as balance', 'currency'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', source.value)
    .executeTakeFirst();
}

/** Takes `amount` from a source when it holds at least that much; false when it does not. */
export async function takeStoredValue(
  data: Data,
  tenantId: string,
  source: StoredValueSource,
  amount: number,
  now: Date,
): Promise<boolean> {
  const taken =
    source.table === 'gift_cards'
      ? await data
          .updateTable('gift_cards')
          .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount), updated_at: now.toISOString() }))
          .where('tenant_id', '=', tenantId)
          .where('code', '=', source.value)
          .where('balance_cents', '>=', amount)
          .executeTakeFirst()
      : await data
          .updateTable('account_balances')
          .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount), updated_at: now.toISOString() }))
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', source.value)
          .where('balance_cents', '>=', amount)
          .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
