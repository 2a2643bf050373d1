import { randomInt } from 'node:crypto';
import type { Data } from '../database.ts';
import { sha256 } from '../domain/ids.ts';
import { safeEqual } from '../domain/secrets.ts';

/** A one-time code lasts 10 minutes… */
export const CODE_TTL_SECONDS = 10 * 60;
/** …and allows 5 wrong tries before it is gone. */
export const CODE_MAX_ATTEMPTS = 5;

const digest = (tenantId: string, email: string, code: string) => sha256(`${tenantId}\n${email.toLowerCase()}\n${code}`);

/** A new 6-digit code for this e-mail (any earlier one is replaced). */
export async function issueCode(data: Data, tenantId: string, email: string, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await data
    .insertInto('customer_codes')
    .values({
      tenant_id: tenantId,
      email: email.toLowerCase(),
      code_hash: digest(tenantId, email, code),
      attempts: 0,
      expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'email']).doUpdateSet((eb) => ({
        code_hash: eb.ref('excluded.code_hash'),
        attempts: 0,
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
  return code;
}

/**
 * True when `code` is this e-mail's live code; it is then used up, once: of two requests with it at
 * the same moment (on one server or two), only the one that deletes it succeeds. A wrong try counts;
 * the fifth ends it.
 */
export async function redeemCode(data: Data, tenantId: string, email: string, code: string, now = new Date()): Promise<boolean> {
  const address = email.toLowerCase();
  const thisCode = () => data.deleteFrom('customer_codes').where('tenant_id', '=', tenantId).where('email', '=', address);
  const row = await data
    .selectFrom('customer_codes')
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', address)
    .executeTakeFirst();
  if (!row) return false;
  // Every change below names the code it read, so a code issued meanwhile is left alone.
  if (Date.parse(row.expires_at) <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) {
    await thisCode().where('code_hash', '=', row.code_hash).execute();
    return false;
  }
  if (/^\d{6}$/.test(code) && safeEqual(row.code_hash, digest(tenantId, email, code))) {
    const used = await thisCode().where('code_hash', '=', row.code_hash).executeTakeFirst();
    return used.numDeletedRows > 0n;
  }
  await data
    .updateTable('customer_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('email', '=', address)
    .where('code_hash', '=', row.code_hash)
    .execute();
  await thisCode().where('attempts', '>=', CODE_MAX_ATTEMPTS).execute();
  return false;
}
