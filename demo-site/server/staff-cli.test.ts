// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { checkStaffPassword } from './auth/staff-accounts.ts';
import { repoRoot } from './config.ts';
import { migrate, openDatabase } from './db.ts';
import { parseStaffCommand, runStaffCommand } from './staff-cli.ts';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('npm run staff', () => {
  it('reads create and set-password with an organisation, an e-mail and a role', () => {
    expect(parseStaffCommand(['create', '--org', 'northwind', '--email', 'a@b.co', '--role', 'staff'])).toEqual({
      ok: true,
      action: 'create',
      org: 'northwind',
      email: 'a@b.co',
      role: 'staff',
    });
    expect(parseStaffCommand(['create', '--email', 'a@b.co'])).toEqual({ ok: false, error: '--org is required.' });
    expect(parseStaffCommand(['create', '--org', 'x', '--email', 'a@b.co', '--role', 'admin'])).toEqual({
      ok: false,
      error: '--role must be owner or staff.',
    });
    expect(parseStaffCommand(['delete', '--org', 'x'])).toMatchObject({ ok: false });
    expect(parseStaffCommand(['app-key', '--org', 'harbor'])).toEqual({ ok: true, action: 'app-key', org: 'harbor' });
  });

  it('makes app credentials of one tenant, printed once, that POST /api/app-key then takes for that tenant', async () => {
    const printed = await runStaffCommand(t.data, { ok: true, action: 'app-key', org: 'northwind' }, '');
    const [appId, secret, key] = ['APP_ID', 'APP_SECRET', 'APP_KEY'].map(
      (name) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(printed)?.[1] ?? '',
    );
    expect(appId).toMatch(/^app_/);
    const answer = await t.app.request('/api/app-key', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: 'org_northwind' },
      body: JSON.stringify({ appId, secret, key }),
    });
    expect(answer.status).toBe(200);
  });

  it('creates an account whose password then signs in; refuses a short password and unknown organisations', async () => {
    const command = { ok: true as const, action: 'create' as const, org: 'harbor', email: 'Maria@Harbor.example', role: 'staff' as const };
    expect(await runStaffCommand(t.data, command, 'a long enough password')).toMatch(
      /^Created staff maria@harbor\.example in .+ \(org_harbor\)\.$/,
    );
    expect(await checkStaffPassword(t.data, 'org_harbor', 'maria@harbor.example', 'a long enough password')).toMatchObject({
      role: 'staff',
    });
    await expect(runStaffCommand(t.data, { ...command, email: 'x@harbor.example' }, 'short')).rejects.toThrow(
      'The password must be at least 12 characters.',
    );
    await expect(runStaffCommand(t.data, { ...command, org: 'nope' }, 'a long enough password')).rejects.toThrow('No organisation "nope"');
    await expect(runStaffCommand(t.data, command, 'a long enough password')).rejects.toThrow('already has an account');
  });

  it('runs from the command line, reading the password from standard input', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'demo-site/server/staff-cli.ts',
        'create',
        '--org',
        'northwind',
        '--email',
        'cli@northwind.example',
        '--role',
        'owner',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: t.config.dataDir },
        input: 'typed on stdin 123\n',
        encoding: 'utf8',
      },
    );
    expect(output).toContain('Created owner cli@northwind.example');
    const db = openDatabase(t.config.dataDir);
    migrate(db);
    expect(db.prepare("SELECT role FROM staff_accounts WHERE email = 'cli@northwind.example'").pluck().get()).toBe('owner');
    db.close();
  });
});
