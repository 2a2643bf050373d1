import type { Hono } from 'hono';
import { currentTime, setClock } from '../clock.ts';
import type { AppEnv } from '../context.ts';
import { serverRunner } from '../jobs/server-runner.ts';

/** The variable that turns the test clock on (with DEMO_MODE); never set it on a public site. */
export const TEST_CLOCK_VARIABLE = 'BOOKING_TEST_CLOCK';

/** True when the test clock may be used: demo mode and `BOOKING_TEST_CLOCK=1` in the environment. */
export function testClockEnabled(demoMode: boolean, env: Record<string, string | undefined> = process.env): boolean {
  return demoMode && env[TEST_CLOCK_VARIABLE] === '1';
}

let restore: (() => void) | null = null;

/**
 * `POST /__booking-test/clock` with `{ "now": "<ISO instant>" }` fixes the server's clock for the
 * reservation routes and the job runner (check-in windows, minimum notice, queue times, expiries,
 * reminders); `{ "now": null }` puts the real clock back. `POST /__booking-test/run-jobs` runs every
 * due job and every sweep now, waits for them, and answers what ran (the runner's `RunReport`), so a
 * test that moved the clock sees the expiries, reminders and e-mails at once. For the end-to-end
 * suite only: both answer 404 unless the server runs in DEMO_MODE with `BOOKING_TEST_CLOCK=1`, so a
 * normal demo (or production) site never lets a visitor move time or run jobs.
 * Lives with the booking pages because it exists for their journeys (test/e2e/booking.e2e.ts).
 */
export function mountBookingTestClock(router: Hono<AppEnv>): void {
  router.post('/__booking-test/clock', async (c) => {
    if (!testClockEnabled(c.get('config').demoMode)) return c.notFound();
    const body = (await c.req.json().catch(() => null)) as { now?: unknown } | null;
    const now = body?.now;
    restore?.();
    restore = null;
    if (typeof now === 'string') {
      try {
        restore = setClock(now);
      } catch {
        return c.json({ error: { code: 'invalid', message: 'now: must be an ISO-8601 instant' } }, 400);
      }
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ now: typeof now === 'string' ? new Date(now).toISOString() : null });
  });
  router.post('/__booking-test/run-jobs', async (c) => {
    if (!testClockEnabled(c.get('config').demoMode)) return c.notFound();
    const report = await serverRunner(c.get('data'), c.get('config')).runDue(currentTime(), { allTasks: true });
    c.header('Cache-Control', 'no-store');
    return c.json(report);
  });
}
