import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest, twoTenants } from '../../../test/helpers/data-layers.ts';
import { createSession, lookupSession, SESSION_TTL_SECONDS } from './sessions.ts';

const { engines: ENGINES } = engineDatabases('sessions-');
const open = layersClosedAfterEachTest();

const NOW = new Date('2026-11-20T08:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe.each(ENGINES)("shoppers' anonymous sessions on %s", (_engine, where) => {
  it('finds a new token for its tenant, tells another tenant it is foreign, and forgets it after seven days', async () => {
    const data = await twoTenants((await open(await where())).db);
    const session = await createSession(data, 'org_one', NOW);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toBe(later(SESSION_TTL_SECONDS).toISOString());

    expect(await lookupSession(data, 'org_one', session.token, later(60))).toEqual({ state: 'valid', hash: session.hash });
    expect(await lookupSession(data, 'org_two', session.token, later(60))).toEqual({ state: 'foreign' });
    expect(await lookupSession(data, 'org_one', session.token, later(SESSION_TTL_SECONDS))).toEqual({ state: 'unknown' });
  });

  it('stores only the hash of a token, and treats a malformed or unknown token as unknown', async () => {
    const data = await twoTenants((await open(await where())).db);
    const session = await createSession(data, 'org_one', NOW);
    const stored = await data.selectFrom('sessions').select('token_hash').execute();
    expect(stored).toEqual([{ token_hash: session.hash }]);
    expect(session.hash).not.toContain(session.token);
    expect(await lookupSession(data, 'org_one', 'short', NOW)).toEqual({ state: 'unknown' });
    expect(await lookupSession(data, 'org_one', 'x'.repeat(43), NOW)).toEqual({ state: 'unknown' });
  });

  it("clears a tenant's expired sessions when a new one starts, and never another tenant's", async () => {
    const data = await twoTenants((await open(await where())).db);
    const oldOne = await createSession(data, 'org_one', NOW);
    const oldTwo = await createSession(data, 'org_two', NOW);
    const afterExpiry = later(SESSION_TTL_SECONDS + 1);
    await createSession(data, 'org_one', afterExpiry);
    const hashes = (await data.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(oldOne.hash);
    expect(hashes).toContain(oldTwo.hash);
    expect(hashes).toHaveLength(2);
  });
});
