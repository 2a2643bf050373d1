/** How many times a delivery is tried before it ends as failed. */
export const MAX_ATTEMPTS = 8;

const MINUTE = 60_000;
/** The wait after the 1st, 2nd, … failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
const DELAYS_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * MINUTE);

/** How long to wait after `attempts` failed attempts before the next one; undefined when there is none left. */
export function retryDelayMs(attempts: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1];
}
