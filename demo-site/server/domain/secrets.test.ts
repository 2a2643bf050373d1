// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manageTokenExpiry, readManageToken, signManageToken } from '../auth/manage-tokens.ts';
import { serverSecret } from './secrets.ts';

const folders: string[] = [];
const folder = () => folders[folders.push(mkdtempSync(join(tmpdir(), 'secret-'))) - 1]!;
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

const SHARED = 'a1'.repeat(32);
const NOW = new Date('2026-11-20T08:00:00.000Z');
const link = (source: { dataDir: string; serverSecret?: string }) =>
  signManageToken(serverSecret(source), 'org_one', 'order', 'ord_1', manageTokenExpiry('order', NOW.toISOString()));
const opens = (source: { dataDir: string; serverSecret?: string }, token: string) =>
  readManageToken(serverSecret(source), 'org_one', 'order', token, NOW);

describe('the signing secret of several server processes', () => {
  it('with SERVER_SECRET, a link one process signed opens on another with its own data folder', () => {
    const first = { dataDir: folder(), serverSecret: SHARED };
    const second = { dataDir: folder(), serverSecret: SHARED };
    expect(opens(second, link(first))).toBe('ord_1');
  });

  it('without it, each data folder makes its own secret (mode 600), so another machine cannot open the link', () => {
    const first = { dataDir: folder() };
    const second = { dataDir: folder() };
    const token = link(first);
    expect(opens(first, token)).toBe('ord_1');
    expect(opens(second, token)).toBeUndefined();
    expect(statSync(join(first.dataDir, 'server-secret')).mode & 0o777).toBe(0o600);
  });

  it('SERVER_SECRET wins over a secret file already in the data folder', () => {
    const dataDir = folder();
    const fromFile = link({ dataDir });
    expect(opens({ dataDir, serverSecret: SHARED }, fromFile)).toBeUndefined();
    expect(opens({ dataDir, serverSecret: SHARED }, link({ dataDir: folder(), serverSecret: SHARED }))).toBe('ord_1');
  });
});
