/**
 * The providers' webhooks, mounted before the tenant middleware (a provider posts to one address); the
 * tenant comes from the verified event itself:
 * - `POST /api/webhooks/stripe`: the card provider's events, signed with STRIPE_WEBHOOK_SECRET;
 * - `POST /api/webhooks/paypal`: the wallet provider's events, verified by asking PayPal
 *   (PAYPAL_WEBHOOK_ID).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../../context.ts';
import { handlePaypalWebhook } from '../../../payments/paypal-events.ts';
import { handleStripeWebhook } from '../../../payments/stripe-events.ts';
import { fail, MAX_JSON_BYTES } from '../validation.ts';
import { providersOf } from './respond.ts';

/** Webhook routes (mounted under /api/webhooks). */
export function webhookRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => fail(c, 413, 'payload_too_large', 'Request body is larger than 1 MB'),
  });
  router.post('/stripe', limit, async (c) => {
    const payload = await c.req.text();
    const answer = await handleStripeWebhook(c.get('data'), providersOf(c).stripe, payload, c.req.header('stripe-signature'));
    return c.json(answer.body, answer.status);
  });
  router.post('/paypal', limit, async (c) => {
    const payload = await c.req.text();
    const answer = await handlePaypalWebhook(c.get('data'), providersOf(c), payload, (name) => c.req.header(name));
    return c.json(answer.body, answer.status);
  });
  return router;
}
