/**
 * Stored value: customers' account balances and gift cards, read and taken by the payment routes.
 * Taking is a guarded UPDATE (`balance >= amount`, and a CHECK keeps a balance from going negative),
 * run inside the caller's BEGIN IMMEDIATE transaction, so concurrent redemptions never overspend.
 */
import type { Db } from '../db.ts';

/** Where stored value is held: a customer's account balance (by user id) or a gift card (by code). */
export interface StoredValueSource {
  table: 'account_balances' | 'gift_cards';
  key: 'user_id' | 'code';
  value: string;
}

/** The usable balance of a source (a gift card must be active and not expired); undefined for none. */
export function storedBalance(
  db: Db,
  tenantId: string,
  source: StoredValueSource,
  now: Date,
): { balance: number; currency: string } | undefined {
  const usable = source.table === 'gift_cards' ? 'AND active = 1 AND (expires_at IS NULL OR expires_at > ?)' : '';
  const args = source.table === 'gift_cards' ? [tenantId, source.value, now.toISOString()] : [tenantId, source.value];
  return db
    .prepare(`SELECT balance_cents AS balance, currency FROM ${source.table} WHERE tenant_id = ? AND ${source.key} = ? ${usable}`)
    .get(...args) as { balance: number; currency: string } | undefined;
}

/** Takes `amount` from a source when it holds at least that much; false when it does not. */
export function takeStoredValue(db: Db, tenantId: string, source: StoredValueSource, amount: number, now: Date): boolean {
  const taken = db
    .prepare(
      `UPDATE ${source.table} SET balance_cents = balance_cents - ?, updated_at = ? WHERE tenant_id = ? AND ${source.key} = ? AND balance_cents >= ?`,
    )
    .run(amount, now.toISOString(), tenantId, source.value, amount).changes;
  return taken === 1;
}
