import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Handler } from 'hono';
import type { AppEnv } from './context.ts';
import { safeRelativePath } from './static.ts';

/** Content types of the demo's media files. */
export const MEDIA_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};

/** A single byte range `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null when unsatisfiable or not one range. */
export function parseByteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * Serves the media files of `root` under `prefix`, with byte ranges: browsers only let a viewer
 * seek (skip 20 s, resume at a position) in audio and video whose server answers `Range` requests.
 */
export function serveMedia(root: string, prefix: string): Handler<AppEnv> {
  const base = resolve(root);
  return async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const rel = pathname.startsWith(prefix) ? safeRelativePath(pathname.slice(prefix.length)) : undefined;
    const file = rel === undefined ? undefined : resolve(base, rel);
    const type = file ? MEDIA_TYPES[extname(file).toLowerCase()] : undefined;
    const info = file && type ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !type || !file.startsWith(base + sep) || !info?.isFile()) return c.notFound();
    const headers: Record<string, string> = { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
    const body = new Uint8Array(await readFile(file));
    const header = c.req.header('range');
    if (!header) return c.body(body, 200, headers);
    const range = parseByteRange(header, body.length);
    if (!range) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${body.length}` });
    return c.body(body.subarray(range.start, range.end + 1), 206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
    });
  };
}
