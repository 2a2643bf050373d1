import type { Data } from '../../../demo-site/server/database.ts';
import { appAuthorization, makeTestApp } from './test-app.ts';
import { setClock } from '../../../demo-site/server/routes/api/reservations/clock.ts';

/** The fixed "now" of the reservation tests: Monday 2 March 2026, 09:00 in New York (14:00 UTC). */
export const TEST_NOW = '2026-03-02T14:00:00Z';

/** A pickup at Northwind SoHo (free, capacity 4, no attendant) on Tuesday 3 March 2026. */
export const PICKUP = {
  locationId: 'loc_nw_soho',
  serviceId: 'svc_nw_pickup',
  date: '2026-03-03',
  time: '15:00',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+1 212 555 0100',
};

/** Who a test request comes from: the tenant's own server (app token, staff rights) or a visitor. */
export type Caller = 'staff' | 'visitor';

/**
 * A seeded test app with the reservation clock fixed at `now`, plus JSON helpers that send the
 * tenant header and, unless `as: 'visitor'`, the tenant's app token (so rule tests act as staff;
 * ownership.test.ts covers what a visitor may do). Call `close()` after each test: it restores the
 * clock and removes the database.
 */
export function bookingApp(now: string = TEST_NOW) {
  const test = makeTestApp();
  const restore = setClock(now);
  const headers = (org: string, as: Caller, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    orgid: org,
    ...(as === 'staff' ? { authorization: appAuthorization(test.config, org) } : {}),
    ...extra,
  });
  const post = (path: string, body: unknown, options: { org?: string; key?: string; as?: Caller } = {}) =>
    test.app.request(`/api/reservations${path}`, {
      method: 'POST',
      headers: headers(options.org ?? 'org_northwind', options.as ?? 'staff', options.key ? { 'idempotency-key': options.key } : {}),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (pathAndQuery: string, org = 'org_northwind', as: Caller = 'staff') =>
    test.app.request(`/api/reservations${pathAndQuery}`, { headers: headers(org, as) });
  return {
    ...test,
    post,
    get,
    /** Moves the reservation clock. */
    at: (instant: string) => setClock(instant),
    close: async () => {
      restore();
      await test.close();
    },
  };
}

/** Reads a JSON body with a loose type (tests assert the shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = async (response: Response): Promise<any> => response.json();

/** Sets how many bookings one of Northwind's seeded services takes at a time, through the data layer (either engine). */
export async function setCapacity(data: Data, serviceId: string, capacity: number): Promise<void> {
  await data.updateTable('services').set({ capacity }).where('tenant_id', '=', 'org_northwind').where('id', '=', serviceId).execute();
}

/** Replaces the booking policy of one service or location (a seeded id), through the data layer (either engine). */
export async function setPolicy(data: Data, table: 'services' | 'locations', id: string, policy: Record<string, unknown>, tenantId?: string): Promise<void> {
  let query = data.updateTable(table).set({ policy: JSON.stringify(policy) }).where('id', '=', id);
  if (tenantId) query = query.where('tenant_id', '=', tenantId);
  await query.execute();
}

/**
 * Sets top-level keys of a tenant's business configuration (every preset, or only `preset`), the way
 * staff saving the configuration would: read, change, write back, through the data layer (either engine).
 */
export async function changeBusinessConfig(data: Data, tenantId: string, changes: Record<string, unknown>, preset?: string): Promise<void> {
  let query = data.selectFrom('business_config').select(['preset', 'json']).where('tenant_id', '=', tenantId);
  if (preset) query = query.where('preset', '=', preset);
  for (const row of await query.execute()) {
    const json = JSON.stringify({ ...(JSON.parse(row.json) as Record<string, unknown>), ...changes });
    await data.updateTable('business_config').set({ json }).where('tenant_id', '=', tenantId).where('preset', '=', row.preset).execute();
  }
}
