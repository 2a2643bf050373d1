import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, Buffer>();

/** Where the signing secret comes from: `SERVER_SECRET` when set, else a file in the data folder. */
export interface SecretSource {
  dataDir: string;
  /** 64 or more hex characters, the same for every server process of a site. */
  serverSecret?: string | undefined;
}

/**
 * The server's signing secret: `SERVER_SECRET` when the configuration has it (several processes must
 * share one), else 32 random bytes kept in `${dataDir}/server-secret` (mode 600), created on first use.
 * Never sent anywhere.
 */
export function serverSecret(source: SecretSource): Buffer {
  if (source.serverSecret) return Buffer.from(source.serverSecret, 'hex');
  const { dataDir } = source;
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const file = join(dataDir, 'server-secret');
  let secret: Buffer;
  try {
    secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process created it first: use theirs.
    }
    secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  if (secret.length < 32) throw new Error(`${file} does not hold a 32-byte hex secret`);
  cache.set(dataDir, secret);
  return secret;
}

/** Compares two strings in constant time (their sha256 digests, so lengths leak nothing either). */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const hmac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token allowing a preview of `parts` for a tenant until `expiresAt`: `{unix seconds}.{hmac}`. */
export function signPreviewToken(secret: Buffer, tenantId: string, parts: readonly string[], expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${exp}.${hmac(secret, ['preview', tenantId, ...parts, exp].join('\n'))}`;
}

/** True when `token` was signed for this tenant and these parts and has not expired. */
export function verifyPreviewToken(
  secret: Buffer,
  tenantId: string,
  parts: readonly string[],
  token: string,
  now: Date = new Date(),
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const exp = Number(match[1]);
  const expected = hmac(secret, ['preview', tenantId, ...parts, exp].join('\n'));
  return safeEqual(expected, match[2] ?? '') && exp * 1000 > now.getTime();
}

/** How long an app token lasts, in seconds. */
export const APP_TOKEN_TTL_SECONDS = 3600;

/** An application token for server-side calls: `app.{tenant}.{unix seconds}.{hmac}`. */
export function issueAppToken(secret: Buffer, tenantId: string, now: Date = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + APP_TOKEN_TTL_SECONDS;
  return `app.${tenantId}.${exp}.${hmac(secret, ['app', tenantId, exp].join('\n'))}`;
}

/** True when `token` is an unexpired app token of this tenant. */
export function verifyAppToken(secret: Buffer, tenantId: string, token: string, now: Date = new Date()): boolean {
  const match = /^app\.([A-Za-z0-9_.-]{1,100})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1] !== tenantId) return false;
  const exp = Number(match[2]);
  return safeEqual(hmac(secret, ['app', tenantId, exp].join('\n')), match[3] ?? '') && exp * 1000 > now.getTime();
}
