import { sql, type ExpressionBuilder } from 'kysely';
import { engineOf, type Data } from '../database.ts';
import type { DatabaseSchema } from '../db-schema.ts';

/** What `enqueueJob` adds: a kind the runner has a handler for, when it is due, and its payload. */
export interface JobInput {
  kind: string;
  /** Makes the job once-only: a second job of the same kind and key is not added. */
  key?: string;
  /** When the job may run (server clock). */
  dueAt: Date;
  payload?: Record<string, unknown>;
  tenantId?: string;
}

/** A claimed job, as its handler receives it. */
export interface Job {
  id: number;
  tenantId: string | null;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  dueAt: string;
  /** Runs started so far, this one included. */
  attempts: number;
}

/**
 * Adds a job. Returns its id, or `undefined` when a job of the same kind and key already exists (the
 * earlier one stands, whatever its state).
 */
export async function enqueueJob(data: Data, input: JobInput, wallNow: Date = new Date()): Promise<number | undefined> {
  const at = wallNow.toISOString();
  const row = await data
    .insertInto('jobs')
    .values({
      tenant_id: input.tenantId ?? null,
      kind: input.kind,
      key: input.key ?? null,
      payload: JSON.stringify(input.payload ?? {}),
      due_at: input.dueAt.toISOString(),
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Who claims and until when: the process's owner id, the server-clock `now` and real time. */
export interface ClaimContext {
  owner: string;
  now: Date;
  wallNow: Date;
  leaseMs: number;
  maxAttempts: number;
  /** Only jobs of these kinds are taken (a process leaves kinds it has no handler for). */
  kinds: readonly string[];
}

const CLAIMED_COLUMNS = ['id', 'tenant_id', 'kind', 'key', 'payload', 'due_at', 'attempts'] as const;

/** A job nobody holds: pending, and never leased or its lease has run out by `wall`. */
const leaseFree = (wall: string) => (eb: ExpressionBuilder<DatabaseSchema, 'jobs'>) =>
  eb.and([eb('status', '=', 'pending'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', wall)])]);

/**
 * Takes the next due job (earliest due, then oldest) whose lease is free or has run out, and leases
 * it to `ctx.owner`; `undefined` when none is due. Two processes never get the same job and neither
 * waits on the other: on PostgreSQL the row is locked with `FOR UPDATE SKIP LOCKED` (a row another
 * claim holds is passed over) and then leased in the same transaction; on SQLite one conditional
 * UPDATE does both under the write lock.
 */
export async function claimJob(data: Data, ctx: ClaimContext): Promise<Job | undefined> {
  if (ctx.kinds.length === 0) return undefined;
  const wall = ctx.wallNow.toISOString();
  const due = (eb: ExpressionBuilder<DatabaseSchema, 'jobs'>) =>
    eb.and([
      leaseFree(wall)(eb),
      eb('due_at', '<=', ctx.now.toISOString()),
      eb('attempts', '<', ctx.maxAttempts),
      eb('kind', 'in', [...ctx.kinds]),
    ]);
  const lease = (eb: ExpressionBuilder<DatabaseSchema, 'jobs'>) => ({
    attempts: eb('attempts', '+', 1),
    lease_owner: ctx.owner,
    lease_until: new Date(ctx.wallNow.getTime() + ctx.leaseMs).toISOString(),
    updated_at: wall,
  });

  const row =
    engineOf(data) === 'postgres'
      ? await data.transaction().execute(async (trx) => {
          const next = await trx
            .selectFrom('jobs')
            .select('id')
            .where(due)
            .orderBy('due_at')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!next) return undefined;
          return trx
            .updateTable('jobs')
            .set(lease)
            .where('id', '=', next.id)
            .where(leaseFree(wall))
            .returning(CLAIMED_COLUMNS)
            .executeTakeFirst();
        })
      : await data
          .updateTable('jobs')
          .set(lease)
          .where('id', '=', (eb) => eb.selectFrom('jobs').select('id').where(due).orderBy('due_at').orderBy('id').limit(1))
          .where(leaseFree(wall))
          .returning(CLAIMED_COLUMNS)
          .executeTakeFirst();
  if (!row) return undefined;
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    payload = {};
  }
  return {
    id: Number(row.id),
    tenantId: row.tenant_id,
    kind: row.kind,
    key: row.key,
    payload,
    dueAt: row.due_at,
    attempts: Number(row.attempts),
  };
}

/** Marks a job this owner holds as done. */
export async function completeJob(data: Data, id: number, owner: string, wallNow: Date): Promise<void> {
  await data
    .updateTable('jobs')
    .set({ status: 'done', lease_until: null, lease_owner: null, last_error: null, updated_at: wallNow.toISOString() })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Records a failed run of a job this owner holds: due again at `retryAt`, or 'failed' for good when
 * `retryAt` is null (no attempts left). The error is kept either way.
 */
export async function failJob(data: Data, id: number, owner: string, error: string, retryAt: Date | null, wallNow: Date): Promise<void> {
  await data
    .updateTable('jobs')
    .set({
      ...(retryAt ? { status: 'pending', due_at: retryAt.toISOString() } : { status: 'failed' }),
      lease_until: null,
      lease_owner: null,
      last_error: error.slice(0, 2000),
      updated_at: wallNow.toISOString(),
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Ends jobs whose last allowed attempt never finished (the process died during it): once their lease
 * has run out they are 'failed', with a note added to the error. Returns how many.
 */
export async function abandonStaleJobs(data: Data, maxAttempts: number, wallNow: Date): Promise<number> {
  const wall = wallNow.toISOString();
  const result = await data
    .updateTable('jobs')
    .set({
      status: 'failed',
      lease_until: null,
      lease_owner: null,
      updated_at: wall,
      last_error: sql<string>`coalesce(last_error || ' / ', '') || 'the last attempt did not finish'`,
    })
    .where('status', '=', 'pending')
    .where('attempts', '>=', maxAttempts)
    .where('lease_until', 'is not', null)
    .where('lease_until', '<=', wall)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
