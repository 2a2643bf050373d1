import type { Data } from '../database.ts';

/** What taking a sweep's lease found: taken, not due yet (with when it is), or held by another process. */
export type SweepClaim = { kind: 'claimed' } | { kind: 'not-due'; nextRunAt: number } | { kind: 'busy'; leaseUntil: number };

/**
 * Takes the lease of a periodic sweep when it is due (or `force`) and no other process holds it, in
 * one conditional UPDATE (it locks the sweep's row), so two processes sharing the database never run
 * the same sweep at once. All times are real time.
 */
export async function claimSweep(
  data: Data,
  name: string,
  owner: string,
  wallNow: Date,
  leaseMs: number,
  force: boolean,
): Promise<SweepClaim> {
  const wall = wallNow.toISOString();
  await data
    .insertInto('job_sweeps')
    .values({ name, next_run_at: wall })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  let take = data
    .updateTable('job_sweeps')
    .set({ lease_owner: owner, lease_until: new Date(wallNow.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', wall)]));
  if (!force) take = take.where('next_run_at', '<=', wall);
  if (await take.returning('name').executeTakeFirst()) return { kind: 'claimed' };
  const row = await data
    .selectFrom('job_sweeps')
    .select(['next_run_at as nextRunAt', 'lease_until as leaseUntil'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (row.leaseUntil !== null && row.leaseUntil > wall) return { kind: 'busy', leaseUntil: Date.parse(row.leaseUntil) };
  return { kind: 'not-due', nextRunAt: Date.parse(row.nextRunAt) };
}

/** Gives a sweep's lease back, due again at `nextRunAt`, with the run's error (or none). */
export async function releaseSweep(
  data: Data,
  name: string,
  owner: string,
  wallNow: Date,
  nextRunAt: Date,
  error: string | null,
): Promise<void> {
  await data
    .updateTable('job_sweeps')
    .set({
      lease_owner: null,
      lease_until: null,
      next_run_at: nextRunAt.toISOString(),
      last_run_at: wallNow.toISOString(),
      last_error: error?.slice(0, 2000) ?? null,
    })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .execute();
}
