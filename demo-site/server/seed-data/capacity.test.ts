import { afterEach, describe, expect, it } from 'vitest';
import { findSlots } from '../domain/slots.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { seedUpcomingClosures } from './capacity.ts';

let test: ReturnType<typeof makeTestApp>;
afterEach(() => test.close());

const NOW = new Date('2026-03-01T12:00:00Z'); // Sunday 1 March 2026: 6 days on is a Saturday, 9 a Tuesday
const open = async (locationId: string, serviceId: string, date: string, attendantId?: string) => {
  const found = await findSlots(test.data, 'org_harbor', { locationId, serviceId, date, attendantId }, NOW);
  if (!found.ok) throw new Error(found.message);
  return found.slots.filter((s) => s.available).length;
};

describe('the demo’s closures', () => {
  it('closes every location of both tenants on Christmas Day and gives the bistro its 10 tables', async () => {
    test = makeTestApp();
    const december = new Date('2026-12-20T12:00:00Z');
    const slots = async (tenantId: string, locationId: string, serviceId: string, date: string) => {
      const found = await findSlots(test.data, tenantId, { locationId, serviceId, date }, december);
      return found.ok ? found.slots.length : -1;
    };
    expect(await slots('org_harbor', 'loc_hb_quayside', 'svc_hb_dinner', '2026-12-24')).toBeGreaterThan(0);
    expect(await slots('org_harbor', 'loc_hb_quayside', 'svc_hb_dinner', '2026-12-25')).toBe(0);
    expect(await slots('org_northwind', 'loc_nw_soho', 'svc_nw_pickup', '2026-12-24')).toBeGreaterThan(0);
    expect(await slots('org_northwind', 'loc_nw_soho', 'svc_nw_pickup', '2026-12-25')).toBe(0);
    const quayside = await test.data.selectFrom('locations').select('queue_servers').where('id', '=', 'loc_hb_quayside').executeTakeFirst();
    expect(quayside?.queue_servers).toBe(10);
  });

  it('adds a salon training day in 9 days and a barber’s day off in 6, each removing only its own slots', async () => {
    test = makeTestApp();
    const oliver = () => open('loc_hb_marina', 'svc_hb_mens', '2026-03-07', 'att_hb_oliver');
    const oldTown = () => open('loc_hb_oldtown', 'svc_hb_cut', '2026-03-10');
    expect(await oliver()).toBeGreaterThan(0);
    expect(await oldTown()).toBeGreaterThan(0);
    await seedUpcomingClosures(test.data, NOW);
    expect(await oliver()).toBe(0);
    expect(await oldTown()).toBe(0);
    // Nadia still cuts at the Marina that Saturday, and Old Town opens again the next day.
    expect(await open('loc_hb_marina', 'svc_hb_mens', '2026-03-07')).toBeGreaterThan(0);
    expect(await open('loc_hb_oldtown', 'svc_hb_cut', '2026-03-12')).toBeGreaterThan(0);
  });
});
