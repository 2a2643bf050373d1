import type { Db } from '../db.ts';

/** What taking a sweep's lease found: taken, not due yet (with when it is), or held by another process. */
export type SweepClaim = { kind: 'claimed' } | { kind: 'not-due'; nextRunAt: number } | { kind: 'busy'; leaseUntil: number };

/**
 * Takes the lease of a periodic sweep when it is due (or `force`) and no other process holds it, in
 * one conditional UPDATE, so two processes sharing the database never run the same sweep at once.
 * All times are real time.
 */
export function claimSweep(db: Db, name: string, owner: string, wallNow: Date, leaseMs: number, force: boolean): SweepClaim {
  const wall = wallNow.toISOString();
  db.prepare('INSERT INTO job_sweeps (name, next_run_at) VALUES (?, ?) ON CONFLICT DO NOTHING').run(name, wall);
  const taken = db
    .prepare(
      `UPDATE job_sweeps SET lease_owner = @owner, lease_until = @leaseUntil
       WHERE name = @name AND (lease_until IS NULL OR lease_until <= @wall) AND (@force = 1 OR next_run_at <= @wall)
       RETURNING name`,
    )
    .get({ owner, leaseUntil: new Date(wallNow.getTime() + leaseMs).toISOString(), name, wall, force: force ? 1 : 0 });
  if (taken) return { kind: 'claimed' };
  const row = db.prepare('SELECT next_run_at AS nextRunAt, lease_until AS leaseUntil FROM job_sweeps WHERE name = ?').get(name) as {
    nextRunAt: string;
    leaseUntil: string | null;
  };
  if (row.leaseUntil !== null && row.leaseUntil > wall) return { kind: 'busy', leaseUntil: Date.parse(row.leaseUntil) };
  return { kind: 'not-due', nextRunAt: Date.parse(row.nextRunAt) };
}

/** Gives a sweep's lease back, due again at `nextRunAt`, with the run's error (or none). */
export function releaseSweep(db: Db, name: string, owner: string, wallNow: Date, nextRunAt: Date, error: string | null): void {
  db.prepare(
    `UPDATE job_sweeps SET lease_owner = NULL, lease_until = NULL, next_run_at = ?, last_run_at = ?, last_error = ?
     WHERE name = ? AND lease_owner = ?`,
  ).run(nextRunAt.toISOString(), wallNow.toISOString(), error?.slice(0, 2000) ?? null, name, owner);
}
