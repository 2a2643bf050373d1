import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { formSchemaSchema } from '../../../../shared/forms/schema.ts';
import { judgeSubmission } from '../../../../shared/forms/spam.ts';
import { validateSubmission } from '../../../../shared/forms/submission.ts';
import { principalOf } from '../../auth/principal.ts';
import { currentTime } from '../../clock.ts';
import type { AppEnv } from '../../context.ts';
import { readFormTicket, signFormTicket } from '../../domain/form-tickets.ts';
import { latestForm, listForms, saveForm } from '../../domain/forms.ts';
import { nowIso, randomId, sha256 } from '../../domain/ids.ts';
import { getRecord, upsertRecord } from '../../domain/records.ts';
import { serverSecret } from '../../domain/secrets.ts';
import { idempotent } from './idempotency.ts';
import { email, fail, jsonBodyLimit, sentBody, TYPE_PATTERN, validate } from './validation.ts';

/** Record type of newsletter subscribers (one record per address, so subscribing twice is harmless). */
export const SUBSCRIBER_TYPE = 'newsletter_subscriber';
/** Record type of form submissions. */
export const SUBMISSION_TYPE = 'form_submission';
/** Most fields one submission may carry. */
export const MAX_SUBMISSION_FIELDS = 100;
/** The message of a submission sent sooner after the form appeared than a person can fill it in. */
export const TOO_QUICK_MESSAGE = 'That was quicker than we expected. Please check your answers and send them again.';

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
  trap: v.optional(v.pipe(v.string(), v.maxLength(500, 'must be at most 500 characters'))),
  ticket: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
});
const formParams = v.object({
  formId: v.pipe(v.string(), v.regex(TYPE_PATTERN, 'must start with a lower-case letter, then up to 40 of a-z, 0-9, _ or -')),
});
const saveBody = v.object({ schema: formSchemaSchema });

/** Who saved a design, as the forms table records it. */
function savedBy(c: Context<AppEnv>): string {
  const principal = principalOf(c);
  return principal.kind === 'staff' ? `staff:${principal.staffId}` : 'app';
}

let botsRefused = 0;

/**
 * Newsletter sign-ups, saved form designs and form submissions, mounted at `/api/forms`:
 * - `POST newsletter` `{ email }` (201 new, 200 already subscribed; an `Idempotency-Key` makes a
 *   retry of the same sign-up get the first answer);
 * - `POST designs` `{ schema }` (staff): saves a design as the next version of its form (201);
 *   `GET designs` (staff): the saved forms at their latest version;
 * - `GET designs/{formId}` (public): the latest version, with a signed ticket of when it was handed out;
 * - `POST {formId}/submissions` `{ values, title?, trap?, ticket? }` (201; an `Idempotency-Key` makes a
 *   retry safe). For a saved form the values are checked against it (400 naming the first field, with
 *   its rule as the code) and the ticket is required: a filled honeypot (`trap`) or a missing or forged
 *   ticket is a bot, answered 201 as if stored and not stored; a ticket under 3 seconds old is 422
 *   `too_quick`, so a fast person is told and keeps the answers.
 */
export function formRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/newsletter', jsonBodyLimit(), validate('json', newsletterBody), (c) => {
    const body = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const address = body.email.toLowerCase();
    const id = sha256(address).slice(0, 32);
    return idempotent(c, 'newsletter.subscribe', sentBody(c), async () => {
      if (await getRecord(data, tenantId, SUBSCRIBER_TYPE, id))
        return { status: 200, body: { data: { email: address, alreadySubscribed: true } } };
      await upsertRecord(data, tenantId, SUBSCRIBER_TYPE, id, { email: address, source: body.source ?? null, subscribedAt: nowIso() });
      return { status: 201, body: { data: { email: address, alreadySubscribed: false } } };
    });
  });

  router.post('/designs', jsonBodyLimit(), validate('json', saveBody), async (c) => {
    const saved = await saveForm(c.get('data'), c.get('tenant').id, c.req.valid('json').schema, savedBy(c), currentTime());
    return c.json({ data: saved }, 201);
  });

  router.get('/designs', async (c) => c.json({ data: await listForms(c.get('data'), c.get('tenant').id) }));

  router.get('/designs/:formId', validate('param', formParams), async (c) => {
    const tenantId = c.get('tenant').id;
    const form = await latestForm(c.get('data'), tenantId, c.req.valid('param').formId);
    if (!form) return fail(c, 404, 'not_found', 'There is no saved form with this id.');
    const ticket = signFormTicket(serverSecret(c.get('config')), tenantId, form.formId, currentTime().getTime());
    c.header('cache-control', 'no-store');
    return c.json({ data: form, ticket });
  });

  router.post('/:formId/submissions', jsonBodyLimit(), validate('param', formParams), validate('json', submissionBody), async (c) => {
    const body = c.req.valid('json');
    const tenantId = c.get('tenant').id;
    const { formId } = c.req.valid('param');
    const saved = await latestForm(c.get('data'), tenantId, formId);
    const now = currentTime().getTime();
    const issuedAt = saved ? readFormTicket(serverSecret(c.get('config')), tenantId, formId, body.ticket) : undefined;
    const verdict = judgeSubmission({ trap: body.trap, issuedAt, now });
    if (verdict === 'bot') {
      botsRefused += 1;
      console.warn(`Form ${formId} of ${tenantId}: a bot-like submission was not stored (${botsRefused} since start).`);
      return c.json({ data: { id: randomId('rec'), formId, receivedAt: nowIso(new Date(now)) } }, 201);
    }
    if (verdict === 'too-quick') return fail(c, 422, 'too_quick', TOO_QUICK_MESSAGE);
    let values = body.values;
    if (saved) {
      const checked = validateSubmission(saved.schema, values);
      if (!checked.ok && checked.kind === 'shape') return fail(c, 400, 'invalid', `${checked.field}: ${checked.message}`, checked.field);
      if (!checked.ok) {
        const [name, error] = Object.entries(checked.errors)[0] ?? ['', { code: 'required' }];
        const label = saved.schema.fields.find((f) => f.name === name)?.label ?? name;
        return c.json(
          {
            error: { code: error.code, message: `values.${name}: ${label} is not valid (${error.code})`, field: `values.${name}` },
            fields: checked.errors,
          },
          400,
        );
      }
      values = checked.data;
    }
    return idempotent(c, `form.${formId}.submit`, sentBody(c), async () => {
      const submission = { formId, title: body.title ?? saved?.name ?? null, values, ...(saved ? { version: saved.version } : {}) };
      const { record } = await upsertRecord(c.get('data'), tenantId, SUBMISSION_TYPE, undefined, submission);
      return { status: 201, body: { data: { id: record.id, formId, receivedAt: record.createdAt } } };
    });
  });

  return router;
}
