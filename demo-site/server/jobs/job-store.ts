import type { Db } from '../db.ts';

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
export function enqueueJob(db: Db, input: JobInput, wallNow: Date = new Date()): number | undefined {
  const at = wallNow.toISOString();
  const result = db
    .prepare(
      `INSERT INTO jobs (tenant_id, kind, key, payload, due_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (kind, key) DO NOTHING`,
    )
    .run(input.tenantId ?? null, input.kind, input.key ?? null, JSON.stringify(input.payload ?? {}), input.dueAt.toISOString(), at, at);
  return result.changes === 1 ? Number(result.lastInsertRowid) : undefined;
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

type JobRow = { id: number; tenant_id: string | null; kind: string; key: string | null; payload: string; due_at: string; attempts: number };

/**
 * Takes the next due job whose lease is free or expired, in one conditional UPDATE: SQLite runs it
 * under the write lock, so when two processes race for a row exactly one gets it back.
 */
export function claimJob(db: Db, ctx: ClaimContext): Job | undefined {
  const wall = ctx.wallNow.toISOString();
  const row = db
    .prepare(
      `UPDATE jobs SET attempts = attempts + 1, lease_owner = @owner, lease_until = @leaseUntil, updated_at = @wall
       WHERE id = (
         SELECT id FROM jobs
         WHERE status = 'pending' AND due_at <= @now AND attempts < @max AND (lease_until IS NULL OR lease_until <= @wall)
           AND kind IN (SELECT value FROM json_each(@kinds))
         ORDER BY due_at, id LIMIT 1)
       AND status = 'pending' AND (lease_until IS NULL OR lease_until <= @wall)
       RETURNING id, tenant_id, kind, key, payload, due_at, attempts`,
    )
    .get({
      owner: ctx.owner,
      leaseUntil: new Date(ctx.wallNow.getTime() + ctx.leaseMs).toISOString(),
      wall,
      now: ctx.now.toISOString(),
      max: ctx.maxAttempts,
      kinds: JSON.stringify(ctx.kinds),
    }) as JobRow | undefined;
  if (!row) return undefined;
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    payload = {};
  }
  return { id: row.id, tenantId: row.tenant_id, kind: row.kind, key: row.key, payload, dueAt: row.due_at, attempts: row.attempts };
}

/** Marks a job this owner holds as done. */
export function completeJob(db: Db, id: number, owner: string, wallNow: Date): void {
  db.prepare(
    `UPDATE jobs SET status = 'done', lease_until = NULL, lease_owner = NULL, last_error = NULL, updated_at = ? WHERE id = ? AND lease_owner = ?`,
  ).run(wallNow.toISOString(), id, owner);
}

/**
 * Records a failed run of a job this owner holds: due again at `retryAt`, or 'failed' for good when
 * `retryAt` is null (no attempts left). The error is kept either way.
 */
export function failJob(db: Db, id: number, owner: string, error: string, retryAt: Date | null, wallNow: Date): void {
  db.prepare(
    `UPDATE jobs SET status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END, due_at = coalesce(@retryAt, due_at),
       lease_until = NULL, lease_owner = NULL, last_error = @error, updated_at = @wall
     WHERE id = @id AND lease_owner = @owner`,
  ).run({ retryAt: retryAt?.toISOString() ?? null, error: error.slice(0, 2000), wall: wallNow.toISOString(), id, owner });
}

/**
 * Ends jobs whose last allowed attempt never finished (the process died during it): once their lease
 * has run out they are 'failed', with a note added to the error. Returns how many.
 */
export function abandonStaleJobs(db: Db, maxAttempts: number, wallNow: Date): number {
  const wall = wallNow.toISOString();
  return db
    .prepare(
      `UPDATE jobs SET status = 'failed', lease_until = NULL, lease_owner = NULL, updated_at = @wall,
         last_error = coalesce(last_error || ' / ', '') || 'the last attempt did not finish'
       WHERE status = 'pending' AND attempts >= @max AND lease_until IS NOT NULL AND lease_until <= @wall`,
    )
    .run({ wall, max: maxAttempts }).changes;
}
