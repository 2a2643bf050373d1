/**
 * `POST /api/webhooks/stripe`: the card provider's signed events. Mounted before the tenant middleware
 * (the provider posts to one address); the tenant comes from the verified event itself.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context.ts';
import { handleStripeWebhook } from '../../payments/stripe-events.ts';
import { fail, MAX_JSON_BYTES } from '../validation.ts';
import { providersOf } from './respond.ts';

/** Webhook routes (mounted under /api/webhooks). */
export function webhookRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post(
    '/stripe',
    bodyLimit({ maxSize: MAX_JSON_BYTES, onError: (c) => fail(c, 413, 'payload_too_large', 'Request body is larger than 1 MB') }),
    async (c) => {
      const payload = await c.req.text();
      const answer = handleStripeWebhook(c.get('db'), providersOf(c).stripe, payload, c.req.header('stripe-signature'));
      return c.json(answer.body, answer.status);
    },
  );
  return router;
}
