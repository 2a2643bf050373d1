import { randomUUID } from 'node:crypto';
import { EMAIL_PATTERN } from '../../../shared/forms/email.ts';
import type { Data } from '../database.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyNobody, verifyPassword } from './passwords.ts';

/** What a staff member may do: `owner` everything, `staff` the calendar, bookings, queue and orders. */
export type StaffRole = 'owner' | 'staff';

/** A staff account of one tenant (never with its password hash). */
export interface StaffAccount {
  id: string;
  tenantId: string;
  email: string;
  role: StaffRole;
}

/** Why an account could not be created, in words for the person creating it. */
export function accountProblem(email: string, password: string): string | undefined {
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Enter a valid email address.';
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/**
 * Creates a staff account, or with `replace` sets the password and role of an existing one (same
 * e-mail, any case) and signs out its sessions. Throws with a plain message when the input is not acceptable.
 */
export async function createStaffAccount(
  data: Data,
  input: { tenantId: string; email: string; password: string; role: StaffRole },
  options: { replace?: boolean } = {},
): Promise<StaffAccount> {
  const email = input.email.trim().toLowerCase();
  const problem = accountProblem(email, input.password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  // One transaction that awaits only its own queries: the check, the write and the sign-out go together.
  return data.transaction().execute(async (trx) => {
    const existing = (await findStaffAccountByEmail(trx, input.tenantId, email))?.id;
    if (existing && !options.replace) throw new Error(`${email} already has an account in this organisation.`);
    const id = existing ?? `staff_${randomUUID()}`;
    await trx
      .insertInto('staff_accounts')
      .values({ tenant_id: input.tenantId, id, email, role: input.role, password_hash: passwordHash })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'id'])
          .doUpdateSet((eb) => ({ role: eb.ref('excluded.role'), password_hash: eb.ref('excluded.password_hash') })),
      )
      .execute();
    // A new password ends every session signed in with the old one (it may be why the password changed).
    if (existing) await trx.deleteFrom('staff_sessions').where('tenant_id', '=', input.tenantId).where('staff_id', '=', id).execute();
    return { id, tenantId: input.tenantId, email, role: input.role };
  });
}

const ACCOUNT_COLUMNS = ['id', 'tenant_id', 'email', 'role'] as const;

function toAccount(row: { id: string; tenant_id: string; email: string; role: string }): StaffAccount {
  return { id: row.id, tenantId: row.tenant_id, email: row.email, role: row.role as StaffRole };
}

/** The account with this id in this tenant, if any. */
export async function findStaffAccount(data: Data, tenantId: string, id: string): Promise<StaffAccount | undefined> {
  const row = await data
    .selectFrom('staff_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account with this e-mail (any case, outer spaces ignored) in this tenant, if any. */
export async function findStaffAccountByEmail(data: Data, tenantId: string, email: string): Promise<StaffAccount | undefined> {
  const row = await data
    .selectFrom('staff_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toAccount(row);
}

/**
 * The account whose e-mail and password match in this tenant, else undefined. Unknown e-mails take
 * as long as wrong passwords, so the timing does not tell which accounts exist.
 */
export async function checkStaffPassword(data: Data, tenantId: string, email: string, password: string): Promise<StaffAccount | undefined> {
  const row = await data
    .selectFrom('staff_accounts')
    .select([...ACCOUNT_COLUMNS, 'password_hash'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return verifyNobody(password).then(() => undefined);
  return (await verifyPassword(row.password_hash, password)) ? toAccount(row) : undefined;
}
