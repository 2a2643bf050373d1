import * as v from 'valibot';
import type { ApiClient } from './client.ts';

const customerSchema = v.object({ email: v.string() });

/** Who the browser is signed in as: a tenant's staff member, a customer (by e-mailed code), both or neither. */
export const authSessionSchema = v.object({
  staff: v.optional(v.nullable(v.object({ email: v.string(), role: v.string(), organisationId: v.optional(v.string()) })), null),
  customer: v.optional(v.nullable(customerSchema), null),
});
/** The answer of `GET auth/session`. */
export type AuthSession = v.InferOutput<typeof authSessionSchema>;

/**
 * Identity calls (`/api/auth`). Customers sign in with a 6-digit code e-mailed to them (10 minutes,
 * 5 tries); the session then lives in an HttpOnly cookie the browser sends by itself, so nothing here
 * stores a token. Errors are ApiErrors: 401 `invalid_code` (field `code`) for a wrong, used or
 * expired code, 503 `mail_unavailable` when the e-mail could not go, 429 `rate_limited`.
 */
export const authApi = {
  /** Who is signed in (`{ staff, customer }`, each null when not). */
  session: (api: ApiClient, signal?: AbortSignal) => api.call({ method: 'get', path: 'auth/session', schema: authSessionSchema, signal }),
  /** E-mails a new sign-in code to `email` (any earlier code stops working). */
  sendCode: (api: ApiClient, email: string) => api.call({ method: 'post', path: 'auth/code', json: { email }, schema: v.object({ sent: v.boolean() }) }),
  /** Exchanges the code for a customer session (the cookie comes with the answer). */
  verifyCode: (api: ApiClient, email: string, code: string) =>
    api.call({ method: 'post', path: 'auth/code/verify', json: { email, code }, schema: v.object({ customer: customerSchema }) }),
  /** Ends the customer session. */
  signOut: (api: ApiClient) => api.call({ method: 'post', path: 'auth/sign-out', json: {}, schema: v.unknown() }),
};
