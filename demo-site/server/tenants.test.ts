// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';
import { allTenantOrigins, findTenant, setAllowedOrigins } from './tenants.ts';

describe('a tenant’s allowed origins', () => {
  const t = makeTestApp();
  afterAll(() => t.close());

  it('is empty in the demo seed: the site itself only', async () => {
    expect((await findTenant(t.data, 'org_northwind'))?.allowedOrigins).toEqual([]);
    expect(await allTenantOrigins(t.data)).toEqual([]);
  });

  it('is stored normalised and read back into the tenant', async () => {
    await setAllowedOrigins(t.data, 'org_harbor', ['https://Harbor.Example/', 'https://harbor.example', 'http://localhost:5173']);
    expect((await findTenant(t.data, 'harbor'))?.allowedOrigins).toEqual(['https://harbor.example', 'http://localhost:5173']);
    expect(await allTenantOrigins(t.data)).toEqual(['https://harbor.example', 'http://localhost:5173']);
  });

  it('refuses a wildcard or anything that is not an origin, in code and in the database', async () => {
    await expect(setAllowedOrigins(t.data, 'org_harbor', ['*'])).rejects.toThrow('Not an origin');
    const storeOrigins = (allowedOrigins: string) =>
      t.data.updateTable('tenants').set({ allowed_origins: allowedOrigins }).where('id', '=', 'org_harbor').execute();
    // SQLite says "CHECK constraint failed", PostgreSQL "violates check constraint".
    await expect(storeOrigins('["*"]')).rejects.toThrow(/check constraint/i);
    await expect(storeOrigins('https://a.example')).rejects.toThrow(/check constraint/i);
  });

  it('leaves out stored entries that are not origins', async () => {
    await t.data
      .updateTable('tenants')
      .set({ allowed_origins: '["https://ok.example", "not an origin", 5]' })
      .where('id', '=', 'org_northwind')
      .execute();
    expect((await findTenant(t.data, 'org_northwind'))?.allowedOrigins).toEqual(['https://ok.example']);
  });
});
