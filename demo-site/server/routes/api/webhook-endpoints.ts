import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.ts';
import { fail, idParam, jsonBodyLimit, validate } from './validation.ts';
import { WEBHOOK_EVENT_TYPES } from '../../lifecycle/events.ts';
import { createEndpoint, deleteEndpoint, listEndpoints, MAX_ENDPOINTS } from '../../notify/endpoints.ts';
import { isPrivateHost } from '../../notify/private-hosts.ts';

/** The refusal of a plain-http endpoint outside demo mode. */
export const HTTPS_REQUIRED = 'url: must be an https:// address';
/** The refusal of an endpoint on this machine or a private network outside demo mode. */
export const PUBLIC_HOST_REQUIRED = 'url: must be a public address, not this machine or a private network';

const endpointUrl = v.pipe(
  v.string('must be a URL'),
  v.trim(),
  v.maxLength(2000, 'must be at most 2000 characters'),
  v.check((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) URL'),
  v.check((s) => !new URL(s).username && !new URL(s).password, 'must not carry a user name or password'),
);

const newEndpoint = v.object({
  url: endpointUrl,
  events: v.optional(
    v.pipe(
      v.array(v.picklist(['*', ...WEBHOOK_EVENT_TYPES], `must list event types: ${WEBHOOK_EVENT_TYPES.join(', ')} or *`)),
      v.nonEmpty('must name at least one event type'),
      v.transform((events) => [...new Set(events)]),
    ),
    ['*'],
  ),
});

/**
 * The tenant's outgoing webhook endpoints, under `/api/webhooks` (staff only, by the access table):
 * `GET /` lists them (never the secret), `POST /` adds one `{ url, events }` (outside demo mode an
 * https URL on a public host) and answers its signing secret once, `DELETE /{id}` removes one.
 */
export function webhookEndpointRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/', async (c) => c.json({ data: await listEndpoints(c.get('data'), c.get('tenant').id) }));

  router.post('/', jsonBodyLimit(), validate('json', newEndpoint), async (c) => {
    const body = c.req.valid('json');
    const url = new URL(body.url);
    if (!c.get('config').demoMode && url.protocol !== 'https:') return fail(c, 400, 'invalid', HTTPS_REQUIRED, 'url');
    if (!c.get('config').demoMode && isPrivateHost(url.hostname)) return fail(c, 400, 'invalid', PUBLIC_HOST_REQUIRED, 'url');
    const made = await createEndpoint(c.get('data'), c.get('tenant').id, body);
    if (!made) return fail(c, 409, 'too_many_endpoints', `A site can have at most ${MAX_ENDPOINTS} webhook endpoints. Remove one first.`);
    return c.json({ data: made }, 201);
  });

  router.delete('/:id', validate('param', idParam), async (c) => {
    if (!(await deleteEndpoint(c.get('data'), c.get('tenant').id, c.req.valid('param').id))) return fail(c, 404, 'not_found', 'No such webhook endpoint.');
    return c.body(null, 204);
  });

  return router;
}
