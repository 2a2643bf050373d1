// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueAppToken, serverSecret } from '../../domain/secrets.ts';
import { UPLOAD_QUOTA_BYTES } from '../../domain/uploads.ts';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { call, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp({ MAX_ATTACHMENT_SIZE: '2000' });
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const GIF = new TextEncoder().encode('GIF89a....');
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const text = (s: string) => new TextEncoder().encode(s);

type Uploaded = { data: { name: string; url: string; size: number }[] };

/** The app token of a tenant: uploads need the tenant's staff or its servers. */
/** How many uploads are recorded, of one tenant or of all. */
async function uploadRows(tenantId?: string): Promise<number> {
  let query = t.data.selectFrom('uploads').select('name');
  if (tenantId) query = query.where('tenant_id', '=', tenantId);
  return (await query.execute()).length;
}

const machine = (tenantId: string) => ({ authorization: `Bearer ${issueAppToken(serverSecret(t.config), tenantId)}` });

function form(files: [string, Uint8Array][], location = 'products/photos'): FormData {
  const body = new FormData();
  body.set('location', location);
  for (const [name, bytes] of files) body.append('files', new File([new Uint8Array(bytes)], name));
  return body;
}

/** Uploads as the app of the tenant named by `orgid` (Northwind by default). */
function upload(files: [string, Uint8Array][], location = 'products/photos', headers: Record<string, string> = {}) {
  const auth = machine(headers.orgid ?? 'org_northwind');
  return call<Uploaded & ErrorBody>(t, '/api/data/upload', {
    method: 'POST',
    body: form(files, location),
    headers: { ...auth, ...headers },
  });
}

describe('POST /api/data/upload', () => {
  it('stores images, pdf, txt and csv under a random prefix and serves them back', async () => {
    const { status, body } = await upload([
      ['photo.png', PNG],
      ['shot.JPG', JPEG],
      ['anim.gif', GIF],
      ['pic.webp', WEBP],
      ['menu.pdf', PDF],
      ['notes.txt', text('Hello, world')],
      ['sales.csv', text('sku,qty\nA,1\n')],
    ]);
    expect(status).toBe(201);
    expect(body.data).toHaveLength(7);
    const png = body.data[0];
    expect(png?.name).toMatch(/^[0-9a-f]{16}-photo\.png$/);
    expect(png?.url).toBe(`/api/data/files/org_northwind/${png?.name}`);
    expect(png?.size).toBe(PNG.length);
    expect(existsSync(join(t.config.dataDir, 'uploads', 'org_northwind', png?.name ?? ''))).toBe(true);

    const image = await t.app.request(png?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const pdf = await t.app.request(body.data[4]?.url ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="menu.pdf"');
    const csv = await t.app.request(body.data[6]?.url ?? '');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses SVG, HTML, unknown extensions and bytes that do not match the extension', async () => {
    const cases: [string, Uint8Array, number][] = [
      ['logo.svg', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 415],
      ['page.html', text('<html><script>alert(1)</script></html>'), 415],
      ['run.exe', new Uint8Array([0x4d, 0x5a, 0, 0]), 415],
      ['fake.png', text('<html><script>alert(1)</script></html>'), 415],
      ['fake.jpg', PNG, 415],
      ['page.txt', text('<!DOCTYPE html><script>alert(1)</script>'), 415],
      ['svg.txt', text('  <svg onload="alert(1)">'), 415],
      ['binary.txt', new Uint8Array([0x41, 0, 0x42]), 415],
      ['latin1.csv', new Uint8Array([0x61, 0xe9, 0x62]), 415],
      ['noextension', PNG, 400],
      ['..', PNG, 400],
    ];
    for (const [name, bytes, status] of cases) {
      const response = await upload([[name, bytes]]);
      expect(response.status, name).toBe(status);
      expect(response.body.error.field, name).toBe('files');
    }
    expect(readdirSync(join(t.config.dataDir, 'uploads', 'org_northwind')).some((f) => /svg|html|exe|fake|binary|latin1/.test(f))).toBe(
      false,
    );
  });

  it('sanitizes names: no folders, no "..", no odd characters', async () => {
    const { status, body } = await upload([
      ['../../etc/passwd.txt', text('root')],
      ['..\\..\\win.ini.txt', text('x')],
      ['my photo (1)<>.png', PNG],
      ['..hidden..png', PNG],
    ]);
    expect(status).toBe(201);
    const names = body.data.map((f) => f.name.slice(17));
    expect(names).toEqual(['passwd.txt', 'win.ini.txt', 'my-photo-1-.png', 'hidden.png']);
    for (const f of body.data) expect(f.name).not.toMatch(/\.\.|\/|\\/);
    expect(existsSync(join(t.config.dataDir, 'etc'))).toBe(false);
  });

  it('enforces MAX_ATTACHMENT_SIZE with 413 and a message', async () => {
    const tooBig = await upload([['big.txt', text('x'.repeat(2001))]]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('big.txt is larger than the 2000 bytes limit');
    const huge = await upload([['huge.txt', text('x'.repeat(200_000))]]);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual({ code: 'payload_too_large', message: 'Upload is larger than the 2000 bytes limit' });
    expect((await upload([['ok.txt', text('x'.repeat(2000))]])).status).toBe(201);
  });

  it('refuses a missing file list, too many files and bad locations', async () => {
    expect((await upload([])).body.error.field).toBe('files');
    expect((await upload(Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, text('x')] as [string, Uint8Array]))).body.error.field).toBe(
      'files',
    );
    expect((await upload([['a.txt', text('x')]], '../../etc')).body.error.field).toBe('location');
    const notMultipart = await call<ErrorBody>(t, '/api/data/upload', {
      method: 'POST',
      body: '{}',
      headers: { ...machine('org_northwind'), 'content-type': 'application/json' },
    });
    expect(notMultipart.body.error.field).toBe('files');
  });
});

describe('who may upload, and how much', () => {
  it("refuses visitors with 401 and another tenant's app token with 403, storing nothing", async () => {
    const before = await uploadRows();
    const anonymous = await call<ErrorBody>(t, '/api/data/upload', { method: 'POST', body: form([['a.png', PNG]]) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    const foreign = await call<ErrorBody>(t, '/api/data/upload', {
      method: 'POST',
      body: form([['a.png', PNG]]),
      headers: machine('org_harbor'),
    });
    expect(foreign.status).toBe(403);
    expect(await uploadRows()).toBe(before);
  });

  it("answers 507 with a clear message when the files do not fit in the tenant's quota, and stores none of them", async () => {
    await t.data.deleteFrom('uploads').where('tenant_id', '=', 'org_harbor').execute();
    await t.data
      .insertInto('uploads')
      .values({
        tenant_id: 'org_harbor',
        name: 'filler',
        original_name: 'filler.pdf',
        content_type: 'application/pdf',
        size: UPLOAD_QUOTA_BYTES - 1000,
      })
      .execute();
    const full = await upload(
      [
        ['a.txt', text('x'.repeat(600))],
        ['b.txt', text('y'.repeat(600))],
      ],
      '',
      { orgid: 'org_harbor' },
    );
    expect(full.status).toBe(507);
    expect(full.body.error).toEqual({
      code: 'storage_quota_exceeded',
      message: 'Not enough storage: this site may keep 200 MB of files and has 1000 bytes left.',
      field: 'files',
    });
    expect(await uploadRows('org_harbor')).toBe(1);
    expect((await upload([['a.txt', text('x'.repeat(1000))]], '', { orgid: 'org_harbor' })).status).toBe(201);
    expect((await upload([['c.txt', text('z')]])).status).toBe(201);
    await t.data.deleteFrom('uploads').where('tenant_id', '=', 'org_harbor').execute();
  });
});

describe('GET /api/data/files/{tenant}/{name}', () => {
  it('serves only files recorded for that tenant, never outside the upload folder', async () => {
    const { body } = await upload([['only-harbor.png', PNG]], '', { orgid: 'org_harbor' });
    const name = body.data[0]?.name ?? '';
    expect((await t.app.request(`/api/data/files/org_harbor/${name}`)).status).toBe(200);
    expect((await t.app.request(`/api/data/files/org_northwind/${name}`)).status).toBe(404);
    // server-secret sits in the data folder, two levels above a tenant's upload folder, on either engine.
    for (const path of [
      '/api/data/files/org_harbor/..%2F..%2Fserver-secret',
      '/api/data/files/org_harbor/nope.png',
      '/api/data/files/..%2F..%2F/server-secret',
      '/api/data/files/org_harbor/%2E%2E',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});
