import * as v from 'valibot';
import type { ApiClient } from '../api/client.ts';

const subscription = v.object({ data: v.object({ email: v.string(), alreadySubscribed: v.boolean() }) });
const submission = v.object({ data: v.object({ id: v.string(), formId: v.string(), receivedAt: v.string() }) });

/** A value a form field submits: text, a number, a checkbox state, or the choices of a group. */
export type SubmittedValue = string | number | boolean | null | string[];

/** The forms API (demo-site/server/api/forms.ts): newsletter sign-ups and form submissions. */
export const formsApi = {
  /**
   * `POST forms/newsletter`: 201 new, 200 `alreadySubscribed`. One `idempotencyKey` per sign-up, so a
   * retry after a lost answer gets the first answer instead of "already subscribed".
   */
  subscribe: (api: ApiClient, email: string, idempotencyKey: string, source?: string, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'forms/newsletter', json: { email, source }, schema: subscription, signal, idempotencyKey }),
  /** `POST forms/{formId}/submissions` with an Idempotency-Key, so a retry stores one submission. */
  submit: (api: ApiClient, formId: string, body: { values: Record<string, SubmittedValue>; title?: string }, idempotencyKey: string, signal?: AbortSignal) =>
    api.call({ method: 'post', path: `forms/${encodeURIComponent(formId)}/submissions`, json: body, schema: submission, idempotencyKey, signal }),
};
