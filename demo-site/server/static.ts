import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Handler } from 'hono';
import type { AppEnv } from './context.ts';
import { compressBytes, compressible, preferredCoding, type ContentCoding } from './middleware/compression.ts';

/** Content types of the files the demo serves. */
export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Long-lived caching for content-hashed files; revalidation (ETag) for everything else. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/** True for Vite's hashed output (`chunks/runtime-CWE41vN-.js`, `assets/x-BUzBQ2Vk.css`). */
export function isHashedFile(relativePath: string): boolean {
  return /^(chunks|assets)\//.test(relativePath) && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.map)?$/.test(relativePath);
}

/** A safe relative path inside a served folder, or undefined for traversal, hidden or odd names. */
export function safeRelativePath(encoded: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (!decoded || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return undefined;
  return decoded;
}

/** Compressed copies of the served files, by path, version (its ETag) and coding: each file is compressed once. */
const compressedCopies = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, version: string, coding: ContentCoding): Promise<Buffer> {
  const key = `${file}\0${version}\0${coding}`;
  let copy = compressedCopies.get(key);
  if (!copy) {
    copy = readFile(file).then((bytes) => compressBytes(bytes, coding));
    // A failed read is not kept: the next request tries again.
    copy.catch(() => compressedCopies.delete(key));
    compressedCopies.set(key, copy);
  }
  return copy;
}

/**
 * Sends a file with its content type, cache policy and ETag; text of 1 KB or more goes Brotli- or
 * gzip-compressed when the browser accepts it (each coding has its own ETag, and `Vary` says so).
 */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const worthIt = compressible(type, info.size);
  const coding = worthIt ? preferredCoding(c.req.header('accept-encoding')) : null;
  const etag = `W/"${version}${coding ? `-${coding}` : ''}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
  if (worthIt) headers.Vary = 'Accept-Encoding';
  if (coding) headers['Content-Encoding'] = coding;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const body = coding ? await compressedFile(file, version, coding) : await readFile(file);
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * Serves the files of `root` under `prefix` (for example the built elements in `dist/` under
 * `/elements/`). Hashed files get a one-year immutable cache; the others an ETag to revalidate.
 */
export function serveDirectory(root: string, prefix: string): Handler<AppEnv> {
  const base = resolve(root);
  return async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const rel = pathname.startsWith(prefix) ? safeRelativePath(pathname.slice(prefix.length)) : undefined;
    const file = rel === undefined ? undefined : resolve(base, rel);
    if (!file || !file.startsWith(base + sep)) return c.notFound();
    return (await sendFile(c, file, isHashedFile(rel ?? '') ? IMMUTABLE : REVALIDATE)) ?? c.notFound();
  };
}

/** Serves one file (for example `/demo.css`), revalidated with an ETag. */
export function serveFile(file: string): Handler<AppEnv> {
  return async (c) => (await sendFile(c, resolve(file), REVALIDATE)) ?? c.notFound();
}
