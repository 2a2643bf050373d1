/**
 * Storage of the simulated providers (table `payment_simulator_objects`). Each simulator keeps its
 * objects here the way a real provider keeps them in its own account: status, amount, currency and a
 * JSON bag of non-sensitive data. Full card numbers and CVVs never reach this store.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
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
  amount_cents: number;
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

/** The objects of one simulated provider. */
export class SimStore<T extends object> {
  private readonly db: Db;
  private readonly provider: ProviderName;

  constructor(db: Db, provider: ProviderName) {
    this.db = db;
    this.provider = provider;
  }

  /** Stores a new object. */
  insert(
    object: { id: string; status: string; amount: number; currency: string; data: T; expiresAt?: string | null },
    now: Date,
  ): SimObject<T> {
    const stamp = now.toISOString();
    this.db
      .prepare(
        `INSERT INTO payment_simulator_objects (provider, id, status, amount_cents, currency, data, expires_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        this.provider,
        object.id,
        object.status,
        object.amount,
        object.currency,
        JSON.stringify(object.data),
        object.expiresAt ?? null,
        stamp,
        stamp,
      );
    return this.get(object.id) as SimObject<T>;
  }

  /** The object with this id, or undefined. */
  get(id: string): SimObject<T> | undefined {
    const row = this.db
      .prepare(
        'SELECT id, status, amount_cents, currency, data, expires_at, created_at FROM payment_simulator_objects WHERE provider = ? AND id = ?',
      )
      .get(this.provider, id) as Row | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      amount: row.amount_cents,
      currency: row.currency,
      data: parseJson<T>(row.data, {} as T),
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    };
  }

  /** The object whose data field `field` (a plain key) holds `value`, or undefined. */
  findByData(field: string, value: string): SimObject<T> | undefined {
    if (!/^[A-Za-z_]+$/.test(field)) throw new Error(`Bad field name ${field}`);
    const id = this.db
      .prepare(`SELECT id FROM payment_simulator_objects WHERE provider = ? AND json_extract(data, '$.${field}') = ?`)
      .pluck()
      .get(this.provider, value) as string | undefined;
    return id === undefined ? undefined : this.get(id);
  }

  /**
   * Changes status (and amount) and merges data, only when the current status is one of `from` (when
   * given). Returns the object after the change, or undefined when it does not exist or was not in `from`.
   */
  update(id: string, change: { status?: string; amount?: number; data?: Partial<T> }, now: Date, from?: readonly string[]): SimObject<T> | undefined {
    return this.db
      .transaction(() => {
        const current = this.get(id);
        if (!current || (from && !from.includes(current.status))) return undefined;
        this.db
          .prepare('UPDATE payment_simulator_objects SET status = ?, amount_cents = ?, data = ?, updated_at = ? WHERE provider = ? AND id = ?')
          .run(change.status ?? current.status, change.amount ?? current.amount, JSON.stringify({ ...current.data, ...change.data }), now.toISOString(), this.provider, id);
        return this.get(id);
      })
      .immediate();
  }
}
