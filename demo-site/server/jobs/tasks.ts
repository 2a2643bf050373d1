import { expireUnpaidBookings } from '../domain/booking-expiry.ts';
import { sendDueReminders } from '../domain/reminders.ts';
import { reconcilePayments } from '../payments/reconcile.ts';
import { cleanUp, removedInAll } from './cleanup.ts';
import type { JobHandler, JobTask } from './runner.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The periodic sweeps of the demo server, in the order one run takes them. Each gets the server clock
 * (`now`, which the end-to-end test clock moves) for booking and order times, and real time
 * (`wallNow`) for what is checked against real time (sessions, codes, idempotency keys).
 */
export const SERVER_TASKS: readonly JobTask[] = [
  { name: 'booking-expiry', everyMs: 30 * SECOND, run: ({ db, now }) => expireUnpaidBookings(db, now) },
  // Payments are stamped with real time (so are the providers' own clocks).
  { name: 'payment-reconciliation', everyMs: 30 * SECOND, run: ({ db, config, wallNow }) => reconcilePayments(db, config, wallNow) },
  { name: 'reminders', everyMs: MINUTE, run: ({ db, now }) => sendDueReminders(db, now) },
  { name: 'clean-up', everyMs: 60 * MINUTE, run: ({ db, wallNow }) => removedInAll(cleanUp(db, wallNow)) },
];

/** Handlers of the one-off job kinds (jobs enqueued with `enqueueJob`), by kind. */
export const SERVER_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {};
