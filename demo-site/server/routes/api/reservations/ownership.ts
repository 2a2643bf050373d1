import type { Context } from 'hono';
import type { QueueEntry, Reservation } from '../../../../../shared/api/schemas.ts';
import { FOREIGN_MESSAGE } from '../../../auth/guard.ts';
import { manageTokenExpiry, readManageToken, signManageToken, type ManagedKind } from '../../../auth/manage-tokens.ts';
import { isStaffLike, principalOf } from '../../../auth/principal.ts';
import type { AppEnv } from '../../../context.ts';
import { serverSecret } from '../../../domain/secrets.ts';
import { failure, type Failure } from '../../../domain/slots.ts';
import { currentTime } from './clock.ts';

/** Asked for when a visitor looks a booking up with its code alone. */
export const CONTACT_REQUIRED = 'Please enter the email address or phone number used to book';
/** A visitor's change without proof of ownership (401). */
export const PROOF_REQUIRED = 'Look up your booking with its confirmation code and the email or phone used to book.';
/** A manage token that does not open this booking or entry (403). */
export const PROOF_MISMATCH = 'This link does not belong to this booking. Look it up again.';

/** Statuses a visitor may set on their own reservation: check in, pay (confirmed) and cancel. */
export const CUSTOMER_STATUSES: ReadonlySet<string> = new Set(['checked-in', 'confirmed', 'cancelled']);

const secretOf = (c: Context<AppEnv>) => serverSecret(c.get('config'));

/** True when the caller is this tenant's staff or its server. */
export const callerIsStaff = (c: Context<AppEnv>) => isStaffLike(principalOf(c));

/** The refusal of a staff action: 403 for another organisation's staff or server, else 401. */
export function staffOnly(c: Context<AppEnv>, message = 'Sign in as staff to do this.'): Failure {
  return principalOf(c).kind === 'foreign'
    ? failure(403, 'forbidden', FOREIGN_MESSAGE)
    : failure(401, 'unauthorized', message);
}

/** The manage token of a reservation (valid until 30 days after it ends) or a queue entry (2 days after joining). */
export function manageTokenFor(c: Context<AppEnv>, target: { kind: 'reservation'; reservation: Reservation } | { kind: 'queue'; entry: QueueEntry }): string {
  const [id, expiry] =
    target.kind === 'reservation'
      ? [target.reservation.id, manageTokenExpiry('reservation', target.reservation.endTime)]
      : [target.entry.id, manageTokenExpiry('queue', target.entry.joinedAt)];
  return signManageToken(secretOf(c), c.get('tenant').id, target.kind, id, expiry);
}

/** The id a manage token opens for this tenant, or undefined. */
export function idFromManageToken(c: Context<AppEnv>, kind: ManagedKind, token: unknown): string | undefined {
  return typeof token === 'string' && token.length <= 300 ? readManageToken(secretOf(c), c.get('tenant').id, kind, token, currentTime()) : undefined;
}

/**
 * Whether this request may change the reservation or entry `id`: staff and machine always; a visitor
 * only with a manage token for exactly that id (401 without one, 403 with another's).
 */
export function mayChange(c: Context<AppEnv>, kind: ManagedKind, id: string, token: unknown): { ok: true } | Failure {
  if (callerIsStaff(c)) return { ok: true };
  if (token === undefined || token === null || token === '') return failure(401, 'unauthorized', PROOF_REQUIRED);
  const opened = idFromManageToken(c, kind, token);
  return opened !== undefined && opened === id.trim().toLowerCase() ? { ok: true } : failure(403, 'forbidden', PROOF_MISMATCH);
}

const digits = (text: string) => text.replace(/\D/g, '');

/** True when `contact` is the e-mail (any case) or the phone number (digits compared) used to book. */
export function contactMatches(contact: string, email: string, phone: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return given.toLowerCase() === email.trim().toLowerCase();
  const wanted = digits(phone);
  return wanted.length >= 4 && digits(given) === wanted;
}

/** A display name for public boards: the first name and the initial of the last ("Ana M."). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last === undefined ? undefined : [...last][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** A queue entry as anyone may see it: no phone, e-mail or notes, the name shortened. */
export function publicQueueEntry(entry: QueueEntry): QueueEntry {
  const { notes: _notes, customerEmail: _email, ...rest } = entry;
  return { ...rest, customerName: shortName(entry.customerName), customerPhone: '' };
}

/** A reservation's proof check for a code lookup: the contact must match its e-mail or phone. */
export function ownsReservation(reservation: Reservation, contact: string): boolean {
  return contactMatches(contact, reservation.customerEmail ?? '', reservation.customerPhone ?? '');
}
