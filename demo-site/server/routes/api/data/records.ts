import { Hono, type Next } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../context.ts';
import { bodyLimit } from 'hono/body-limit';
import { storeLogs } from '../../../domain/client-logs.ts';
import { FIELD_PATTERN, findByAttribute, findRecords, getRecord, RECORD_ID_PATTERN, upsertRecord } from '../../../domain/records.ts';
import { fail, jsonBodyLimit, text, TYPE_PATTERN, validate, type ValidContext, wholeNumber } from '../validation.ts';

/** Most records one call returns. */
export const MAX_RECORDS = 100;
/** Largest `data` of one record, as JSON text. */
export const MAX_RECORD_BYTES = 64 * 1024;
/** Largest body of one `batch-log` call (at most 50 lines); larger batches get 413. */
export const MAX_LOG_BATCH_BYTES = 256 * 1024;

const type = v.pipe(v.string(), v.regex(TYPE_PATTERN, 'must start with a lower-case letter, then up to 40 of a-z, 0-9, _ or -'));
const field = v.pipe(v.string(), v.regex(FIELD_PATTERN, 'must be a field name (letters, digits, _)'));
const recordId = v.pipe(v.string(), v.regex(RECORD_ID_PATTERN, 'must be 1-100 letters, digits, _ or -'));
const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()], 'values must be text, numbers, booleans or null');

const findBody = v.object({
  query: v.optional(
    v.pipe(
      v.record(v.string(), scalar),
      v.check((q) => Object.keys(q).every((k) => FIELD_PATTERN.test(k)), 'keys must be top-level field names (letters, digits, _)'),
      v.check((q) => Object.keys(q).length <= 20, 'must have at most 20 fields'),
    ),
  ),
  options: v.optional(
    v.object({
      limit: v.optional(wholeNumber(1, MAX_RECORDS)),
      skip: v.optional(wholeNumber(0, 1_000_000)),
      sort: v.optional(
        v.pipe(
          v.record(v.string(), v.picklist([1, -1], 'must be 1 or -1')),
          v.check((s) => Object.keys(s).every((k) => FIELD_PATTERN.test(k)), 'keys must be top-level field names'),
          v.check((s) => Object.keys(s).length <= 3, 'must have at most 3 fields'),
        ),
      ),
    }),
  ),
  keyword: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
});

const upsertBody = v.object({
  type,
  id: v.optional(recordId),
  data: v.pipe(
    v.custom<Record<string, unknown>>((d) => typeof d === 'object' && d !== null && !Array.isArray(d), 'must be an object'),
    v.check((d) => JSON.stringify(d).length <= MAX_RECORD_BYTES, `must be at most ${MAX_RECORD_BYTES / 1024} KB of JSON`),
  ),
});

const logBody = v.object({
  entries: v.pipe(
    v.array(
      v.object({
        level: v.picklist(['debug', 'info', 'warn', 'error'], 'must be debug, info, warn or error'),
        message: text(2000),
        data: v.optional(v.unknown()),
      }),
      'must be a list',
    ),
    v.minLength(1, 'must not be empty'),
    v.maxLength(50, 'must have at most 50 entries'),
  ),
});

const typeParam = v.object({ type });

const siteParam = v.object({ site: v.string() });

/** `create-or-update/{site}` names this tenant's site (its name or id); any other is 404 before the body is read. */
const ownSite = async (c: ValidContext<{ param: typeof siteParam }>, next: Next) => {
  const tenant = c.get('tenant');
  const { site } = c.req.valid('param');
  if (site !== tenant.siteName && site !== tenant.id) return fail(c, 404, 'not_found', `Unknown site "${site.slice(0, 100)}".`);
  await next();
};

/**
 * The generic records of the data API, mounted at `/api`: `GET data/find-by-attribute/{type}[/{attr}/{value}]`,
 * `POST data/find/{type}`, `POST data/search/{type}`, `GET data/get/{type}/{id}`,
 * `POST data/create-or-update/{site}` and `POST data/batch-log`. Everything is the tenant's own.
 */
export function recordRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/data/find-by-attribute/:type', validate('param', typeParam), async (c) => {
    return c.json({
      data: await findRecords(c.get('data'), c.get('tenant').id, c.req.valid('param').type, { limit: MAX_RECORDS, skip: 0 }),
    });
  });

  const attributeParams = v.object({ type, attr: field, value: v.pipe(v.string(), v.maxLength(500, 'must be at most 500 characters')) });
  router.get('/data/find-by-attribute/:type/:attr/:value', validate('param', attributeParams), async (c) => {
    const { type: t, attr, value } = c.req.valid('param');
    return c.json({ data: await findByAttribute(c.get('data'), c.get('tenant').id, t, attr, value, MAX_RECORDS) });
  });

  const find = (withKeyword: boolean) => async (c: ValidContext<{ param: typeof typeParam; json: typeof findBody }>) => {
    const { query, options, keyword } = c.req.valid('json');
    const records = await findRecords(c.get('data'), c.get('tenant').id, c.req.valid('param').type, {
      query,
      keyword: withKeyword ? keyword : undefined,
      limit: options?.limit ?? 20,
      skip: options?.skip ?? 0,
      sort: options?.sort,
    });
    return c.json({ data: records });
  };
  router.post('/data/find/:type', jsonBodyLimit(), validate('param', typeParam), validate('json', findBody), find(false));
  router.post('/data/search/:type', jsonBodyLimit(), validate('param', typeParam), validate('json', findBody), find(true));

  router.get('/data/get/:type/:id', validate('param', v.object({ type, id: recordId })), async (c) => {
    const { type: t, id } = c.req.valid('param');
    const record = await getRecord(c.get('data'), c.get('tenant').id, t, id);
    if (!record) return fail(c, 404, 'not_found', `No ${t} record "${id}".`);
    return c.json({ data: record });
  });

  router.post('/data/create-or-update/:site', jsonBodyLimit(), validate('param', siteParam), ownSite, validate('json', upsertBody), async (c) => {
    const body = c.req.valid('json');
    const { record, created } = await upsertRecord(c.get('data'), c.get('tenant').id, body.type, body.id, body.data);
    return c.json({ data: record }, created ? 201 : 200);
  });

  // One call carries at most 50 lines in 256 KB; the tenant keeps its latest MAX_LOG_ROWS lines.
  const logLimit = bodyLimit({
    maxSize: MAX_LOG_BATCH_BYTES,
    onError: (c) => fail(c, 413, 'payload_too_large', 'Log batch is larger than 256 KB'),
  });
  router.post('/data/batch-log', logLimit, validate('json', logBody), async (c) => {
    return c.json({ accepted: await storeLogs(c.get('data'), c.get('tenant').id, c.req.valid('json').entries) });
  });

  return router;
}
