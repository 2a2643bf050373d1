// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type DataLayer } from '../database.ts';
import { checkFile, readStoredFile, storageUsed, storeFiles, uploadDir, type FileToStore } from './uploads.ts';

const { engines: ENGINES, tempFolder } = engineDatabases('uploads-');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A png whose body holds every byte value, NUL and invalid UTF-8 included. */
const png = () => new Uint8Array([...PNG_SIGNATURE, ...Array.from({ length: 256 }, (_, i) => i), 0, 0xff, 0x0d, 0x0a]);

describe('checkFile', () => {
  it('refuses a file over the size limit, a type not allowed and bytes that do not match their extension, in words', () => {
    expect(checkFile('photo.png', png(), 100)).toEqual({ ok: false, status: 413, message: 'photo.png is larger than the 100 bytes limit' });
    expect(checkFile('run.exe', new Uint8Array([77, 90]), 1024)).toEqual({
      ok: false,
      status: 415,
      message: 'run.exe: .exe files are not allowed (allowed: png, jpg, jpeg, gif, webp, pdf, txt, csv)',
    });
    expect(checkFile('page.png', new TextEncoder().encode('<html></html>'), 1024)).toEqual({
      ok: false,
      status: 415,
      message: 'page.png: the content does not match a .png file',
    });
    expect(checkFile('../../photo.png', png(), 1024)).toEqual({ ok: true, safeName: 'photo.png', contentType: 'image/png' });
  });
});

describe.each(ENGINES)('stored uploads on %s', (_engine, where) => {
  let layer: DataLayer;
  let dataDir: string;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    dataDir = tempFolder();
    for (const id of ['org_harbor', 'org_northwind', 'org_busy']) {
      await layer.db
        .insertInto('tenants')
        .values({ id, site_name: id, host: `${id}.example`, name: id, time_zone: 'Europe/London' })
        .execute();
    }
  }, 30_000);
  afterAll(() => layer?.close());

  const file = (safeName: string, bytes: Uint8Array, contentType = 'text/plain; charset=utf-8'): FileToStore => ({
    safeName,
    originalName: `C:\\Users\\me\\${safeName}`,
    location: 'gallery',
    contentType,
    bytes,
  });
  const onDisk = (tenantId: string) => (existsSync(uploadDir(dataDir, tenantId)) ? readdirSync(uploadDir(dataDir, tenantId)).length : 0);

  it('reads a stored file back byte for byte with its type, and never for another tenant', async () => {
    const bytes = png();
    const stored = await storeFiles(layer.db, dataDir, 'org_northwind', [
      file('photo.png', bytes, 'image/png'),
      file('notes.txt', new TextEncoder().encode('Grüße')),
    ]);
    if (!stored.ok) throw new Error(stored.message);
    const [photo, notes] = stored.names;
    expect(photo).toMatch(/^[0-9a-f]{16}-photo\.png$/);
    const read = await readStoredFile(layer.db, dataDir, 'org_northwind', photo!);
    expect(read?.contentType).toBe('image/png');
    expect(new Uint8Array(read!.bytes)).toEqual(bytes);
    expect(new TextDecoder().decode((await readStoredFile(layer.db, dataDir, 'org_northwind', notes!))?.bytes)).toBe('Grüße');
    expect(await storageUsed(layer.db, 'org_northwind')).toBe(bytes.length + 7);

    expect(await readStoredFile(layer.db, dataDir, 'org_harbor', photo!)).toBeNull();
    expect(await readStoredFile(layer.db, dataDir, 'org_northwind', `../org_harbor/${photo}`)).toBeNull();
    expect(await readStoredFile(layer.db, dataDir, 'org_northwind', '0123456789abcdef-missing.png')).toBeNull();
    expect(await storageUsed(layer.db, 'org_harbor')).toBe(0);
  });

  it("refuses files beyond the tenant's quota, all or none, and counts only that tenant's files", async () => {
    const text = (size: number) => new Uint8Array(size).fill(65);
    await storeFiles(layer.db, dataDir, 'org_harbor', [file('big.txt', text(50))], 100);
    expect(await storeFiles(layer.db, dataDir, 'org_harbor', [file('a.txt', text(30)), file('b.txt', text(30))], 100)).toEqual({
      ok: false,
      status: 507,
      message: 'Not enough storage: this site may keep 100 bytes of files and has 50 bytes left.',
    });
    expect(onDisk('org_harbor')).toBe(1);
    expect((await storeFiles(layer.db, dataDir, 'org_harbor', [file('a.txt', text(30)), file('b.txt', text(20))], 100)).ok).toBe(true);
    expect(await storageUsed(layer.db, 'org_harbor')).toBe(100);
    expect(onDisk('org_harbor')).toBe(3);
    expect(await storageUsed(layer.db, 'org_northwind')).toBe(png().length + 7);
  });

  it('lets only one of six uploads sent together through when only one fits in the quota', async () => {
    // Open several connections first, so on PostgreSQL the uploads really run side by side.
    await Promise.all(Array.from({ length: 6 }, () => sql`SELECT 1`.execute(layer.db)));
    const upload = () => storeFiles(layer.db, dataDir, 'org_busy', [file('half.txt', new Uint8Array(60).fill(66))], 100);
    const results = await Promise.all(Array.from({ length: 6 }, upload));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({
        ok: false,
        status: 507,
        message: 'Not enough storage: this site may keep 100 bytes of files and has 40 bytes left.',
      })),
    );
    expect(await storageUsed(layer.db, 'org_busy')).toBe(60);
    expect(onDisk('org_busy')).toBe(1);
  });
});
