// @vitest-environment node
import fc from 'fast-check';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { formatBytes, sanitizeFileName, sniffKind, storageUsed, storeFiles, uploadDir } from './uploads.ts';

describe('sanitizeFileName', () => {
  it('never yields a name with a folder, "..", a leading dot or odd characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const clean = sanitizeFileName(name);
        if (clean === null) return;
        expect(clean).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]{1,10}$/);
        expect(clean).not.toContain('..');
        expect(clean.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
    // Hundreds of generated cases: on a busy 2-core machine this has taken over 10 s.
  }, 30_000);

  it('keeps the extension of long names', () => {
    expect(sanitizeFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(96)}.pdf`);
  });
});

describe('sniffKind', () => {
  it('recognises magic bytes and refuses markup disguised as text', () => {
    expect(sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffKind(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf');
    expect(sniffKind(new TextEncoder().encode('\uFEFF<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffKind(new TextEncoder().encode('price < 5 is cheap'))).toBe('text');
    expect(sniffKind(new Uint8Array())).toBe('text');
  });
});

describe('formatBytes', () => {
  it('says sizes exactly', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(2000)).toBe('2000 bytes');
  });
});

describe('storeFiles', () => {
  const t = makeTestApp({}, { seed: false });
  const { data } = t;
  afterAll(() => t.close());
  beforeAll(async () => {
    await data
      .insertInto('tenants')
      .values({ id: 'org_quota', site_name: 'quota', host: 'quota.localhost', name: 'Quota', time_zone: 'UTC' })
      .execute();
  });
  const file = (name: string, size: number) => ({
    safeName: name,
    originalName: name,
    location: '',
    contentType: 'text/plain; charset=utf-8',
    bytes: new Uint8Array(size).fill(65),
  });
  const onDisk = () =>
    existsSync(uploadDir(t.config.dataDir, 'org_quota')) ? readdirSync(uploadDir(t.config.dataDir, 'org_quota')).length : 0;

  it('stores files while they fit in the quota, all or none of one upload', async () => {
    expect(await storeFiles(data, t.config.dataDir, 'org_quota', [file('a.txt', 6), file('b.txt', 6)], 10)).toEqual({
      ok: false,
      status: 507,
      message: 'Not enough storage: this site may keep 10 bytes of files and has 10 bytes left.',
    });
    expect(onDisk()).toBe(0);
    const stored = await storeFiles(data, t.config.dataDir, 'org_quota', [file('a.txt', 6)], 10);
    expect(stored.ok && stored.names).toEqual([expect.stringMatching(/^[0-9a-f]{16}-a\.txt$/)]);
    expect(await storageUsed(data, 'org_quota')).toBe(6);
    expect((await storeFiles(data, t.config.dataDir, 'org_quota', [file('b.txt', 5)], 10)).ok).toBe(false);
    expect((await storeFiles(data, t.config.dataDir, 'org_quota', [file('b.txt', 4)], 10)).ok).toBe(true);
    expect(onDisk()).toBe(2);
    expect(await storageUsed(data, 'org_quota')).toBe(10);
  });
});
