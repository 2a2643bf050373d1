import { WEBHOOK_EVENT_TYPES } from '../../../lifecycle/events.ts';
import { dataOf, listOf, op, ref, type JsonSchema, type Paths } from './types.ts';

const tags = ['webhooks'];
const str = { type: 'string' } as const;
const events: JsonSchema = { type: 'array', minItems: 1, items: { enum: ['*', ...WEBHOOK_EVENT_TYPES] } };

/** Wire shapes of the tenant's outgoing webhook endpoints. */
export const schemas: Record<string, JsonSchema> = {
  WebhookEndpoint: {
    type: 'object',
    required: ['id', 'url', 'events', 'createdAt'],
    properties: { id: str, url: { type: 'string', format: 'uri' }, events, createdAt: { type: 'string', format: 'date-time' } },
  },
};

/** The tenant's outgoing webhook endpoints (demo-site/server/routes/api/webhook-endpoints.ts); docs/webhooks.md explains the signature. */
export const paths: Paths = {
  '/webhooks': {
    get: op('The tenant’s webhook endpoints (secrets are never shown again)', { tags, ok: listOf(ref('WebhookEndpoint')), errors: [401, 403] }),
    post: op('Add a webhook endpoint; answers its signing secret once', {
      tags,
      status: 201,
      description: 'Events are POSTed as `{ id, type, created, data }` with `Site-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. Outside demo mode the URL must be https. `events` defaults to `["*"]`.',
      body: { type: 'object', required: ['url'], properties: { url: { type: 'string', format: 'uri' }, events } },
      ok: dataOf({ allOf: [ref('WebhookEndpoint'), { type: 'object', required: ['secret'], properties: { secret: str } }] }),
      errors: [400, 401, 403, 409],
    }),
  },
  '/webhooks/{id}': {
    delete: op('Remove a webhook endpoint (its pending deliveries end as failed)', { tags, ok: null, status: 204, errors: [401, 403, 404] }),
  },
};
