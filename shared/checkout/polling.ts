/**
 * Payment status polling: ask every 5 seconds, at most 60 times, until the
 * status is final; then 'Payment timeout - please check your payment status'. The shopper may ask
 * at once ("check now", or coming back to the tab), which starts the next wait afresh. Framework-free;
 * the clock is injectable so tests never wait.
 */
import { STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX_ATTEMPTS } from '../payments/methods.ts';

/** What one status check decided. */
export type PollVerdict = 'final' | 'pending';

/** How a poll ended: a final answer, out of attempts (timeout), every recent check failing, or stopped. */
export type PollResult<T> =
  | { kind: 'final'; value: T; attempts: number }
  | { kind: 'timeout'; attempts: number }
  | { kind: 'unverified'; attempts: number; error: unknown }
  | { kind: 'stopped'; attempts: number };

/** What a poller needs: the check, how to read its answer, the rhythm and a clock. */
export interface PollOptions<T> {
  check: (signal: AbortSignal) => Promise<T>;
  verdict: (value: T) => PollVerdict;
  intervalMs?: number;
  maxAttempts?: number;
  /** Waits `ms` (or until woken); the default uses setTimeout. */
  wait?: (ms: number, wake: Promise<void>) => Promise<void>;
  /** Called after each answer (to show progress). */
  onAttempt?: (attempt: number, value: T | undefined) => void;
}

/** A running poll: its result, a way to check at once and a way to stop. */
export interface Poller<T> {
  result: Promise<PollResult<T>>;
  /** Ends the current wait, so the next check happens now. */
  checkNow(): void;
  stop(): void;
}

/** The waits of a poll: `maxAttempts` waits of `intervalMs` each (5 s × 60 by default). */
export function pollSchedule(intervalMs = STATUS_POLL_INTERVAL_MS, maxAttempts = STATUS_POLL_MAX_ATTEMPTS): number[] {
  return Array.from({ length: maxAttempts }, () => intervalMs);
}

function defaultWait(ms: number, wake: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void wake.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts polling: wait, check, repeat until the verdict is final or the attempts run out. A failed
 * check counts as an attempt; when the last attempt fails, the result is 'unverified' with its error.
 */
export function startPolling<T>(options: PollOptions<T>): Poller<T> {
  const interval = options.intervalMs ?? STATUS_POLL_INTERVAL_MS;
  const max = options.maxAttempts ?? STATUS_POLL_MAX_ATTEMPTS;
  const wait = options.wait ?? defaultWait;
  const controller = new AbortController();
  let wakeUp: () => void = () => {};
  const nextWake = (): Promise<void> => new Promise<void>((resolve) => (wakeUp = resolve));

  const run = async (): Promise<PollResult<T>> => {
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= max; attempt++) {
      await wait(interval, nextWake());
      if (controller.signal.aborted) return { kind: 'stopped', attempts: attempt - 1 };
      try {
        const value = await options.check(controller.signal);
        if (controller.signal.aborted) return { kind: 'stopped', attempts: attempt };
        lastError = null;
        options.onAttempt?.(attempt, value);
        if (options.verdict(value) === 'final') return { kind: 'final', value, attempts: attempt };
      } catch (error) {
        if (controller.signal.aborted) return { kind: 'stopped', attempts: attempt };
        lastError = error;
        options.onAttempt?.(attempt, undefined);
      }
    }
    return lastError === null ? { kind: 'timeout', attempts: max } : { kind: 'unverified', attempts: max, error: lastError };
  };

  return {
    result: run(),
    checkNow: () => wakeUp(),
    stop: () => {
      controller.abort();
      wakeUp();
    },
  };
}
