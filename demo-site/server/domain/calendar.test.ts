// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import {
  deleteStaffEvent,
  findStaffEvent,
  insertStaffEvent,
  reservationsInWindow,
  staffEventsInWindow,
  updateStaffEvent,
} from './calendar.ts';

const { engines: ENGINES } = engineDatabases('calendar-');

const NOW = '2026-11-20T08:00:00.000Z';

/** Two tenants, each with a location, a service and an attendant; the first has three bookings. */
async function seed(data: Data): Promise<void> {
  let codes = 0;
  for (const tenant of ['org_one', 'org_two']) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant, host: `${tenant}.example`, name: tenant, time_zone: 'Europe/London' })
      .execute();
    await data
      .insertInto('locations')
      .values({ tenant_id: tenant, id: 'loc_main', name: 'Main Street', time_zone: 'Europe/London', address: '1 Main St' })
      .execute();
    await data
      .insertInto('locations')
      .values({ tenant_id: tenant, id: 'loc_side', name: 'Side Street', time_zone: 'Europe/London' })
      .execute();
    await data.insertInto('service_categories').values({ tenant_id: tenant, id: 'cat_hair', name: 'Hair' }).execute();
    await data
      .insertInto('services')
      .values({ tenant_id: tenant, id: 'svc_cut', name: 'Haircut', color: '#aa0000', category_id: 'cat_hair', capacity: 5 })
      .execute();
    await data.insertInto('attendants').values({ tenant_id: tenant, id: 'att_ana', name: 'Ana' }).execute();
  }
  const booking = (
    id: string,
    start: string,
    end: string,
    extra: Partial<{ status: string; location_id: string; attendant_id: string | null; created_at: string; tenant_id: string }> = {},
  ) => ({
    tenant_id: 'org_one',
    id,
    location_id: 'loc_main',
    service_id: 'svc_cut',
    attendant_id: 'att_ana' as string | null,
    start_utc: start,
    end_utc: end,
    block_start_utc: start,
    block_end_utc: end,
    customer_name: `Customer ${id}`,
    customer_email: `${id}@example.com`,
    status: 'confirmed',
    confirmation_code: `BK${String(++codes).padStart(6, '0')}`,
    currency: 'USD',
    created_at: NOW,
    updated_at: NOW,
    ...extra,
  });
  await data
    .insertInto('reservations')
    .values([
      booking('res_late', '2026-11-21T15:00:00.000Z', '2026-11-21T16:00:00.000Z'),
      booking('res_early_b', '2026-11-21T09:00:00.000Z', '2026-11-21T10:00:00.000Z', {
        created_at: '2026-11-20T08:00:02.000Z',
        attendant_id: null,
      }),
      booking('res_early_a', '2026-11-21T09:00:00.000Z', '2026-11-21T10:00:00.000Z', {
        created_at: '2026-11-20T08:00:01.000Z',
        location_id: 'loc_side',
      }),
      booking('res_cancelled', '2026-11-21T11:00:00.000Z', '2026-11-21T12:00:00.000Z', { status: 'cancelled' }),
      booking('res_next_week', '2026-11-28T09:00:00.000Z', '2026-11-28T10:00:00.000Z'),
      booking('res_other_tenant', '2026-11-21T09:30:00.000Z', '2026-11-21T10:30:00.000Z', { tenant_id: 'org_two' }),
    ])
    .execute();
}

const DAY = { after: '2026-11-21T00:00:00.000Z', before: '2026-11-22T00:00:00.000Z' };

describe.each(ENGINES)('the calendar queries on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await seed(layer.db);
  }, 30_000);
  afterAll(() => layer?.close());

  it("lists the tenant's bookings in the window, not cancelled, by start and then booking order, with location, service and attendant", async () => {
    const rows = await reservationsInWindow(layer.db, 'org_one', DAY);
    expect(rows.map((row) => row.id)).toEqual(['res_early_a', 'res_early_b', 'res_late']);
    expect(rows[0]).toEqual({
      id: 'res_early_a',
      startUtc: '2026-11-21T09:00:00.000Z',
      endUtc: '2026-11-21T10:00:00.000Z',
      status: 'confirmed',
      confirmationCode: 'BK000003',
      customerName: 'Customer res_early_a',
      customerEmail: 'res_early_a@example.com',
      customerPhone: '',
      notes: null,
      timeZone: 'Europe/London',
      locationName: 'Side Street',
      address: '',
      serviceName: 'Haircut',
      color: '#aa0000',
      attendantName: 'Ana',
    });
    expect(rows[1]).toMatchObject({ id: 'res_early_b', locationName: 'Main Street', address: '1 Main St', attendantName: null });
  });

  it('narrows to one location, and never shows another tenant its bookings', async () => {
    expect((await reservationsInWindow(layer.db, 'org_one', DAY, 'loc_side')).map((row) => row.id)).toEqual(['res_early_a']);
    expect((await reservationsInWindow(layer.db, 'org_two', DAY)).map((row) => row.id)).toEqual(['res_other_tenant']);
  });

  it("keeps staff-made events to their tenant: another tenant's staff can neither find, change nor delete them", async () => {
    const fields = {
      kind: 'meeting',
      title: 'Team meeting',
      startUtc: '2026-11-21T13:00:00.000Z',
      endUtc: '2026-11-21T14:00:00.000Z',
      timeZone: 'Europe/London',
      location: null,
      host: 'Ana',
      notes: null,
    };
    await insertStaffEvent(layer.db, 'org_one', 'evt_team', fields, 'staff:1', NOW);
    expect(await staffEventsInWindow(layer.db, 'org_one', DAY)).toEqual([
      {
        id: 'evt_team',
        title: 'Team meeting',
        startUtc: fields.startUtc,
        endUtc: fields.endUtc,
        timeZone: 'Europe/London',
        location: null,
        host: 'Ana',
        notes: null,
      },
    ]);
    expect(await staffEventsInWindow(layer.db, 'org_two', DAY)).toEqual([]);
    expect(await findStaffEvent(layer.db, 'org_two', 'evt_team')).toBeUndefined();
    await updateStaffEvent(layer.db, 'org_two', { ...(await findStaffEvent(layer.db, 'org_one', 'evt_team'))!, title: 'Hijacked' }, NOW);
    expect(await deleteStaffEvent(layer.db, 'org_two', 'evt_team')).toBe(false);
    expect((await findStaffEvent(layer.db, 'org_one', 'evt_team'))?.title).toBe('Team meeting');

    await updateStaffEvent(
      layer.db,
      'org_one',
      { ...(await findStaffEvent(layer.db, 'org_one', 'evt_team'))!, title: 'Moved meeting', notes: 'Room 2' },
      NOW,
    );
    expect(await findStaffEvent(layer.db, 'org_one', 'evt_team')).toMatchObject({ title: 'Moved meeting', notes: 'Room 2' });
    expect(await deleteStaffEvent(layer.db, 'org_one', 'evt_team')).toBe(true);
    expect(await findStaffEvent(layer.db, 'org_one', 'evt_team')).toBeUndefined();
  });
});
