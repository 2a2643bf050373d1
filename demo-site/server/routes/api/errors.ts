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
