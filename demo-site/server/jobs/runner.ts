import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { currentTime } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import { abandonStaleJobs, claimJob, completeJob, failJob, type Job } from './job-store.ts';
import { claimSweep, releaseSweep } from './sweep-leases.ts';

export { enqueueJob, type Job, type JobInput } from './job-store.ts';

/** What a task or a job handler gets: the database, the configuration, and the time twice over. */
export interface TaskContext {
  /** The data layer (either engine). */
  data: Data;
  config: Config;
  /** The server clock (the end-to-end test clock moves it): due times of bookings, orders and jobs. */
  now: Date;
  /** Real time: what sessions, codes and idempotency keys are checked against. */
  wallNow: Date;
}

/** A periodic sweep: run at most once every `everyMs` (real time) by one process at a time. */
export interface JobTask {
  name: string;
  everyMs: number;
  /**
   * How long this sweep's lease holds for a process that died while running it (default the runner's
   * `leaseMs`). A sweep whose work is claimed row by row (the outbox) can take a short one, so a crash
   * does not stop it for every process for long.
   */
  leaseMs?: number;
  /** Returns how many things it handled (reported by the run-jobs route), or nothing. */
  run(ctx: TaskContext): number | void | Promise<number | void>;
}

/** Runs one job of a kind; throwing (or rejecting) makes the job retry later. */
export type JobHandler = (job: Job, ctx: TaskContext) => void | Promise<void>;

/** What became of a job in a run. */
export interface JobOutcome {
  id: number;
  kind: string;
  outcome: 'done' | 'retry' | 'failed';
  error?: string;
}

/** What became of a sweep in a run: it ran (with its count), threw, or another process held it. */
export interface TaskOutcome {
  name: string;
  outcome: 'ran' | 'failed' | 'busy';
  result?: number;
  error?: string;
}

/** One run's report: the server-clock time it ran for, then its jobs and sweeps. */
export interface RunReport {
  now: string;
  jobs: JobOutcome[];
  tasks: TaskOutcome[];
}

/** What `createJobRunner` needs; everything after `handlers` has a default and exists for tests. */
export interface RunnerOptions {
  /** Where the jobs, the sweeps' leases and the data the tasks work on are. */
  data: Data;
  config: Config;
  tasks: readonly JobTask[];
  handlers: Readonly<Record<string, JobHandler>>;
  /** This process's name on the leases it takes (random by default). */
  owner?: string;
  /** The server clock (default `currentTime`). */
  clock?: () => Date;
  /** Real time, for leases and sweep periods (default `new Date()`). */
  wallClock?: () => Date;
  /** Runs a job may start before it ends 'failed' (default 5). */
  maxAttempts?: number;
  /** How long a lease holds a job or a sweep for a process that died (default 5 minutes). */
  leaseMs?: number;
  /** Wait before retry number `attempts` (default 30 s, doubling, at most an hour). */
  backoffMs?: (attempts: number) => number;
  /** Where errors go (default console.error). */
  log?: (message: string, error: unknown) => void;
  /** When it answers true the background loop skips its turn (`runDue` still runs). Default: never. */
  holdLoop?: () => boolean;
}

/** The runner: a background loop (`start`/`stop`) and one run on demand (`runDue`). */
export interface JobRunner {
  /** Starts the loop (unless JOBS=off); its timer never keeps the process alive. */
  start(): void;
  /** Stops the loop and resolves once the run in progress, if any, has finished. */
  stop(): Promise<void>;
  /**
   * Runs every due job and every due sweep now (each sweep regardless of its period with `allTasks`),
   * after any run already in progress in this process, and reports what ran.
   */
  runDue(now?: Date, options?: { allTasks?: boolean }): Promise<RunReport>;
}

/** Default attempts before a job is 'failed'. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** Default lease of a job or sweep. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;
/** Most jobs one run takes, so a backlog never holds the loop for long. */
const JOBS_PER_RUN = 100;

/** The default wait before retry number `attempts`: 30 s, 60 s, 120 s… at most an hour. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates the job runner of a database (see docs/jobs.md). */
export function createJobRunner(options: RunnerOptions): JobRunner {
  const { data, config, tasks, handlers } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const clock = options.clock ?? currentTime;
  const wallClock = options.wallClock ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const log = options.log ?? ((text: string, error: unknown) => console.error(`Jobs: ${text}:`, error));
  const holdLoop = options.holdLoop ?? (() => false);
  const kinds = Object.keys(handlers);
  /** Real time before which this process does not even ask for a sweep's lease. */
  const notBefore = new Map<string, number>();

  const context = (now: Date): TaskContext => ({
    data,
    config,
    now,
    wallNow: wallClock(),
  });

  async function runJobs(now: Date): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    await abandonStaleJobs(data, maxAttempts, wallClock());
    for (let i = 0; i < JOBS_PER_RUN; i++) {
      const job = await claimJob(data, { owner, now, wallNow: wallClock(), leaseMs, maxAttempts, kinds });
      if (!job) break;
      try {
        await handlers[job.kind]?.(job, context(now));
        await completeJob(data, job.id, owner, wallClock());
        outcomes.push({ id: job.id, kind: job.kind, outcome: 'done' });
      } catch (error) {
        log(`job ${job.id} (${job.kind}) failed on attempt ${job.attempts}`, error);
        const retryAt = job.attempts >= maxAttempts ? null : new Date(now.getTime() + backoffMs(job.attempts));
        await failJob(data, job.id, owner, message(error), retryAt, wallClock());
        outcomes.push({ id: job.id, kind: job.kind, outcome: retryAt ? 'retry' : 'failed', error: message(error) });
      }
    }
    return outcomes;
  }

  async function runTask(task: JobTask, now: Date, force: boolean): Promise<TaskOutcome | undefined> {
    const wall = wallClock();
    if (!force && wall.getTime() < (notBefore.get(task.name) ?? 0)) return undefined;
    const claim = await claimSweep(data, task.name, owner, wall, task.leaseMs ?? leaseMs, force);
    if (claim.kind === 'not-due') {
      notBefore.set(task.name, claim.nextRunAt);
      return undefined;
    }
    if (claim.kind === 'busy') {
      notBefore.set(task.name, Math.min(claim.leaseUntil, wall.getTime() + task.everyMs));
      return { name: task.name, outcome: 'busy' };
    }
    let outcome: TaskOutcome;
    try {
      const result = await task.run(context(now));
      outcome = { name: task.name, outcome: 'ran', ...(typeof result === 'number' ? { result } : {}) };
    } catch (error) {
      log(`task ${task.name} failed`, error);
      outcome = { name: task.name, outcome: 'failed', error: message(error) };
    }
    const done = wallClock();
    const next = new Date(done.getTime() + task.everyMs);
    notBefore.set(task.name, next.getTime());
    await releaseSweep(data, task.name, owner, done, next, outcome.error ?? null);
    return outcome;
  }

  async function run(now: Date, allTasks: boolean): Promise<RunReport> {
    const report: RunReport = { now: now.toISOString(), jobs: [], tasks: [] };
    try {
      report.jobs = await runJobs(now);
    } catch (error) {
      log('could not run the due jobs', error);
    }
    for (const task of tasks) {
      try {
        const outcome = await runTask(task, now, allTasks);
        if (outcome) report.tasks.push(outcome);
      } catch (error) {
        log(`could not run task ${task.name}`, error);
        report.tasks.push({ name: task.name, outcome: 'failed', error: message(error) });
      }
    }
    return report;
  }

  let queue: Promise<unknown> = Promise.resolve();
  let ticking = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const runDue = (now?: Date, runOptions: { allTasks?: boolean } = {}): Promise<RunReport> => {
    const next = queue.then(() => run(now ?? clock(), runOptions.allTasks === true));
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    start() {
      if (!config.jobs || timer) return;
      const every = Math.min(config.jobsIntervalMs, ...tasks.map((task) => task.everyMs));
      timer = setInterval(() => {
        if (ticking || holdLoop()) return;
        ticking = true;
        void runDue()
          .catch((error: unknown) => log('a run failed', error))
          .finally(() => (ticking = false));
      }, every);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
    runDue,
  };
}
