import { resolve } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { parseByteRange, serveMedia } from './media.ts';

const app = new Hono<AppEnv>();
app.get('/demo-media/*', serveMedia(resolve(import.meta.dirname, '../public/media'), '/demo-media/'));

describe('media files', () => {
  it('parses single byte ranges and refuses unsatisfiable ones', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=1000-', 1000)).toBeNull();
    expect(parseByteRange('bytes=5-1', 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseByteRange('bytes=-', 1000)).toBeNull();
  });

  it('serves a whole file, a range of it (206) and refuses a range past its end (416)', async () => {
    const whole = await app.request('/demo-media/tone-a.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await app.request('/demo-media/tone-a.webm', { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const past = await app.request('/demo-media/tone-a.webm', { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
  });

  it('serves only media files inside the folder', async () => {
    expect((await app.request('/demo-media/../media.ts')).status).toBe(404);
    expect((await app.request('/demo-media/missing.webm')).status).toBe(404);
    expect((await app.request('/demo-media/clip-a.en.vtt')).headers.get('content-type')).toBe('text/vtt; charset=utf-8');
  });
});
