/** Helpers shared by the simulator routes. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { providersFor, type PaymentProviders } from './providers.ts';

/** The simulators of this app. */
export function simulatorsOf(c: Context<AppEnv>): PaymentProviders['sim'] {
  return providersFor(c.get('config'), c.get('data')).sim;
}

/** A JSON error in the providers' usual `{ error: { type, code, message } }` shape. */
export function simError(c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 413, code: string, message: string): Response {
  return c.json({ error: { type: 'invalid_request_error', code, message } }, status);
}

/** Reads a JSON body against a schema; the message names the field, never echoes a value. */
export async function simJson<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; message: string }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, message: 'body: must be a JSON object' };
  }
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join('.') || 'body';
  return { ok: false, message: `${field}: ${issue?.input === undefined ? 'is required' : (issue?.message ?? 'is not valid')}` };
}
