import { createHash, randomBytes } from 'node:crypto';

/** A new random id with a readable prefix: `ord_3kq…` (128 bits, base64url). */
export function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** The sha256 of a string, hex: how tokens are stored and looked up. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The current instant as an ISO string with milliseconds, UTC. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** Parses a JSON column, falling back when the stored text is not what we expect. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
