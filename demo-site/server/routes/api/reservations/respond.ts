import type { Context } from 'hono';
import * as v from 'valibot';
import type { Reservation } from '../../../../../shared/api/schemas.ts';
import { BOOKING_MESSAGES } from '../../../../../shared/booking/messages.ts';
import type { Db } from '../../../db.ts';
import { policyOfReservation, reservationPolicy } from '../../../domain/booking-policy.ts';
import { failure, type Failure } from '../../../domain/slots.ts';
import { CONTACT_REQUIRED } from './ownership.ts';
import type { JsonAnswer } from '../idempotency.ts';

const SPEC_MESSAGES = new Set<string>([...Object.values(BOOKING_MESSAGES), CONTACT_REQUIRED]);

/** Either the parsed value or the 400 failure naming the first bad field. */
export type Checked<T> = { ok: true; value: T } | Failure;

/**
 * Validates input with a schema. The failure names the field (`field`, and in the message unless the
 * message is one of the booking widget's fixed texts, which are sent exactly).
 */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') || 'body';
  if (SPEC_MESSAGES.has(issue.message)) return failure(400, 'invalid', issue.message, field);
  const missing = issue.kind === 'schema' && issue.input === undefined;
  return failure(400, 'invalid', `${field}: ${missing ? 'is required' : issue.message}`, field);
}

/** The JSON error body of a failure: `{ error: { code, message, field? } }`. */
export function failureBody(f: Failure): { error: { code: string; message: string; field?: string } } {
  return { error: f.field === undefined ? { code: f.code, message: f.message } : { code: f.code, message: f.message, field: f.field } };
}

/** A failure as an idempotent answer. */
export function failureAnswer(f: Failure): JsonAnswer {
  return { status: f.status, body: failureBody(f) };
}

/** Sends a failure. */
export function sendFailure(c: Context, f: Failure): Response {
  return c.json(failureBody(f), f.status);
}

/** Reads the JSON body; anything but a JSON object is a 400 naming `body`. */
export async function jsonBody(c: Context): Promise<Checked<Record<string, unknown>>> {
  try {
    const body: unknown = await c.req.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, value: body as Record<string, unknown> };
  } catch {
    // falls through to the 400 below
  }
  return failure(400, 'invalid', 'body: must be a JSON object', 'body');
}

/**
 * A reservation as the answers a visitor reads carry it (create, lookup, move, status change): with
 * the `policy` that governs it, read from the same rules the server enforces (`policyOfReservation`:
 * the tenant's configuration, then the location's and the service's overrides).
 */
export function withPolicy(db: Db, tenantId: string, reservation: Reservation): Reservation {
  return { ...reservation, policy: reservationPolicy(policyOfReservation(db, tenantId, reservation)) };
}
