// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrder } from '../domain/order-create.ts';
import { getOrder } from '../domain/orders.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

let test: ReturnType<typeof makeTestApp> | undefined;
afterEach(async () => {
  if (test) await test.app.request('/__booking-test/clock', { method: 'POST', body: JSON.stringify({ now: null }) });
  await test?.close();
  test = undefined;
  vi.unstubAllEnvs();
});

const post = (path: string, body: unknown = {}) =>
  test!.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the test clock routes', () => {
  it.each([
    ['demo mode without BOOKING_TEST_CLOCK', { DEMO_MODE: 'true' }, undefined],
    ['BOOKING_TEST_CLOCK=1 outside demo mode', { DEMO_MODE: 'false' }, '1'],
  ])('answer 404 with %s, and run nothing', async (_label, env, flag) => {
    if (flag) vi.stubEnv('BOOKING_TEST_CLOCK', flag);
    test = makeTestApp({ ...env, JOBS: 'off' });
    expect((await post('/__booking-test/run-jobs')).status).toBe(404);
    expect((await post('/__booking-test/clock', { now: '2026-03-02T14:00:00Z' })).status).toBe(404);
    expect(await test.data.selectFrom('job_sweeps').selectAll().execute()).toEqual([]);
  });

  it('run every sweep on the moved clock, reminding and sending in one run, and answer what ran', async () => {
    vi.stubEnv('BOOKING_TEST_CLOCK', '1');
    test = makeTestApp({ DEMO_MODE: 'true', JOBS: 'off' });
    const { data } = test;
    const startUtc = '2026-03-03T15:00:00.000Z';
    await data
      .insertInto('reservations')
      .values({
        tenant_id: 'org_northwind',
        id: 'res_clock',
        location_id: 'loc_nw_soho',
        service_id: 'svc_nw_pickup',
        start_utc: startUtc,
        end_utc: '2026-03-03T15:30:00.000Z',
        block_start_utc: startUtc,
        block_end_utc: '2026-03-03T15:30:00.000Z',
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        status: 'confirmed',
        confirmation_code: 'CLOCKTEST',
        currency: 'USD',
        created_at: '2026-02-01T00:00:00.000Z',
        updated_at: '2026-02-01T00:00:00.000Z',
      })
      .execute();
    const twoHoursBefore = '2026-03-03T13:00:00.000Z';

    expect((await post('/__booking-test/clock', { now: twoHoursBefore })).status).toBe(200);
    const response = await post('/__booking-test/run-jobs');
    expect(response.status).toBe(200);
    const report = (await response.json()) as { now: string; tasks: { name: string; outcome: string; result?: number }[] };
    expect(report.now).toBe(twoHoursBefore);
    expect(report.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(['reminders', 'clean-up']));
    expect(report.tasks.find((t) => t.name === 'reminders')).toMatchObject({ outcome: 'ran' });
    const reminders = (await eventsOf(data, 'org_northwind', 'res_clock')).filter((e) => e.type === 'booking.reminder');
    expect(reminders).toHaveLength(1);
    expect(report.tasks.find((t) => t.name === 'deliveries')).toMatchObject({ outcome: 'ran', result: 1 });
    const reminderMail = await data
      .selectFrom('deliveries')
      .select('status')
      .where('event_id', '=', reminders[0]?.id ?? '')
      .where('channel', '=', 'email')
      .executeTakeFirst();
    expect(reminderMail?.status).toBe('sent');

    const again = (await (await post('/__booking-test/run-jobs')).json()) as { tasks: { name: string; result?: number }[] };
    expect(again.tasks.find((t) => t.name === 'reminders')?.result).toBe(0);
  });

  it('expire an unpaid card order placed on the real clock once the test clock is 30 minutes ahead', async () => {
    vi.stubEnv('BOOKING_TEST_CLOCK', '1');
    test = makeTestApp({ DEMO_MODE: 'true', JOBS: 'off' });
    const placed = await createOrder(
      test.data,
      { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' },
      {
        customerInfo: { email: 'ada@example.com' },
        shippingAddress: { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
        items: [{ sku: 'NW-HOM-013', quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      },
      null,
    );
    if (!placed.ok) throw new Error(placed.message);
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const statusAfterRun = async (minutes: number) => {
      await post('/__booking-test/clock', { now: ahead(minutes) });
      await post('/__booking-test/run-jobs');
      return (await getOrder(test!.data, 'org_northwind', placed.order.id))?.status;
    };
    expect(await statusAfterRun(25)).toBe('new');
    expect(await statusAfterRun(31)).toBe('cancelled');
  });
});
