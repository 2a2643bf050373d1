// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayerOptions } from '../database.ts';
import { testConfig } from '../../../test/helpers/server/test-app.ts';
import { claimJob, completeJob, type ClaimContext } from './job-store.ts';
import { createJobRunner, enqueueJob, type JobHandler, type JobTask, type RunnerOptions } from './runner.ts';

const { engines: ENGINES } = engineDatabases('job-runner-');

const NOW = new Date('2026-03-02T14:00:00Z');
const config = testConfig({ JOBS: 'off' });

/** A runner on `data` at a fixed server time and a movable real time; errors are collected, not printed. */
function runner(data: Data, options: Partial<RunnerOptions> = {}) {
  const errors: string[] = [];
  let wall = NOW.getTime();
  const jobRunner = createJobRunner({
    data,
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

const jobRow = (data: Data, id: number) =>
  data
    .selectFrom('jobs')
    .select(['status', 'attempts', 'due_at as dueAt', 'last_error as lastError'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

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

/** Resolves once `done()` holds (checked every 5 ms), so a test waits for another run's step however slow the machine. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  const giveUp = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > giveUp) throw new Error('waited 10 s for another run');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(ENGINES)('the job runner on %s', (_engine, where) => {
  let options: DataLayerOptions;
  const opened: { close(): Promise<void> }[] = [];
  beforeEach(async () => {
    options = await where();
  }, 30_000);
  afterEach(async () => {
    for (const layer of opened.splice(0)) await layer.close();
  });

  /** A connection to the test database (each call opens a new one, like a second server process). */
  async function connect(): Promise<Data> {
    const layer = await openDataLayer(options);
    opened.push(layer);
    return layer.db;
  }

  it('runs a due job once even when two processes on one database race for it', async () => {
    const [first, second] = [await connect(), await connect()];
    const slow = slowHandler();
    const id = await enqueueJob(first, { kind: 'greet', dueAt: NOW, payload: { to: 'ada' } }, NOW);
    const a = runner(first, { owner: 'a', handlers: { greet: slow.handler } });
    const b = runner(second, { owner: 'b', handlers: { greet: slow.handler } });
    const runA = a.runner.runDue();
    const runB = b.runner.runDue();
    await until(() => slow.calls.length === 1);
    slow.release();
    const [reportA, reportB] = await Promise.all([runA, runB]);
    expect(slow.calls).toEqual([id]);
    expect([...reportA.jobs, ...reportB.jobs]).toEqual([{ id, kind: 'greet', outcome: 'done' }]);
    expect((await jobRow(second, id!)).status).toBe('done');
  });

  it('runs a sweep in one process at a time, and again only after its period', async () => {
    const [first, second] = [await connect(), await connect()];
    const slow = slowHandler();
    const task: JobTask = { name: 'sweep', everyMs: 60_000, run: () => slow.handler({ id: 1 } as never, {} as never) };
    const a = runner(first, { owner: 'a', tasks: [task] });
    const b = runner(second, { owner: 'b', tasks: [task] });
    const runA = a.runner.runDue();
    await until(() => slow.calls.length === 1);
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
    const [first, second] = [await connect(), await connect()];
    const ran: string[] = [];
    const hang: JobTask = { name: 'outbox', everyMs: 2_000, leaseMs: 30_000, run: () => new Promise<void>(() => {}) };
    const work: JobTask = { name: 'outbox', everyMs: 2_000, leaseMs: 30_000, run: () => void ran.push('b') };
    const crashed = runner(first, { owner: 'crashed', tasks: [hang] });
    void crashed.runner.runDue();
    await until(async () => (await first.selectFrom('job_sweeps').select('lease_owner').executeTakeFirst())?.lease_owner === 'crashed');
    const survivor = runner(second, { owner: 'survivor', tasks: [work] });
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'busy' }]);
    survivor.advance(29_000);
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'busy' }]);
    survivor.advance(1_001);
    expect((await survivor.runner.runDue()).tasks).toEqual([{ name: 'outbox', outcome: 'ran' }]);
    expect(ran).toEqual(['b']);
  });

  it('retries a failing job with a growing wait and gives up after the last attempt, keeping the error', async () => {
    const db = await connect();
    let calls = 0;
    const fail: JobHandler = () => {
      calls++;
      throw new Error(`mail server down (${calls})`);
    };
    const id = (await enqueueJob(db, { kind: 'mail', dueAt: NOW }, NOW))!;
    let now = NOW;
    const { runner: r, errors } = runner(db, { handlers: { mail: fail }, maxAttempts: 3, clock: () => now });

    expect((await r.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'retry', error: 'mail server down (1)' }]);
    expect(await jobRow(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      dueAt: '2026-03-02T14:00:30.000Z',
      lastError: 'mail server down (1)',
    });
    expect((await r.runDue()).jobs).toEqual([]);

    now = new Date('2026-03-02T14:00:30Z');
    await r.runDue();
    expect(await jobRow(db, id)).toMatchObject({ status: 'pending', attempts: 2, dueAt: '2026-03-02T14:01:30.000Z' });

    now = new Date('2026-03-02T14:01:30Z');
    expect((await r.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'failed', error: 'mail server down (3)' }]);
    expect(await jobRow(db, id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server down (3)' });

    now = new Date('2026-03-03T14:00:00Z');
    expect((await r.runDue()).jobs).toEqual([]);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
  });

  it('takes over a job whose process died once its lease runs out, and ends it when that was the last attempt', async () => {
    const db = await connect();
    const id = (await enqueueJob(db, { kind: 'mail', dueAt: NOW }, NOW))!;
    const crashed = runner(db, {
      owner: 'crashed',
      handlers: { mail: () => new Promise<void>(() => {}) },
      maxAttempts: 2,
      leaseMs: 60_000,
    });
    void crashed.runner.runDue();
    await until(async () => (await jobRow(db, id)).attempts === 1);

    const ran: number[] = [];
    const other = runner(db, { owner: 'other', handlers: { mail: (job) => void ran.push(job.attempts) }, maxAttempts: 2, leaseMs: 60_000 });
    expect((await other.runner.runDue()).jobs).toEqual([]);
    other.advance(60_000);
    expect((await other.runner.runDue()).jobs).toEqual([{ id, kind: 'mail', outcome: 'done' }]);
    expect(ran).toEqual([2]);

    const last = (await enqueueJob(db, { kind: 'mail', dueAt: NOW, key: 'last' }, NOW))!;
    await db.updateTable('jobs').set({ attempts: 2, lease_owner: 'gone', lease_until: NOW.toISOString() }).where('id', '=', last).execute();
    await other.runner.runDue();
    expect(await jobRow(db, last)).toMatchObject({ status: 'failed', lastError: 'the last attempt did not finish' });
  });

  it('adds a job once per kind and key', async () => {
    const db = await connect();
    const first = await enqueueJob(db, { kind: 'expire', key: 'order_1', dueAt: NOW }, NOW);
    expect(first).toBeTypeOf('number');
    expect(await enqueueJob(db, { kind: 'expire', key: 'order_1', dueAt: new Date('2026-03-05T00:00:00Z') }, NOW)).toBeUndefined();
    expect(await enqueueJob(db, { kind: 'remind', key: 'order_1', dueAt: NOW }, NOW)).toBeTypeOf('number');
    expect(await enqueueJob(db, { kind: 'expire', dueAt: NOW }, NOW)).toBeTypeOf('number');
    expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'expire').execute()).toHaveLength(2);
    expect((await jobRow(db, first!)).dueAt).toBe(NOW.toISOString());
  });

  it('leaves jobs that are not due yet, and kinds it has no handler for', async () => {
    const db = await connect();
    const ran: string[] = [];
    await enqueueJob(db, { kind: 'mail', key: 'later', dueAt: new Date(NOW.getTime() + 1000) }, NOW);
    const unknown = (await enqueueJob(db, { kind: 'newer-kind', dueAt: NOW }, NOW))!;
    const { runner: r } = runner(db, { handlers: { mail: (job) => void ran.push(job.key ?? '') } });
    expect((await r.runDue()).jobs).toEqual([]);
    expect(await jobRow(db, unknown)).toMatchObject({ status: 'pending', attempts: 0 });
    await r.runDue(new Date(NOW.getTime() + 1000));
    expect(ran).toEqual(['later']);
  });

  it('keeps running the other sweeps when one throws, and logs the error', async () => {
    const db = await connect();
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
    expect((await db.selectFrom('job_sweeps').select('last_error').where('name', '=', 'broken').executeTakeFirst())?.last_error).toBe(
      'no such table: gone',
    );
  });

  it('runs every sweep on demand with allTasks, whatever its period', async () => {
    const db = await connect();
    let runs = 0;
    const { runner: r } = runner(db, { tasks: [{ name: 'hourly', everyMs: 3_600_000, run: () => void runs++ }] });
    await r.runDue();
    await r.runDue();
    expect(runs).toBe(1);
    await r.runDue(undefined, { allTasks: true });
    expect(runs).toBe(2);
  });

  it('loops in the background when started and finishes the run in progress when stopped', async () => {
    const db = await connect();
    let runs = 0;
    const fast = { ...config, jobs: true, jobsIntervalMs: 100 };
    const { runner: r } = runner(db, {
      config: fast,
      wallClock: () => new Date(),
      tasks: [{ name: 'tick', everyMs: 100, run: () => void runs++ }],
    });
    r.start();
    await new Promise((done) => setTimeout(done, 450));
    await r.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    await new Promise((done) => setTimeout(done, 250));
    expect(runs).toBe(seen);
  });

  it('skips the loop while holdLoop says so (a fixed test clock), and not runDue', async () => {
    const db = await connect();
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
    const db = await connect();
    let runs = 0;
    const { runner: r } = runner(db, {
      config: { ...config, jobsIntervalMs: 100 },
      tasks: [{ name: 'tick', everyMs: 100, run: () => void runs++ }],
    });
    r.start();
    await new Promise((done) => setTimeout(done, 300));
    await r.stop();
    expect(runs).toBe(0);
  });

  it('gives a job whose lease ran out to the next claim, and the first owner can no longer finish it', async () => {
    const db = await connect();
    const id = (await enqueueJob(db, { kind: 'mail', dueAt: NOW }, NOW))!;
    const claim = (owner: string, wallNow: Date): ClaimContext => ({
      owner,
      now: NOW,
      wallNow,
      leaseMs: 60_000,
      maxAttempts: 5,
      kinds: ['mail'],
    });
    expect(await claimJob(db, claim('a', NOW))).toMatchObject({ id, attempts: 1 });
    expect(await claimJob(db, claim('b', new Date(NOW.getTime() + 59_999)))).toBeUndefined();
    expect(await claimJob(db, claim('b', new Date(NOW.getTime() + 60_000)))).toMatchObject({ id, attempts: 2 });
    await completeJob(db, id, 'a', new Date(NOW.getTime() + 61_000));
    expect(await jobRow(db, id)).toMatchObject({ status: 'pending', attempts: 2 });
    await completeJob(db, id, 'b', new Date(NOW.getTime() + 61_000));
    expect((await jobRow(db, id)).status).toBe('done');
  });

  it('claims due jobs earliest first, then in the order they were added, with their payload', async () => {
    const db = await connect();
    await db
      .insertInto('tenants')
      .values({ id: 'org_one', site_name: 'one', host: 'one.example', name: 'One', time_zone: 'UTC' })
      .execute();
    const late = await enqueueJob(db, { kind: 'mail', dueAt: NOW, payload: { to: 'late' } }, NOW);
    const early = await enqueueJob(db, { kind: 'mail', dueAt: new Date(NOW.getTime() - 1000), payload: { to: 'early' } }, NOW);
    const alsoLate = await enqueueJob(db, { kind: 'mail', dueAt: NOW, tenantId: 'org_one' }, NOW);
    const claimed = [];
    for (let i = 0; i < 4; i++)
      claimed.push(await claimJob(db, { owner: 'a', now: NOW, wallNow: NOW, leaseMs: 60_000, maxAttempts: 5, kinds: ['mail'] }));
    expect(claimed.map((job) => job?.id)).toEqual([early, late, alsoLate, undefined]);
    expect(claimed[0]).toEqual({
      id: early,
      tenantId: null,
      kind: 'mail',
      key: null,
      payload: { to: 'early' },
      dueAt: '2026-03-02T13:59:59.000Z',
      attempts: 1,
    });
    expect(claimed[2]?.tenantId).toBe('org_one');
  });
});

describe('claiming jobs from several processes on one PostgreSQL', () => {
  const [, postgresRow] = ENGINES.find(([engine]) => engine === 'postgres')!;
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const layer of opened.splice(0)) await layer.close();
  });
  /** Two data layers, each with its own pool of connections, like two server processes. */
  async function twoProcesses(): Promise<[Data, Data]> {
    const options = await postgresRow();
    const first = await openDataLayer(options);
    const second = await openDataLayer(options);
    opened.push(first, second);
    return [first.db, second.db];
  }
  const claim = (owner: string): ClaimContext => ({ owner, now: NOW, wallNow: NOW, leaseMs: 60_000, maxAttempts: 5, kinds: ['mail'] });

  it('gives each of 20 due jobs to exactly one of many claims sent at once from two processes', async () => {
    const [first, second] = await twoProcesses();
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await enqueueJob(first, { kind: 'mail', key: `job-${i}`, dueAt: NOW }, NOW))!);
    const claims = Array.from({ length: 30 }, (_, i) => [claimJob(first, claim(`a${i}`)), claimJob(second, claim(`b${i}`))]).flat();
    const claimed = (await Promise.all(claims)).filter((job) => job !== undefined);
    expect(claimed.map((job) => job.id).sort((a, b) => a - b)).toEqual(ids);
    expect(claimed.every((job) => job.attempts === 1)).toBe(true);
    const rows = await first.selectFrom('jobs').select(['attempts', 'lease_owner']).execute();
    expect(rows.every((row) => row.attempts === 1 && row.lease_owner !== null)).toBe(true);
  }, 30_000);

  it('passes over a job another process is claiming instead of waiting for it', async () => {
    const [first, second] = await twoProcesses();
    const held = (await enqueueJob(first, { kind: 'mail', key: 'held', dueAt: new Date(NOW.getTime() - 1000) }, NOW))!;
    const next = (await enqueueJob(first, { kind: 'mail', key: 'next', dueAt: NOW }, NOW))!;
    let letGo = () => {};
    const holding = new Promise<void>((done) => (letGo = done));
    let locked = () => {};
    const isLocked = new Promise<void>((done) => (locked = done));
    const holder = first.transaction().execute(async (trx) => {
      await trx.selectFrom('jobs').select('id').where('id', '=', held).forUpdate().execute();
      locked();
      await holding;
    });
    await isLocked;
    const started = Date.now();
    const job = await claimJob(second, claim('b'));
    expect(job?.id).toBe(next);
    expect(Date.now() - started).toBeLessThan(2_000);
    letGo();
    await holder;
    expect((await claimJob(second, claim('b')))?.id).toBe(held);
  }, 30_000);
});
