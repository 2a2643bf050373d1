import { clockIsReal } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import { createJobRunner, type JobRunner } from './runner.ts';
import { SERVER_JOB_HANDLERS, SERVER_TASKS } from './tasks.ts';

const runners = new WeakMap<Data, JobRunner>();

/**
 * The one job runner of this process for its data layer, with the server's sweeps and job handlers,
 * created on first use: main.ts starts its loop, and the test route `POST /__booking-test/run-jobs`
 * runs it on demand, queued behind any run of the loop so the two never overlap. While a test has
 * fixed the clock the loop waits, so nothing expires or is reminded on a moved clock until the test
 * asks for it with run-jobs (end-to-end journeys that move the clock stay deterministic).
 */
export function serverRunner(data: Data, config: Config): JobRunner {
  let runner = runners.get(data);
  if (!runner) {
    runner = createJobRunner({ data, config, tasks: SERVER_TASKS, handlers: SERVER_JOB_HANDLERS, holdLoop: () => !clockIsReal() });
    runners.set(data, runner);
  }
  return runner;
}
