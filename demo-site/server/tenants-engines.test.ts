// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../test/helpers/data-layers.ts';
import { openDataLayer, type Data } from './database.ts';
import { seedIfEmpty } from './seed.ts';
import { allTenantOrigins, findTenant, findTenantByHost, firstTenantId, setAllowedOrigins } from './tenants.ts';

const { engines: ENGINES, tempFolder } = engineDatabases('tenants-');

describe.each(ENGINES)('tenants on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  /** Two tenants: `org_zeta` created first, then `org_alpha` (their ids sort the other way). */
  async function fresh(): Promise<Data> {
    const layer = await openLayer(await where());
    const tenants = [
      { id: 'org_zeta', site_name: 'zeta', host: 'zeta.example', created_at: '2026-01-01T00:00:00.000Z', search_enabled: 0 },
      { id: 'org_alpha', site_name: 'alpha', host: 'alpha.example', created_at: '2026-01-01T00:00:00.001Z', search_enabled: 1 },
    ];
    for (const tenant of tenants)
      await layer.db
        .insertInto('tenants')
        .values({ ...tenant, name: `Shop ${tenant.site_name}`, time_zone: 'Europe/Paris', currency: 'EUR' })
        .execute();
    return layer.db;
  }

  it('finds a tenant by id or site name, and by host in any case; nothing for an unknown key', async () => {
    const data = await fresh();
    const zeta = {
      id: 'org_zeta',
      siteName: 'zeta',
      host: 'zeta.example',
      name: 'Shop zeta',
      currency: 'EUR',
      locale: 'en-US',
      timeZone: 'Europe/Paris',
      searchEnabled: false,
      allowedOrigins: [],
    };
    expect(await findTenant(data, 'org_zeta')).toEqual(zeta);
    expect(await findTenant(data, 'zeta')).toEqual(zeta);
    expect(await findTenantByHost(data, 'ZETA.example')).toEqual(zeta);
    expect((await findTenant(data, 'alpha'))?.searchEnabled).toBe(true);
    expect(await findTenant(data, 'ZETA')).toBeUndefined();
    expect(await findTenant(data, 'nowhere')).toBeUndefined();
    expect(await findTenantByHost(data, 'nowhere.example')).toBeUndefined();
  });

  it('takes the tenant created first as the first, whatever its id', async () => {
    expect(await firstTenantId(await fresh())).toBe('org_zeta');
    const empty = await openLayer(await where());
    expect(await firstTenantId(empty.db)).toBeUndefined();
  });

  it("keeps each tenant's allowed origins normalised, and changes only that tenant's", async () => {
    const data = await fresh();
    await setAllowedOrigins(data, 'org_alpha', ['https://Alpha.Example/', 'https://alpha.example', 'http://localhost:5173']);
    expect((await findTenant(data, 'alpha'))?.allowedOrigins).toEqual(['https://alpha.example', 'http://localhost:5173']);
    expect((await findTenant(data, 'zeta'))?.allowedOrigins).toEqual([]);
    expect(await allTenantOrigins(data)).toEqual(['https://alpha.example', 'http://localhost:5173']);
    await expect(setAllowedOrigins(data, 'org_zeta', ['*'])).rejects.toThrow('Not an origin: "*"');
    expect((await findTenant(data, 'zeta'))?.allowedOrigins).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('makes Northwind, seeded first, the first tenant', async () => {
    const layer = await openDataLayer({ dataDir: tempFolder() });
    try {
      await seedIfEmpty(layer.db);
      expect(await firstTenantId(layer.db)).toBe('org_northwind');
      expect((await findTenant(layer.db, 'harbor'))?.id).toBe('org_harbor');
    } finally {
      await layer.close();
    }
  });
});
