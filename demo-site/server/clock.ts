/** Where the reservation routes read the current time from, so tests can fix it. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

let active: Clock = systemClock;

/** The current time for the reservation routes (the real clock unless a test set another). */
export function currentTime(): Date {
  return active.now();
}

/**
 * Replaces the clock of the reservation routes: a `Clock`, or a fixed instant (a `Date` or ISO text).
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
