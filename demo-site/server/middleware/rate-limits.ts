/**
 * The named abuse limits of the API. Every guessable lookup allows at most 10 tries in
 * its window, so a guesser meets 429 well before 40 guesses (the project's promise for guessable things); the limits on creating
 * things are wide enough for a real visitor and narrow enough to stop a script filling the store.
 */

/** A lockout that grows: the first lasts `firstSeconds`, each further one within `memorySeconds` doubles, up to `maxSeconds`. */
export interface GrowingLockout {
  firstSeconds: number;
  maxSeconds: number;
  /** How long earlier lockouts of a key are remembered for the doubling. */
  memorySeconds: number;
}

/** How many points (requests, or failures where the handler only counts those) a key may spend per window. */
export interface RateLimitPolicy {
  points: number;
  /** Window length in seconds, starting at the key's first point. */
  durationSeconds: number;
  /** When set, spending the last point locks the key out (growing) instead of waiting for the window's end. */
  lockout?: GrowingLockout;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every policy by name. Keys are chosen by the caller (see `addressKey` / `tenantKey` in rate-limit.ts). */
export const RATE_LIMIT_POLICIES = {
  /** Failed staff passwords per account: 5 per 15 minutes, then 15 min, 30 min, 1 h … up to a day. */
  'staff-sign-in': { points: 5, durationSeconds: 15 * MINUTE, lockout: { firstSeconds: 15 * MINUTE, maxSeconds: DAY, memorySeconds: DAY } },
  /** Failed staff passwords per address (several staff may share one office address): 20 per hour, then 1 h, 2 h … up to a day. */
  'staff-sign-in-address': { points: 20, durationSeconds: HOUR, lockout: { firstSeconds: HOUR, maxSeconds: DAY, memorySeconds: DAY } },
  /** Sending and checking customer one-time codes, per e-mail address and per address. */
  'one-time-code': { points: 10, durationSeconds: 15 * MINUTE },
  /** Reservation look-ups by confirmation code (manage, check in, pay), and queue "Find Me". */
  'confirmation-lookup': { points: 10, durationSeconds: 15 * MINUTE },
  /** Order look-ups by e-mail and order number. */
  'order-lookup': { points: 10, durationSeconds: 15 * MINUTE },
  /** Gift-card balance checks and payments with a code. */
  'gift-card': { points: 10, durationSeconds: 15 * MINUTE },
  /** New bookings. */
  'booking-create': { points: 20, durationSeconds: HOUR },
  /** A visitor's new orders (each holds its stock until it is paid or expires). */
  'order-create': { points: 30, durationSeconds: HOUR },
  /** Shipping addresses picked in PayPal's window during express checkout (each may update the PayPal order). */
  'express-address': { points: 60, durationSeconds: HOUR },
  /** Joining a walk-in queue. */
  'queue-join': { points: 10, durationSeconds: HOUR },
  /** Reviews written (each needs a paid order line; this stops a script hammering the check). */
  'review-write': { points: 10, durationSeconds: HOUR },
  /** "Helpful" votes on reviews. */
  'review-vote': { points: 60, durationSeconds: HOUR },
  /** Newsletter sign-ups. */
  newsletter: { points: 10, durationSeconds: HOUR },
  /** Contact and other form submissions. */
  form: { points: 10, durationSeconds: HOUR },
  /** File uploads. */
  upload: { points: 30, durationSeconds: HOUR },
  /** Client log batches. */
  log: { points: 60, durationSeconds: MINUTE },
  /** App tokens issued from the app key and secret. */
  'app-key': { points: 10, durationSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

/** The name of one of {@link RATE_LIMIT_POLICIES}. */
export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
