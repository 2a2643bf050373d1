import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { sql } from 'kysely';
import { oneAtATime, type Data } from '../database.ts';

/** What an uploaded file really is, from its first bytes. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'text';

/** The extensions accepted, the kind their bytes must sniff as, and the type they are served with. */
export const ALLOWED_EXTENSIONS: Record<string, { kind: FileKind; contentType: string }> = {
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const MARKUP = /^\s*<(!doctype|html|svg|\?xml|script|head|body|iframe|object|embed|!--)/i;

/** Sniffs a file's kind from its magic bytes; plain text must be UTF-8 without NUL bytes and not markup. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return MARKUP.test(text.replace(/^\uFEFF/, '')) ? null : 'text';
}

/**
 * A safe file name from whatever the browser sent: folders dropped (`../../x.png` gives `x.png`),
 * anything but letters, digits, `.`, `_` and `-` replaced, no leading dots, no `..`, at most 100
 * characters keeping the extension. Null when nothing usable with an extension is left.
 */
export function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(-100)
    .replace(/^[.-]+/, '');
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]{1,10}$/.test(clean) ? clean : null;
}

/** How many bytes of uploaded files one tenant may keep (200 MB). */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** Why a file is refused, with the HTTP status to answer. */
export interface UploadProblem {
  status: 400 | 413 | 415;
  message: string;
}

/** Checks one file: a usable name, an allowed extension, bytes that match it, and the size limit. */
export function checkFile(
  name: string,
  bytes: Uint8Array,
  maxBytes: number,
): { ok: true; safeName: string; contentType: string } | ({ ok: false } & UploadProblem) {
  const safeName = sanitizeFileName(name);
  if (!safeName) return { ok: false, status: 400, message: `"${name.slice(0, 100)}" is not a usable file name` };
  const ext = safeName.slice(safeName.lastIndexOf('.') + 1).toLowerCase();
  const allowed = ALLOWED_EXTENSIONS[ext];
  if (!allowed)
    return {
      ok: false,
      status: 415,
      message: `${safeName}: .${ext} files are not allowed (allowed: ${Object.keys(ALLOWED_EXTENSIONS).join(', ')})`,
    };
  if (bytes.length > maxBytes) return { ok: false, status: 413, message: `${safeName} is larger than the ${formatBytes(maxBytes)} limit` };
  if (sniffKind(bytes) !== allowed.kind)
    return { ok: false, status: 415, message: `${safeName}: the content does not match a .${ext} file` };
  return { ok: true, safeName, contentType: allowed.contentType };
}

/** Bytes for people, exactly: `10 MB`, `512 KB`, else `2000 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes > 0 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes > 0 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The folder of a tenant's uploads. */
export function uploadDir(dataDir: string, tenantId: string): string {
  return resolve(dataDir, 'uploads', tenantId);
}

/** A checked file ready to be stored. */
export interface FileToStore {
  safeName: string;
  originalName: string;
  location: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Bytes of uploaded files a tenant keeps now. */
export async function storageUsed(data: Data, tenantId: string): Promise<number> {
  const { used } = await data
    .selectFrom('uploads')
    .select(sql<number>`cast(coalesce(sum(size), 0) as bigint)`.as('used'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return used;
}

/** Why files were not stored: they do not fit in what is left of the tenant's quota. */
export interface QuotaProblem {
  status: 507;
  message: string;
}

/**
 * Stores checked files under random prefixes and records them, all or none, when they fit in the
 * tenant's quota. The check and the records are one transaction; on PostgreSQL a per-tenant lock
 * makes uploads arriving together check the quota one after the other, so they cannot overshoot it
 * together (on SQLite the shared connection already runs them one at a time). Returns the stored
 * names in order, or the quota problem.
 */
export async function storeFiles(
  data: Data,
  dataDir: string,
  tenantId: string,
  files: readonly FileToStore[],
  quotaBytes: number = UPLOAD_QUOTA_BYTES,
): Promise<{ ok: true; names: string[] } | ({ ok: false } & QuotaProblem)> {
  const incoming = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const dir = uploadDir(dataDir, tenantId);
  const written: string[] = [];
  try {
    return await data.transaction().execute(async (trx) => {
      await oneAtATime(trx, 'uploads', tenantId);
      const left = Math.max(0, quotaBytes - (await storageUsed(trx, tenantId)));
      if (incoming > left) {
        return {
          ok: false as const,
          status: 507 as const,
          message: `Not enough storage: this site may keep ${formatBytes(quotaBytes)} of files and has ${roughBytes(left)} left.`,
        };
      }
      mkdirSync(dir, { recursive: true });
      const names = files.map((file) => {
        const name = writeFile(dir, file);
        written.push(name);
        return name;
      });
      await trx
        .insertInto('uploads')
        .values(
          files.map((file, index) => ({
            tenant_id: tenantId,
            name: names[index]!,
            original_name: file.originalName.slice(0, 300),
            location: file.location,
            content_type: file.contentType,
            size: file.bytes.length,
          })),
        )
        .execute();
      return { ok: true as const, names };
    });
  } catch (error) {
    for (const name of written) rmSync(join(dir, name), { force: true });
    throw error;
  }
}

/** Bytes for people, rounded: `1.5 MB`, `12.0 KB`, `300 bytes`. */
function roughBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

function writeFile(dir: string, file: FileToStore): string {
  const name = `${randomBytes(8).toString('hex')}-${file.safeName}`;
  const path = join(dir, name);
  if (!path.startsWith(dir + sep)) throw new Error(`Upload path escaped its folder: ${name}`);
  writeFileSync(path, file.bytes, { flag: 'wx' });
  return name;
}

/** A stored file of a tenant: its bytes and type, or null when there is no such upload. */
export async function readStoredFile(
  data: Data,
  dataDir: string,
  tenantId: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!/^[a-f0-9]{16}-[A-Za-z0-9_-][A-Za-z0-9._-]{0,110}$/.test(name) || name.includes('..')) return null;
  const row = await data
    .selectFrom('uploads')
    .select('content_type')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  const dir = uploadDir(dataDir, tenantId);
  const path = resolve(dir, name);
  if (!path.startsWith(dir + sep)) return null;
  try {
    return { bytes: readFileSync(path), contentType: row.content_type };
  } catch {
    return null;
  }
}
