import { createHmac } from 'node:crypto';
import { safeEqual } from './secrets.ts';

const sign = (secret: Buffer, tenantId: string, formId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(['form-ticket', tenantId, formId, issuedAt].join('\n')).digest('base64url');

/** A ticket handed out with a saved form: when it was rendered, signed for this tenant and form (`{ms}.{hmac}`). */
export function signFormTicket(secret: Buffer, tenantId: string, formId: string, issuedAt: number): string {
  return `${issuedAt}.${sign(secret, tenantId, formId, issuedAt)}`;
}

/** The time a ticket was issued, or null when it is missing, malformed or was not signed by us for this form. */
export function readFormTicket(secret: Buffer, tenantId: string, formId: string, ticket: string | undefined): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
  if (!match) return null;
  const issuedAt = Number(match[1]);
  return safeEqual(sign(secret, tenantId, formId, issuedAt), match[2] ?? '') ? issuedAt : null;
}
