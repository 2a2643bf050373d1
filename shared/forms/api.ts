import * as v from 'valibot';
import type { ApiClient } from '../api/client.ts';
import { formSchemaSchema } from './schema.ts';

const subscription = v.object({ data: v.object({ email: v.string(), alreadySubscribed: v.boolean() }) });
const submission = v.object({ data: v.object({ id: v.string(), formId: v.string(), receivedAt: v.string() }) });
const savedForm = v.object({ formId: v.string(), version: v.number(), name: v.string(), savedAt: v.string(), schema: formSchemaSchema });
const published = v.object({ data: savedForm, ticket: v.string() });
const saved = v.object({ data: savedForm });

/** A value a form field submits: text, a number, a checkbox state, or the choices of a group. */
export type SubmittedValue = string | number | boolean | null | string[];

/** What a submission sends besides the values: the honeypot's content and the saved form's ticket. */
export interface SubmissionGuard {
  trap?: string;
  ticket?: string;
}

/** The forms API (demo-site/server/routes/api/forms.ts): newsletter sign-ups, saved designs and form submissions. */
export const formsApi = {
  /**
   * `POST forms/newsletter`: 201 new, 200 `alreadySubscribed`. One `idempotencyKey` per sign-up, so a
   * retry after a lost answer gets the first answer instead of "already subscribed".
   */
  subscribe: (api: ApiClient, email: string, idempotencyKey: string, source?: string, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'forms/newsletter', json: { email, source }, schema: subscription, signal, idempotencyKey }),
  /** `POST forms/{formId}/submissions` with an Idempotency-Key, so a retry stores one submission. */
  submit: (api: ApiClient, formId: string, body: { values: Record<string, SubmittedValue>; title?: string } & SubmissionGuard, idempotencyKey: string, signal?: AbortSignal) =>
    api.call({ method: 'post', path: `forms/${encodeURIComponent(formId)}/submissions`, json: body, schema: submission, idempotencyKey, signal }),
  /** `GET forms/designs/{formId}`: the latest saved version of a form, with its ticket. */
  published: (api: ApiClient, formId: string, signal?: AbortSignal) => api.call({ method: 'get', path: `forms/designs/${encodeURIComponent(formId)}`, schema: published, signal }),
  /** `POST forms/designs` (staff): saves a design as the next version of its form. */
  save: (api: ApiClient, schema: v.InferOutput<typeof formSchemaSchema>) => api.call({ method: 'post', path: 'forms/designs', json: { schema }, schema: saved }),
};
