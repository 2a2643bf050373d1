// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../../test/helpers/data-layers.ts';
import { type Data } from '../database.ts';
import { checkAppCredentials, createAppCredentials, tenantHasAppCredentials } from './app-credentials.ts';
import { seedDemoOwners } from './seed-staff.ts';
import { findSession, startSession } from './sessions.ts';
import { checkStaffPassword, createStaffAccount, findStaffAccount, findStaffAccountByEmail } from './staff-accounts.ts';

const { engines: ENGINES } = engineDatabases('staff-accounts-');

const PASSWORD = 'a-long-password-1';

describe.each(ENGINES)('staff accounts and app credentials on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  /** A fresh database with two tenants, `org_one` created first. */
  async function fresh(): Promise<Data> {
    const layer = await openLayer(await where());
    for (const [tenant, createdAt] of [
      ['org_two', '2026-01-02T00:00:00.000Z'],
      ['org_one', '2026-01-01T00:00:00.000Z'],
    ] as const)
      await layer.db
        .insertInto('tenants')
        .values({
          id: tenant,
          site_name: tenant.slice(4),
          host: `${tenant}.example`,
          name: tenant,
          time_zone: 'UTC',
          created_at: createdAt,
        })
        .execute();
    return layer.db;
  }

  it('signs in with the right password only, ignoring the case of the e-mail, and only in its own organisation', async () => {
    const data = await fresh();
    const kim = await createStaffAccount(data, { tenantId: 'org_one', email: ' Kim@Example.com ', password: PASSWORD, role: 'staff' });
    expect(kim).toMatchObject({ tenantId: 'org_one', email: 'kim@example.com', role: 'staff' });
    expect(await checkStaffPassword(data, 'org_one', 'KIM@example.com', PASSWORD)).toEqual(kim);
    expect(await checkStaffPassword(data, 'org_one', 'kim@example.com', 'a-wrong-password')).toBeUndefined();
    expect(await checkStaffPassword(data, 'org_two', 'kim@example.com', PASSWORD)).toBeUndefined();
    expect(await findStaffAccount(data, 'org_one', kim.id)).toEqual(kim);
    expect(await findStaffAccount(data, 'org_two', kim.id)).toBeUndefined();
    expect(await findStaffAccountByEmail(data, 'org_two', 'kim@example.com')).toBeUndefined();
  });

  it('refuses a second account for one e-mail; a new password ends the sessions of that account only', async () => {
    const data = await fresh();
    const kim = await createStaffAccount(data, { tenantId: 'org_one', email: 'kim@example.com', password: PASSWORD, role: 'staff' });
    const other = await createStaffAccount(data, { tenantId: 'org_two', email: 'kim@example.com', password: PASSWORD, role: 'owner' });
    await expect(
      createStaffAccount(data, { tenantId: 'org_one', email: 'KIM@example.com', password: PASSWORD, role: 'owner' }),
    ).rejects.toThrow('kim@example.com already has an account in this organisation.');
    await expect(
      createStaffAccount(data, { tenantId: 'org_one', email: 'not an address', password: PASSWORD, role: 'owner' }),
    ).rejects.toThrow('Enter a valid email address.');
    const mine = await startSession(data, 'staff', 'org_one', kim.id);
    const theirs = await startSession(data, 'staff', 'org_two', other.id);
    const replaced = await createStaffAccount(
      data,
      { tenantId: 'org_one', email: 'kim@example.com', password: 'another-long-password', role: 'owner' },
      { replace: true },
    );
    expect(replaced).toEqual({ ...kim, role: 'owner' });
    expect(await findSession(data, 'staff', mine)).toBeUndefined();
    expect(await findSession(data, 'staff', theirs)).toEqual({ tenantId: 'org_two', subject: other.id });
    expect(await checkStaffPassword(data, 'org_one', 'kim@example.com', PASSWORD)).toBeUndefined();
    expect(await checkStaffPassword(data, 'org_two', 'kim@example.com', PASSWORD)).toEqual(other);
  });

  it('gives each organisation without staff a demo owner, first created first, and leaves one that has staff alone', async () => {
    const data = await fresh();
    const kim = await createStaffAccount(data, { tenantId: 'org_two', email: 'kim@example.com', password: PASSWORD, role: 'owner' });
    expect(await seedDemoOwners(data, PASSWORD)).toEqual({ created: ['owner@one.example'] });
    expect(await checkStaffPassword(data, 'org_one', 'owner@one.example', PASSWORD)).toMatchObject({ role: 'owner' });
    expect(await findStaffAccountByEmail(data, 'org_two', 'owner@two.example')).toBeUndefined();
    expect(await findStaffAccount(data, 'org_two', kim.id)).toEqual(kim);
    expect(await seedDemoOwners(data, PASSWORD)).toEqual({ created: [] });
  });

  it("checks app credentials against the tenant's own: another tenant's are unknown there", async () => {
    const data = await fresh();
    expect(await tenantHasAppCredentials(data, 'org_one')).toBe(false);
    const made = await createAppCredentials(data, 'org_one');
    expect(await tenantHasAppCredentials(data, 'org_one')).toBe(true);
    expect(await tenantHasAppCredentials(data, 'org_two')).toBe(false);
    expect(await checkAppCredentials(data, 'org_one', made)).toBe('valid');
    expect(await checkAppCredentials(data, 'org_one', { ...made, key: 'wrong' })).toBe('invalid');
    expect(await checkAppCredentials(data, 'org_one', { ...made, secret: 'wrong' })).toBe('invalid');
    expect(await checkAppCredentials(data, 'org_two', made)).toBe('unknown');
  });
});
