import { randomBytes } from 'node:crypto';
import type { Data } from '../database.ts';
import { createStaffAccount } from './staff-accounts.ts';

/** The e-mail of a tenant's demo owner: `owner@{site name}.example`. */
export const demoOwnerEmail = (siteName: string) => `owner@${siteName}.example`;

/**
 * Demo mode only: gives every tenant without staff an owner `owner@{site}.example` whose password
 * is `password` (STAFF_PASSWORD), else one random password shared by the new owners. Returns the
 * random password when one was made (to print once), else undefined. Tenants that already have
 * staff are left alone, so a restart keeps the accounts and passwords people use.
 */
export async function seedDemoOwners(data: Data, password: string | undefined): Promise<{ created: string[]; generatedPassword?: string }> {
  const tenants = await data
    .selectFrom('tenants as t')
    .select(['t.id', 't.site_name as siteName'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('staff_accounts as s').select('s.id').whereRef('s.tenant_id', '=', 't.id'))),
    )
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
  if (tenants.length === 0) return { created: [] };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const created: string[] = [];
  for (const tenant of tenants) {
    const email = demoOwnerEmail(tenant.siteName);
    await createStaffAccount(
      data,
      { tenantId: tenant.id, email, password: password ?? generatedPassword ?? '', role: 'owner' },
      { replace: true },
    );
    created.push(email);
  }
  return { created, ...(generatedPassword ? { generatedPassword } : {}) };
}
