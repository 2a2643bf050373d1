// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { appAuthorization } from '../../../../test/helpers/server/test-app.ts';
import { PICKUP, body, bookingApp } from '../../../../test/helpers/server/booking-app.ts';

let t: ReturnType<typeof bookingApp>;
afterEach(() => t.close());

const calendar = (query: string, org = 'org_northwind') =>
  t.app.request(`/api/calendar?${query}`, { headers: { orgid: org, authorization: appAuthorization(t.config, org) } });

describe('GET /api/calendar', () => {
  it('lists the reservations of the range as calendar events, in the location zone', async () => {
    t = bookingApp();
    const booked = await body(await t.post('/create', PICKUP));
    const response = await calendar('from=2026-03-01&to=2026-03-08');
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(answer.events).toHaveLength(1);
    expect(answer.events[0]).toMatchObject({
      sk: booked.reservation.id,
      reservationName: booked.reservation.confirmationCode,
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      timeZone: 'America/New_York',
      data: { startTime: '2026-03-03T15:00:00-05:00' },
    });
    expect(answer.events[0].name).toBeTruthy();
    expect(answer.events[0].location).toBeTruthy();
  });

  it('leaves out other ranges, cancelled reservations and other tenants', async () => {
    t = bookingApp();
    const booked = await body(await t.post('/create', PICKUP));
    expect((await body(await calendar('from=2026-03-03&to=2026-03-04'))).events).toHaveLength(1);
    expect((await body(await calendar('from=2026-03-05&to=2026-03-08'))).events).toEqual([]);
    expect((await body(await calendar('from=2026-03-01&to=2026-03-08', 'org_harbor'))).events).toEqual([]);
    await t.post('/delete', { reservationId: booked.reservation.id });
    expect((await body(await calendar('from=2026-03-01&to=2026-03-08'))).events).toEqual([]);
  });

  it('refuses a bad, backwards or too long range with the field named', async () => {
    t = bookingApp();
    for (const [query, field] of [
      ['from=2026-02-30&to=2026-03-08', 'from'],
      ['from=2026-03-01', 'to'],
      ['from=2026-03-08&to=2026-03-01', 'to'],
      ['from=2026-01-01&to=2027-03-01', 'to'],
    ] as const) {
      const response = await calendar(query);
      expect(response.status, query).toBe(400);
      expect((await body(response)).error.field, query).toBe(field);
    }
  });
});
