import { randomUUID } from 'node:crypto';
import { EMAIL_PATTERN } from '../../../shared/forms/email.ts';
import type { Db } from '../db.ts';
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
  db: Db,
  input: { tenantId: string; email: string; password: string; role: StaffRole },
  options: { replace?: boolean } = {},
): Promise<StaffAccount> {
  const email = input.email.trim().toLowerCase();
  const problem = accountProblem(email, input.password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  const existing = db.prepare('SELECT id FROM staff_accounts WHERE tenant_id = ? AND email = ?').pluck().get(input.tenantId, email) as string | undefined;
  if (existing && !options.replace) throw new Error(`${email} already has an account in this organisation.`);
  const id = existing ?? `staff_${randomUUID()}`;
  db.prepare(
    `INSERT INTO staff_accounts (tenant_id, id, email, role, password_hash) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (tenant_id, id) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash`,
  ).run(input.tenantId, id, email, input.role, passwordHash);
  // A new password ends every session signed in with the old one (it may be why the password changed).
  if (existing) db.prepare('DELETE FROM staff_sessions WHERE tenant_id = ? AND staff_id = ?').run(input.tenantId, id);
  return { id, tenantId: input.tenantId, email, role: input.role };
}

interface AccountRow {
  id: string;
  tenant_id: string;
  email: string;
  role: StaffRole;
  password_hash: string;
}

/** The account with this id in this tenant, if any. */
export function findStaffAccount(db: Db, tenantId: string, id: string): StaffAccount | undefined {
  const row = db.prepare('SELECT id, tenant_id, email, role FROM staff_accounts WHERE tenant_id = ? AND id = ?').get(tenantId, id) as
    | Omit<AccountRow, 'password_hash'>
    | undefined;
  return row ? { id: row.id, tenantId: row.tenant_id, email: row.email, role: row.role } : undefined;
}

/**
 * The account whose e-mail and password match in this tenant, else undefined. Unknown e-mails take
 * as long as wrong passwords, so the timing does not tell which accounts exist.
 */
export async function checkStaffPassword(db: Db, tenantId: string, email: string, password: string): Promise<StaffAccount | undefined> {
  const row = db
    .prepare('SELECT id, tenant_id, email, role, password_hash FROM staff_accounts WHERE tenant_id = ? AND email = ?')
    .get(tenantId, email.trim().toLowerCase()) as AccountRow | undefined;
  if (!row) return verifyNobody(password).then(() => undefined);
  return (await verifyPassword(row.password_hash, password)) ? { id: row.id, tenantId: row.tenant_id, email: row.email, role: row.role } : undefined;
}
