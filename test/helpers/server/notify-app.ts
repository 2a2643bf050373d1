import { setClock } from '../../../demo-site/server/clock.ts';
import { PICKUP, TEST_NOW } from './booking-app.ts';
import { recordEvent, type EventType } from '../../../demo-site/server/lifecycle/events.ts';
import { bookingEvent } from '../../../demo-site/server/lifecycle/snapshots.ts';
import { appAuthorization, makeTestApp } from './test-app.ts';

/** The "now" of the notification tests (the reservation tests' fixed clock). */
export const NOW = new Date(TEST_NOW);

/**
 * A seeded test app (extra environment `env`) with one Northwind pickup booked by `customerName`
 * and no recorded events, so each test records exactly the events it sends. `bookingEventNow`
 * records an event of that booking for `email` in `language`. Call `close()` after each test.
 */
export async function notifyApp(env: Record<string, string> = {}, customerName = PICKUP.customerName) {
  const test = makeTestApp(env);
  const restore = setClock(TEST_NOW);
  const made = await test.app.request('/api/reservations/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', orgid: 'org_northwind', authorization: appAuthorization(test.config) },
    body: JSON.stringify({ ...PICKUP, customerName }),
  });
  if (made.status !== 201) throw new Error(`booking failed: ${made.status} ${await made.text()}`);
  const reservationId = ((await made.json()) as { reservation: { id: string } }).reservation.id;
  const { data } = test;
  for (const table of ['deliveries', 'events', 'outbox'] as const) await data.deleteFrom(table).execute();
  const bookingEventNow = async (type: EventType, options: { email?: string; language?: string; id?: string } = {}) => {
    const input = await bookingEvent(data, 'org_northwind', reservationId, type, options.id);
    if (!input) throw new Error('booking not found');
    return recordEvent(
      data,
      'org_northwind',
      { ...input, email: options.email ?? 'ada@example.com', language: options.language ?? 'en' },
      NOW,
    );
  };
  return {
    ...test,
    reservationId,
    bookingEventNow,
    close: async () => {
      restore();
      await test.close();
    },
  };
}
