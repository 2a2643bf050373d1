import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createAppCredentials } from './auth/app-credentials.ts';
import { createStaffAccount, findStaffAccountByEmail, type StaffRole } from './auth/staff-accounts.ts';
import { loadConfig } from './config.ts';
import { openDataLayer, type Data } from './database.ts';
import { findTenant } from './tenants.ts';

/** What `npm run staff -- …` was asked to do, or the line explaining what is wrong. */
export type StaffCommand =
  | { ok: true; action: 'create' | 'set-password'; org: string; email: string; role: StaffRole }
  | { ok: true; action: 'app-key'; org: string }
  | { ok: false; error: string };

/** The usage text printed on a wrong call. */
export const STAFF_USAGE = `Usage:
  npm run staff -- create --org <organisation id or site name> --email <address> --role owner|staff
  npm run staff -- set-password --org <organisation> --email <address>
  npm run staff -- app-key --org <organisation>      (new app credentials for that tenant's server, shown once)
The password is asked for on a terminal, or read from the first line of standard input.`;

/** Reads the command line (pure: no I/O). */
export function parseStaffCommand(argv: readonly string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { org: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const [action] = parsed.positionals;
  const { org, email, role = 'owner' } = parsed.values;
  if (action !== 'create' && action !== 'set-password' && action !== 'app-key')
    return { ok: false, error: 'The first word must be create, set-password or app-key.' };
  if (!org) return { ok: false, error: '--org is required.' };
  if (action === 'app-key') return { ok: true, action, org };
  if (!email) return { ok: false, error: '--email is required.' };
  if (role !== 'owner' && role !== 'staff') return { ok: false, error: '--role must be owner or staff.' };
  return { ok: true, action, org, email, role };
}

/** Creates the account (or sets a new password and role on an existing one, or makes app credentials) and says what it did. */
export async function runStaffCommand(data: Data, command: Extract<StaffCommand, { ok: true }>, password: string): Promise<string> {
  const tenant = await findTenant(data, command.org);
  if (!tenant) throw new Error(`No organisation ${JSON.stringify(command.org)} in the database.`);
  if (command.action === 'app-key') {
    const made = await createAppCredentials(data, tenant.id);
    return `App credentials of ${tenant.name} (${tenant.id}), shown only now:\nAPP_ID=${made.appId}\nAPP_SECRET=${made.secret}\nAPP_KEY=${made.key}`;
  }
  const exists = (await findStaffAccountByEmail(data, tenant.id, command.email)) !== undefined;
  if (command.action === 'set-password' && !exists) throw new Error(`${command.email} has no account in ${tenant.siteName}.`);
  const account = await createStaffAccount(
    data,
    { tenantId: tenant.id, email: command.email, password, role: command.role },
    { replace: command.action === 'set-password' },
  );
  return `${command.action === 'create' ? 'Created' : 'Updated'} ${account.role} ${account.email} in ${tenant.name} (${tenant.id}).`;
}

/** The password: typed on a terminal (not echoed), else the first line of standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Password (at least 12 characters): ');
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      rl.close();
      process.stdout.write('\n');
      resolve(line);
    });
  });
}

async function main(): Promise<void> {
  const command = parseStaffCommand(process.argv.slice(2));
  if (!command.ok) {
    console.error(`${command.error}\n${STAFF_USAGE}`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  if (!config.ok) {
    console.error(config.error);
    process.exit(1);
  }
  const layer = await openDataLayer({ dataDir: config.config.dataDir });
  try {
    console.log(await runStaffCommand(layer.db, command, command.action === 'app-key' ? '' : await readPassword()));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await layer.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
