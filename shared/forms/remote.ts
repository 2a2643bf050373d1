import type { SubmissionGuard, SubmittedValue } from './api.ts';
import type { FormSchema } from './schema.ts';

async function client() {
  const [{ formsApi }, { pageApi, newIdempotencyKey }] = await Promise.all([import('./api.ts'), import('../api/client.ts')]);
  return { formsApi, api: pageApi(), newIdempotencyKey };
}

/**
 * Subscribes an address to the newsletter through the page's API client (loaded on first use, so
 * the footer's own chunk carries no HTTP code). Resolves with whether it was already subscribed.
 */
export async function subscribeNewsletter(email: string, idempotencyKey: string, source?: string): Promise<{ email: string; alreadySubscribed: boolean }> {
  const { formsApi, api } = await client();
  return (await formsApi.subscribe(api, email, idempotencyKey, source)).data;
}

/** A new key for one submit action: every retry of that action sends the same key. */
export async function submissionKey(): Promise<string> {
  return (await client()).newIdempotencyKey();
}

/** Sends a form's values (one stored submission per `idempotencyKey`), with the honeypot and the saved form's ticket. */
export async function submitFormValues(formId: string, values: Record<string, SubmittedValue>, title: string | undefined, idempotencyKey: string, guard: SubmissionGuard = {}): Promise<{ id: string }> {
  const { formsApi, api } = await client();
  return (await formsApi.submit(api, formId, { values, title, ...guard }, idempotencyKey)).data;
}

/** The latest saved version of a form and the ticket to send with its answers. */
export async function loadSavedForm(formId: string, signal?: AbortSignal): Promise<{ schema: FormSchema; ticket: string }> {
  const { formsApi, api } = await client();
  const answer = await formsApi.published(api, formId, signal);
  return { schema: answer.data.schema, ticket: answer.ticket };
}

/** Saves a design as the next version of its form (staff only); resolves with its name and version. */
export async function saveFormDesign(schema: FormSchema): Promise<{ name: string; version: number }> {
  const { formsApi, api } = await client();
  return (await formsApi.save(api, schema)).data;
}
