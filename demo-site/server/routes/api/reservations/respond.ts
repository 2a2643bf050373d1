import type { Context } from 'hono';
import * as v from 'valibot';
import type { Reservation } from '../../../../../shared/api/schemas.ts';
import { BOOKING_MESSAGES } from '../../../../../shared/booking/messages.ts';
import type { Data } from '../../../database.ts';
import { policyOfReservation, reservationPolicy } from '../../../domain/booking-policy.ts';
import { failure, type Failure } from '../../../domain/slots.ts';
import { CONTACT_REQUIRED } from './ownership.ts';
import type { FieldErrorBody } from '../../../api-errors.ts';
import type { JsonAnswer } from '../idempotency.ts';
import { firstIssue, issueMessage } from '../validation.ts';

/** The booking widget's fixed texts: a 400 carrying one sends it exactly, without the field name in front. */
export const BOOKING_EXACT_MESSAGES: ReadonlySet<string> = new Set<string>([...Object.values(BOOKING_MESSAGES), CONTACT_REQUIRED]);

/** Either the parsed value or the 400 failure naming the first bad field. */
export type Checked<T> = { ok: true; value: T } | Failure;

/**
 * Validates input with a schema the handler picked from the body's shape (the routes' own
 * `validate()` has already checked that the body is a JSON object). The failure names the field,
 * with the same message `validate()` would give.
 */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = firstIssue(result.issues);
  return failure(400, 'invalid', issueMessage(issue, BOOKING_EXACT_MESSAGES), issue.field);
}

/**
 * The JSON error body of a failure: `{ error: { code, message, field?, reason?, params? } }`, with the
 * notice key (`reason`) and its placeholders' values (`params`) of a refusal the booking widget shows.
 */
export function failureBody(f: Failure): FieldErrorBody {
  const { code, message, field, reason, params } = f;
  return { error: { code, message, ...(field === undefined ? {} : { field }), ...(reason === undefined ? {} : { reason }), ...(params ? { params } : {}) } };
}

/** A failure as an idempotent answer. */
export function failureAnswer(f: Failure): JsonAnswer {
  return { status: f.status, body: failureBody(f) };
}

/** Sends a failure. */
export function sendFailure(c: Context, f: Failure): Response {
  return c.json(failureBody(f), f.status);
}

/**
 * A reservation as the answers a visitor reads carry it (create, lookup, move, status change): with
 * the `policy` that governs it, read from the same rules the server enforces (`policyOfReservation`:
 * the tenant's configuration, then the location's and the service's overrides).
 */
export async function withPolicy(data: Data, tenantId: string, reservation: Reservation): Promise<Reservation> {
  return { ...reservation, policy: reservationPolicy(await policyOfReservation(data, tenantId, reservation)) };
}
