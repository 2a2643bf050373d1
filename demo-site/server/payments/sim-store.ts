/**
 * Storage of the simulated providers (table `payment_simulator_objects`). Each simulator keeps its
 * objects here the way a real provider keeps them in its own account: status, amount, currency and a
 * JSON bag of non-sensitive data. Full card numbers and CVVs never reach this store.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { engineOf, inTransaction, type Data } from '../database.ts';
import { parseJson } from '../domain/ids.ts';
import type { ProviderName } from './types.ts';

/** A simulator's stored object. */
export interface SimObject<T> {
  id: string;
  status: string;
  amount: number;
  currency: string;
  data: T;
  expiresAt: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  status: string;
  amount_cents: number | string;
  currency: string;
  data: string;
  expires_at: string | null;
  created_at: string;
}

/** A random id with a prefix, like the providers use (`pi_sim_…`). */
export function simId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/** A random secret token (hex). */
export function simToken(): string {
  return randomBytes(24).toString('hex');
}

const COLUMNS = ['id', 'status', 'amount_cents', 'currency', 'data', 'expires_at', 'created_at'] as const;

/** The objects of one simulated provider. */
export class SimStore<T extends object> {
  private readonly data: Data;
  private readonly provider: ProviderName;

  constructor(data: Data, provider: ProviderName) {
    this.data = data;
    this.provider = provider;
  }

  /** Stores a new object. */
  async insert(
    object: { id: string; status: string; amount: number; currency: string; data: T; expiresAt?: string | null },
    now: Date,
  ): Promise<SimObject<T>> {
    const stamp = now.toISOString();
    await this.data
      .insertInto('payment_simulator_objects')
      .values({
        provider: this.provider,
        id: object.id,
        status: object.status,
        amount_cents: object.amount,
        currency: object.currency,
        data: JSON.stringify(object.data),
        expires_at: object.expiresAt ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return (await this.get(object.id)) as SimObject<T>;
  }

  /** The object with this id, or undefined. */
  async get(id: string): Promise<SimObject<T> | undefined> {
    return this.read(this.data, id, false);
  }

  /** The object whose data field `field` (a plain key) holds `value`, or undefined. */
  async findByData(field: string, value: string): Promise<SimObject<T> | undefined> {
    if (!/^[A-Za-z_]+$/.test(field)) throw new Error(`Bad field name ${field}`);
    const fieldValue =
      engineOf(this.data) === 'postgres' ? sql<string>`(data::jsonb ->> ${field})` : sql<string>`json_extract(data, ${`$.${field}`})`;
    const row = await this.data
      .selectFrom('payment_simulator_objects')
      .select('id')
      .where('provider', '=', this.provider)
      .where(fieldValue, '=', value)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return row === undefined ? undefined : this.get(row.id);
  }

  /**
   * Changes status (and amount) and merges data, only when the current status is one of `from` (when
   * given). Returns the object after the change, or undefined when it does not exist or was not in `from`.
   * The read and the write are one transaction, the row locked on PostgreSQL, so of two concurrent
   * changes guarded by the same `from` only one can pass.
   */
  async update(
    id: string,
    change: { status?: string; amount?: number; data?: Partial<T> },
    now: Date,
    from?: readonly string[],
  ): Promise<SimObject<T> | undefined> {
    return inTransaction(this.data, async (trx) => {
      const current = await this.read(trx, id, true);
      if (!current || (from && !from.includes(current.status))) return undefined;
      await trx
        .updateTable('payment_simulator_objects')
        .set({
          status: change.status ?? current.status,
          amount_cents: change.amount ?? current.amount,
          data: JSON.stringify({ ...current.data, ...change.data }),
          updated_at: now.toISOString(),
        })
        .where('provider', '=', this.provider)
        .where('id', '=', id)
        .execute();
      return this.read(trx, id, false);
    });
  }

  private async read(data: Data, id: string, lock: boolean): Promise<SimObject<T> | undefined> {
    let query = data.selectFrom('payment_simulator_objects').select(COLUMNS).where('provider', '=', this.provider).where('id', '=', id);
    if (lock && engineOf(data) === 'postgres') query = query.forUpdate();
    const row: Row | undefined = await query.executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      amount: Number(row.amount_cents),
      currency: row.currency,
      data: parseJson<T>(row.data, {} as T),
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    };
  }
}
