import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON error body every API route sends: `{ error: { code, message } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Sends an API error with a stable machine code and a human message. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  const body: ApiErrorBody = { error: { code, message } };
  return c.json(body, status);
}

/**
 * The API's error body, with the offending field when there is one: `{ error: { code, message, field? } }`.
 * A refusal the booking widget shows also names its notice key (`reason`) and the values of that
 * text's placeholders (`params`), so the widget never reads the English `message`.
 */
export interface FieldErrorBody {
  error: { code: string; message: string; field?: string; reason?: string; params?: Record<string, string> };
}

/** An error body (for answers built before they become a Response, such as idempotent ones). */
export function errorBody(code: string, message: string, field?: string): FieldErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/** Sends an error with a stable code, a human message and optionally the field it is about. */
export function fail(c: Context, status: ContentfulStatusCode, code: string, message: string, field?: string): Response {
  return c.json(errorBody(code, message, field), status);
}
