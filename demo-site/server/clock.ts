/**
 * The server's clock: where the reservation routes and the job runner read the current time from, so
 * tests (and the end-to-end test clock) can fix it for both at once.
 */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

let active: Clock = systemClock;

/** The current time for the reservation routes and the job runner (the real clock unless a test set another). */
export function currentTime(): Date {
  return active.now();
}

/** True while the server runs on the real clock (no test has fixed another). */
export function clockIsReal(): boolean {
  return active === systemClock;
}

/**
 * Replaces the server's clock: a `Clock`, or a fixed instant (a `Date` or ISO text).
 * Returns a function that puts the previous clock back (call it in `afterEach`).
 */
export function setClock(clock: Clock | Date | string): () => void {
  const previous = active;
  if (typeof clock === 'string' || clock instanceof Date) {
    const fixed = new Date(clock);
    if (Number.isNaN(fixed.getTime())) throw new RangeError(`Not an instant: ${String(clock)}`);
    active = { now: () => new Date(fixed) };
  } else {
    active = clock;
  }
  return () => {
    active = previous;
  };
}
