import { expireUnpaidBookings } from '../domain/booking-expiry.ts';
import { expireUnpaidOrders } from '../domain/order-expiry.ts';
import { closeStaleWalkIns } from '../domain/queue-closing.ts';
import { sendDueReminders } from '../domain/reminders.ts';
import { deliverDue } from '../notify/deliver.ts';
import { providersFor } from '../payments/providers.ts';
import { reconcilePayments } from '../payments/reconcile.ts';
import { cleanUp, removedInAll } from './cleanup.ts';
import type { JobHandler, JobTask } from './runner.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The later of the two clocks, for rows stamped with real time that a test moving the clock ahead
 * should still see age (orders), or rows stamped with either clock (the outbox).
 */
const later = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime()));

/**
 * The periodic sweeps of the demo server, in the order one run takes them (docs/jobs.md). Each gets
 * the server clock (`now`, which the end-to-end test clock moves) for booking, walk-in and event
 * times, and real time (`wallNow`) for what is stamped with real time (sessions, codes, idempotency
 * keys, payments, orders).
 */
export const SERVER_TASKS: readonly JobTask[] = [
  { name: 'booking-expiry', everyMs: 30 * SECOND, run: ({ data, now }) => expireUnpaidBookings(data, now) },
  {
    name: 'order-expiry',
    everyMs: 30 * SECOND,
    run: ({ data, now, wallNow }) => expireUnpaidOrders(data, later(now, wallNow)),
  },
  // Payments are stamped with real time (so are the providers' own clocks).
  {
    name: 'payment-reconciliation',
    everyMs: 30 * SECOND,
    run: ({ data, config, wallNow }) => reconcilePayments(data, config, wallNow, providersFor(config, data)),
  },
  { name: 'walk-in-closing', everyMs: MINUTE, run: ({ data, now }) => closeStaleWalkIns(data, now) },
  { name: 'reminders', everyMs: MINUTE, run: ({ data, now }) => sendDueReminders(data, now) },
  // After the sweeps that record events, so one run records and sends. Each delivery is claimed with
  // its own lease, so two runs at once never send one twice: the sweep's lease only has to outlive a
  // normal run, and a process that dies mid-run holds up the outbox for 30 s, not 5 minutes.
  {
    name: 'deliveries',
    everyMs: 2 * SECOND,
    leaseMs: 30 * SECOND,
    run: ({ data, config, now, wallNow }) => deliverDue(data, config, later(now, wallNow)),
  },
  { name: 'clean-up', everyMs: 60 * MINUTE, run: async ({ data, now, wallNow }) => removedInAll(await cleanUp(data, { now, wallNow })) },
];

/** Handlers of the one-off job kinds (jobs enqueued with `enqueueJob`), by kind. */
export const SERVER_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {};
