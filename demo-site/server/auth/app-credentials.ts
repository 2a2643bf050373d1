import { randomBytes } from 'node:crypto';
import type { Data } from '../database.ts';
import { sha256 } from '../domain/ids.ts';
import { safeEqual } from '../domain/secrets.ts';

/** A tenant's new app credentials, shown once: the server keeps only digests of the secret and key. */
export interface NewAppCredentials {
  appId: string;
  secret: string;
  key: string;
}

/** Makes app credentials for one tenant's server (`POST /api/app-key` then issues tokens of that tenant only). */
export async function createAppCredentials(data: Data, tenantId: string): Promise<NewAppCredentials> {
  const credentials = {
    appId: `app_${randomBytes(12).toString('base64url')}`,
    secret: randomBytes(32).toString('base64url'),
    key: randomBytes(32).toString('base64url'),
  };
  await data
    .insertInto('app_credentials')
    .values({ tenant_id: tenantId, app_id: credentials.appId, secret_hash: sha256(credentials.secret), key_hash: sha256(credentials.key) })
    .execute();
  return credentials;
}

/** What a set of credentials opens: this tenant's credentials, a wrong set of them, or none of this tenant's. */
export type CredentialCheck = 'valid' | 'invalid' | 'unknown';

/**
 * Checks credentials against the tenant's own: `unknown` when the app id is not one of this tenant's
 * (another tenant's app id is unknown here too), else every part is compared in constant time.
 */
export async function checkAppCredentials(
  data: Data,
  tenantId: string,
  given: { appId: string; secret: string; key: string },
): Promise<CredentialCheck> {
  const row = await data
    .selectFrom('app_credentials')
    .select(['secret_hash', 'key_hash'])
    .where('tenant_id', '=', tenantId)
    .where('app_id', '=', given.appId)
    .executeTakeFirst();
  if (!row) return 'unknown';
  const matches = [safeEqual(row.secret_hash, sha256(given.secret)), safeEqual(row.key_hash, sha256(given.key))];
  return matches.every(Boolean) ? 'valid' : 'invalid';
}

/** Whether the tenant has app credentials of its own (made with `npm run staff -- app-key`). */
export async function tenantHasAppCredentials(data: Data, tenantId: string): Promise<boolean> {
  const row = await data.selectFrom('app_credentials').select('app_id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  return row !== undefined;
}
