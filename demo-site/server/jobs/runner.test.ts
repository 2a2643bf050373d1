// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../db.ts';
import { testConfig } from '../testing.ts';
import { createJobRunner, enqueueJob, type JobHandler, type JobTask, type RunnerOptions } from './runner.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const config = testConfig({ JOBS: 'off' });
const opened: Db[] = [];

/** A connection to the test database file (each call opens a new one, like a second server process). */
function connect(): Db {
  const db = openDatabase(config.dataDir);
  migrate(db);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  rmSync(`${config.dataDir}/site.db`, { force: true });
  rmSync(`${config.dataDir}/site.db-wal`, { force: true });
  rmSync(`${config.dataDir}/site.db-shm`, { force: true });
});

/** A runner on `db` at a fixed server time and a movable real time; errors are collected, not printed. */
function runner(db: Db, options: Partial<RunnerOptions> = {}) {
  const errors: string[] = [];
  let wall = NOW.getTime();
  const jobRunner = createJobRunner({
    db,
    config,
    tasks: [],
    handlers: {},
    clock: () => NOW,
    wallClock: () => new Date(wall),
    log: (text) => errors.push(text),
    ...options,
  });
  return { runner: jobRunner, errors, advance: (ms: number) => (wall += ms) };
}

const jobRow = (db: Db, id: number) =>
  db.prepare('SELECT status, attempts, due_at AS dueAt, last_error AS lastError FROM jobs WHERE id = ?').get(id) as {
    status: string;
    attempts: number;
    dueAt: string;
    lastError: string | null;
  };

/** A handler that waits until `release()`, counting its calls. */
function slowHandler() {
  let release = () => {};
  const gate = new Promise<void>((done) => (release = done));
  const calls: number[] = [];
  const handler: JobHandler = async (job) => {
    calls.push(job.id);
    await gate;
  };
  return { handler, calls, release: () => release() };
}

describe('the job runner', () => {
  it('runs a due job once even when two processes on one database race for it', async () => {
    const [first, second] = [connect(), connect()];
    const slow = slowHandler();
    const id = enqueueJob(first, { kind: 'greet', dueAt: NOW, payload: { to: 'ada' } }, NOW);
    const a = runner(first, { owner: 'a', handlers: { greet: slow.handler } });
    const b = runner(second, { owner: 'b', handlers: { greet: slow.handler } });
    const runA = a.runner.runDue();
    const runB = b.runner.runDue();
    await new Promise((done) => setTimeout(done, 20));
    slow.release();
    const [reportA, reportB] = await Promise.all([runA, runB]);
    expect(slow.calls).toEqual([id]);
    expect([...reportA.jobs, ...reportB.jobs]).toEqual([{ id, kind: 'greet', outcome: 'done' }]);
    expect(jobRow(second, id!).status).toBe('done');
  });

  it('runs a sweep in one process at a time, and again only after its period', async () => {
    const [first, second] = [connect(), connect()];
    const slow = slowHandler();
    const task: JobTask = { name: 'sweep', everyMs: 60_000, run: () => slow.handler({ id: 1 } as never, {} as never) };
    const a = runner(first, { owner: 'a', tasks: [task] });
    const b = runner(second, { owner: 'b', tasks: [task] });
    const runA = a.runner.runDue();
    await new Promise((done) => setTimeout(done, 20));
    const reportB = await b.runner.runDue();
    slow.release();
    expect((await runA).tasks).toEqual([{ name: 'sweep', outcome: 'ran' }]);
    expect(reportB.tasks).toEqual([{ name: 'sweep', outcome: 'busy' }]);
    expect(slow.calls).toHaveLength(1);
    b.advance(30_000);
    expect((await b.runner.runDue()).tasks).toEqual([]);
    b.advance(30_000);
    expect((await b.runner.runDue()).tasks).toEqual([{ name: 'sweep', outcome: 'ran' }]);
    expect(slow.calls).toHaveLength(2);
  });

  it('takes over a sweep whose process died after the sweep’s own lease, not the runner’s', async () => {
    const [first, second] = [connect(), connect()];
    const ran: string[] = [];
    const hang: JobTask = { name: 'outbox', everyMs: 2_000, leaseMs: 30_000, run: () => new Promise<void>(() => {}) };
    const work: JobTask = { name: 'outbox', everyMs: 2_000, leaseMs: 30_000, run: () => void ran.push('b') };
    const crashed = runner(first, { owner: 'crashed', tasks: [hang] });
    void crashed.runner.runDue();
    await new Promise((done) => setTimeout(done, 20));
    const survivor = runner(second, { owner: 'survivor', tasks: [work] });
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'busy' }]);
    survivor.advance(29_000);
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'busy' }]);
    survivor.advance(1_001);
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'ran' }]);
    expect(ran).toEqual(['b']);
  });

  it('retries a failing job with a growing wait and gives up after the last attempt, keeping the error', async () => {
    const db = connect();
    let calls = 0;
    const fail: JobHandler = () => {
      calls++;
      throw new Error(`mail server down (${calls})`);
    };
    const id = enqueueJob(db, { kind: 'mail', dueAt: NOW }, NOW)!;
    let now = NOW;
    const { runner: r, errors } = runner(db, { handlers: { mail: fail }, maxAttempts: 3, clock: () => now });

    expect((await r.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'retry', error: 'mail server down (1)' }]);
    expect(jobRow(db, id)).toMatchObject({ status: 'pending', attempts: 1, dueAt: '2026-03-02T14:00:30.000Z', lastError: 'mail server down (1)' });
    expect((await r.runDue()).jobs).toEqual([]);

    now = new Date('2026-03-02T14:00:30Z');
    await r.runDue();
    expect(jobRow(db, id)).toMatchObject({ status: 'pending', attempts: 2, dueAt: '2026-03-02T14:01:30.000Z' });

    now = new Date('2026-03-02T14:01:30Z');
    expect((await r.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'failed', error: 'mail server down (3)' }]);
    expect(jobRow(db, id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server down (3)' });

    now = new Date('2026-03-03T14:00:00Z');
    expect((await r.runDue()).jobs).toEqual([]);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
  });

  it('takes over a job whose process died once its lease runs out, and ends it when that was the last attempt', async () => {
    const db = connect();
    const id = enqueueJob(db, { kind: 'mail', dueAt: NOW }, NOW)!;
    const crashed = runner(db, { owner: 'crashed', handlers: { mail: () => new Promise<void>(() => {}) }, maxAttempts: 2, leaseMs: 60_000 });
    void crashed.runner.runDue();
    await new Promise((done) => setTimeout(done, 10));

    const ran: number[] = [];
    const other = runner(db, { owner: 'other', handlers: { mail: (job) => void ran.push(job.attempts) }, maxAttempts: 2, leaseMs: 60_000 });
    expect((await other.runner.runDue()).jobs).toEqual([]);
    other.advance(60_000);
    expect((await other.runner.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'done' }]);
    expect(ran).toEqual([2]);

    const last = enqueueJob(db, { kind: 'mail', dueAt: NOW, key: 'last' }, NOW)!;
    db.prepare("UPDATE jobs SET attempts = 2, lease_owner = 'gone', lease_until = ? WHERE id = ?").run(NOW.toISOString(), last);
    await other.runner.runDue();
    expect(jobRow(db, last)).toMatchObject({ status: 'failed', lastError: 'the last attempt did not finish' });
  });

  it('adds a job once per kind and key', () => {
    const db = connect();
    const first = enqueueJob(db, { kind: 'expire', key: 'order_1', dueAt: NOW }, NOW);
    expect(first).toBeTypeOf('number');
    expect(enqueueJob(db, { kind: 'expire', key: 'order_1', dueAt: new Date('2026-03-05T00:00:00Z') }, NOW)).toBeUndefined();
    expect(enqueueJob(db, { kind: 'remind', key: 'order_1', dueAt: NOW }, NOW)).toBeTypeOf('number');
    expect(enqueueJob(db, { kind: 'expire', dueAt: NOW }, NOW)).toBeTypeOf('number');
    expect(db.prepare("SELECT count(*) FROM jobs WHERE kind = 'expire'").pluck().get()).toBe(2);
    expect(jobRow(db, first!).dueAt).toBe(NOW.toISOString());
  });

  it('leaves jobs that are not due yet, and kinds it has no handler for', async () => {
    const db = connect();
    const ran: string[] = [];
    enqueueJob(db, { kind: 'mail', key: 'later', dueAt: new Date(NOW.getTime() + 1000) }, NOW);
    const unknown = enqueueJob(db, { kind: 'newer-kind', dueAt: NOW }, NOW)!;
    const { runner: r } = runner(db, { handlers: { mail: (job) => void ran.push(job.key ?? '') } });
    expect((await r.runDue()).jobs).toEqual([]);
    expect(jobRow(db, unknown)).toMatchObject({ status: 'pending', attempts: 0 });
    await r.runDue(new Date(NOW.getTime() + 1000));
    expect(ran).toEqual(['later']);
  });

  it('keeps running the other sweeps when one throws, and logs the error', async () => {
    const db = connect();
    const ran: string[] = [];
    const tasks: JobTask[] = [
      { name: 'first', everyMs: 1000, run: () => void ran.push('first') },
      {
        name: 'broken',
        everyMs: 1000,
        run: () => {
          throw new Error('no such table: gone');
        },
      },
      { name: 'last', everyMs: 1000, run: async () => (ran.push('last'), 7) },
    ];
    const { runner: r, errors, advance } = runner(db, { tasks });
    expect((await r.runDue()).tasks).toEqual([
      { name: 'first', outcome: 'ran' },
      { name: 'broken', outcome: 'failed', error: 'no such table: gone' },
      { name: 'last', outcome: 'ran', result: 7 },
    ]);
    expect(errors).toEqual(['task broken failed']);
    advance(1000);
    await r.runDue();
    expect(ran).toEqual(['first', 'last', 'first', 'last']);
    expect(db.prepare("SELECT last_error FROM job_sweeps WHERE name = 'broken'").pluck().get()).toBe('no such table: gone');
  });

  it('runs every sweep on demand with allTasks, whatever its period', async () => {
    const db = connect();
    let runs = 0;
    const { runner: r } = runner(db, { tasks: [{ name: 'hourly', everyMs: 3_600_000, run: () => void runs++ }] });
    await r.runDue();
    await r.runDue();
    expect(runs).toBe(1);
    await r.runDue(undefined, { allTasks: true });
    expect(runs).toBe(2);
  });

  it('loops in the background when started and finishes the run in progress when stopped', async () => {
    const db = connect();
    let runs = 0;
    const fast = { ...config, jobs: true, jobsIntervalMs: 100 };
    const { runner: r } = runner(db, { config: fast, wallClock: () => new Date(), tasks: [{ name: 'tick', everyMs: 100, run: () => void runs++ }] });
    r.start();
    await new Promise((done) => setTimeout(done, 450));
    await r.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    await new Promise((done) => setTimeout(done, 250));
    expect(runs).toBe(seen);
  });

  it('skips the loop while holdLoop says so (a fixed test clock), and not runDue', async () => {
    const db = connect();
    let runs = 0;
    let hold = true;
    const fast = { ...config, jobs: true, jobsIntervalMs: 100 };
    const tasks: JobTask[] = [{ name: 'tick', everyMs: 100, run: () => void runs++ }];
    const { runner: r } = runner(db, { config: fast, wallClock: () => new Date(), tasks, holdLoop: () => hold });
    r.start();
    await new Promise((done) => setTimeout(done, 300));
    expect(runs).toBe(0);
    await r.runDue(undefined, { allTasks: true });
    expect(runs).toBe(1);
    hold = false;
    await new Promise((done) => setTimeout(done, 300));
    await r.stop();
    expect(runs).toBeGreaterThan(1);
  });

  it('does not loop with JOBS=off', async () => {
    const db = connect();
    let runs = 0;
    const { runner: r } = runner(db, { config: { ...config, jobsIntervalMs: 100 }, tasks: [{ name: 'tick', everyMs: 100, run: () => void runs++ }] });
    r.start();
    await new Promise((done) => setTimeout(done, 300));
    await r.stop();
    expect(runs).toBe(0);
  });
});
