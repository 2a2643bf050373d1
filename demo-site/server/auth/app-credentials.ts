import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { sha256 } from '../domain/ids.ts';
import { safeEqual } from '../domain/secrets.ts';

/** A tenant's new app credentials, shown once: the server keeps only digests of the secret and key. */
export interface NewAppCredentials {
  appId: string;
  secret: string;
  key: string;
}

/** Makes app credentials for one tenant's server (`POST /api/app-key` then issues tokens of that tenant only). */
export function createAppCredentials(db: Db, tenantId: string): NewAppCredentials {
  const credentials = {
    appId: `app_${randomBytes(12).toString('base64url')}`,
    secret: randomBytes(32).toString('base64url'),
    key: randomBytes(32).toString('base64url'),
  };
  db.prepare('INSERT INTO app_credentials (tenant_id, app_id, secret_hash, key_hash) VALUES (?, ?, ?, ?)').run(
    tenantId,
    credentials.appId,
    sha256(credentials.secret),
    sha256(credentials.key),
  );
  return credentials;
}

/** What a set of credentials opens: this tenant's credentials, a wrong set of them, or none of this tenant's. */
export type CredentialCheck = 'valid' | 'invalid' | 'unknown';

/**
 * Checks credentials against the tenant's own: `unknown` when the app id is not one of this tenant's
 * (another tenant's app id is unknown here too), else every part is compared in constant time.
 */
export function checkAppCredentials(db: Db, tenantId: string, given: { appId: string; secret: string; key: string }): CredentialCheck {
  const row = db.prepare('SELECT secret_hash, key_hash FROM app_credentials WHERE tenant_id = ? AND app_id = ?').get(tenantId, given.appId) as
    | { secret_hash: string; key_hash: string }
    | undefined;
  if (!row) return 'unknown';
  const matches = [safeEqual(row.secret_hash, sha256(given.secret)), safeEqual(row.key_hash, sha256(given.key))];
  return matches.every(Boolean) ? 'valid' : 'invalid';
}

/** Whether the tenant has app credentials of its own (made with `npm run staff -- app-key`). */
export function tenantHasAppCredentials(db: Db, tenantId: string): boolean {
  return db.prepare('SELECT 1 FROM app_credentials WHERE tenant_id = ? LIMIT 1').get(tenantId) !== undefined;
}
