// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { compressible, preferredCoding } from './compression.ts';

describe('choosing a content coding', () => {
  it('takes Brotli where the browser accepts it, else gzip, else none', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('gzip;q=0')).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });

  it('compresses text of 1 KB or more, never images already compressed or tiny bodies', () => {
    expect(compressible('text/css; charset=utf-8', 7000)).toBe(true);
    expect(compressible('image/svg+xml', 2000)).toBe(true);
    expect(compressible('application/json; charset=utf-8', 1024)).toBe(true);
    expect(compressible('text/javascript; charset=utf-8', 1023)).toBe(false);
    expect(compressible('image/webp', 50_000)).toBe(false);
    expect(compressible('font/woff2', 50_000)).toBe(false);
  });
});

describe('compressed responses', () => {
  const t = makeTestApp();
  afterAll(() => t.close());
  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

  it('sends a stylesheet Brotli-compressed to a browser that takes it, gzip to one that takes only gzip, the same bytes in the end', async () => {
    const plain = await get('/demo.css');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await get('/demo.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get('/demo.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('gives each coding its own ETag, so a cache never answers one with the other', async () => {
    const plain = (await get('/demo.css')).headers.get('etag');
    const br = (await get('/demo.css', { 'accept-encoding': 'br' })).headers.get('etag');
    const gz = (await get('/demo.css', { 'accept-encoding': 'gzip' })).headers.get('etag');
    expect(new Set([plain, br, gz]).size).toBe(3);
    const revalidated = await get('/demo.css', { 'accept-encoding': 'br', 'if-none-match': br ?? '' });
    expect(revalidated.status).toBe(304);
    expect((await get('/demo.css', { 'accept-encoding': 'gzip', 'if-none-match': br ?? '' })).status).toBe(200);
  });

  it('compresses pages and larger API answers for browsers that accept it, and leaves small ones and other clients alone', async () => {
    const page = await get('/help', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(page.headers.get('content-security-policy')).toMatch(/nonce-/);
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toMatch(/^<!doctype html>/);

    const products = await get('/api/storefront/products', { 'accept-encoding': 'gzip' });
    expect(products.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await products.arrayBuffer())).toString())).toHaveProperty('data');

    const health = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const uncompressed = await get('/help');
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
    expect(await uncompressed.text()).toMatch(/^<!doctype html>/);
  });
});
