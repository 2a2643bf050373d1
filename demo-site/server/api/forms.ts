import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { nowIso, sha256 } from '../domain/ids.ts';
import { getRecord, upsertRecord } from '../domain/records.ts';
import { idempotent } from './idempotency.ts';
import { email, jsonBodyLimit, readJson, readParams, TYPE_PATTERN } from './validation.ts';

/** Record type of newsletter subscribers (one record per address, so subscribing twice is harmless). */
export const SUBSCRIBER_TYPE = 'newsletter_subscriber';
/** Record type of form submissions. */
export const SUBMISSION_TYPE = 'form_submission';
/** Most fields one submission may carry. */
export const MAX_SUBMISSION_FIELDS = 100;

const newsletterBody = v.object({
  email,
  source: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
});

const fieldName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'names must be 1-64 letters, digits, _ or -'));
const fieldValue = v.union(
  [
    v.pipe(v.string(), v.maxLength(5000, 'text values must be at most 5000 characters')),
    v.number(),
    v.boolean(),
    v.null(),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(50)),
  ],
  'values must be text, numbers, booleans, null or lists of text',
);
const submissionBody = v.object({
  values: v.pipe(
    v.record(fieldName, fieldValue),
    v.check((values) => Object.keys(values).length <= MAX_SUBMISSION_FIELDS, `must have at most ${MAX_SUBMISSION_FIELDS} fields`),
  ),
  title: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
});
const formParams = v.object({ formId: v.pipe(v.string(), v.regex(TYPE_PATTERN, 'must start with a lower-case letter, then up to 40 of a-z, 0-9, _ or -')) });

/**
 * Newsletter sign-ups and form submissions, mounted at `/api/forms`, stored as the tenant's data
 * records: `POST newsletter` `{ email }` (201 new, 200 already subscribed; an `Idempotency-Key` makes a
 * retry of the same sign-up get the first answer) and
 * `POST {formId}/submissions` `{ values, title? }` (201; an `Idempotency-Key` makes a retry safe).
 */
export function formRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/newsletter', jsonBodyLimit(), async (c) => {
    const body = await readJson(c, newsletterBody);
    if (!body.ok) return body.response;
    const db = c.get('db');
    const tenantId = c.get('tenant').id;
    const address = body.value.email.toLowerCase();
    const id = sha256(address).slice(0, 32);
    return idempotent(c, 'newsletter.subscribe', body.raw, () => {
      if (getRecord(db, tenantId, SUBSCRIBER_TYPE, id)) return { status: 200, body: { data: { email: address, alreadySubscribed: true } } };
      upsertRecord(db, tenantId, SUBSCRIBER_TYPE, id, { email: address, source: body.value.source ?? null, subscribedAt: nowIso() });
      return { status: 201, body: { data: { email: address, alreadySubscribed: false } } };
    });
  });

  router.post('/:formId/submissions', jsonBodyLimit(), async (c) => {
    const params = readParams(c, formParams);
    if (!params.ok) return params.response;
    const body = await readJson(c, submissionBody);
    if (!body.ok) return body.response;
    const db = c.get('db');
    const tenantId = c.get('tenant').id;
    const { formId } = params.value;
    return idempotent(c, `form.${formId}.submit`, body.raw, () => {
      const { record } = upsertRecord(db, tenantId, SUBMISSION_TYPE, undefined, { formId, title: body.value.title ?? null, values: body.value.values });
      return { status: 201, body: { data: { id: record.id, formId, receivedAt: record.createdAt } } };
    });
  });

  return router;
}
