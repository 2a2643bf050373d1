/**
 * The local provider simulators under `/sim` (outside `/api`, so the "no card data in our API" scan
 * can leave them out). Each answers 404 unless its simulator is active (DEMO_MODE and no real keys).
 * - `/sim/stripe`: the card provider's browser endpoints for the fake SDK (retrieve, confirm, settle);
 * - `/sim/paypal`: the buyer's approval of a wallet order;
 * - `/sim/multipay` and `/sim/cardbank`: see simulator-pages.ts.
 * Request bodies are never logged: they can hold card numbers.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { PAYPAL_SIM_DECISIONS } from '../payments/paypal-sim.ts';
import { simError, simJson, simulatorsOf } from '../payments/sim-http.ts';
import { cardbankSimRoutes, multipaySimRoutes } from './simulator-pages.ts';
import { STRIPE_SIM_OUTCOMES } from '../payments/stripe-sim.ts';
import { textOrEmpty, validate } from './api/validation.ts';

const secret = v.pipe(v.string('must be text'), v.maxLength(200, 'is too long'));
const confirmBody = v.object({
  client_secret: secret,
  simulate: v.optional(v.picklist(STRIPE_SIM_OUTCOMES, `must be one of ${STRIPE_SIM_OUTCOMES.join(', ')}`)),
  payment_method: v.optional(v.object({ card: v.object({ number: v.pipe(v.string('must be text'), v.maxLength(30, 'is too long')) }) })),
});
const settleBody = v.object({
  client_secret: secret,
  outcome: v.picklist(['succeeded', 'requires_payment_method', 'canceled'], 'must be succeeded, requires_payment_method or canceled'),
});
const approveBody = v.object({
  simulate: v.optional(v.picklist(PAYPAL_SIM_DECISIONS, `must be one of ${PAYPAL_SIM_DECISIONS.join(', ')}`)),
});

/** The simulated object a call is about. */
const idParam = v.object({ id: v.string() });
/** The payment intent's client secret, which the fake SDK sends to read it back ('' when absent). */
const retrieveQuery = v.object({ client_secret: textOrEmpty });

function stripeSimRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/payment_intents/:id', validate('param', idParam), validate('query', retrieveQuery), async (c) => {
    const sim = simulatorsOf(c).stripe;
    const intent = await sim?.retrieveForClient(c.req.valid('param').id, c.req.valid('query').client_secret);
    return intent ? c.json(intent) : simError(c, 404, 'resource_missing', 'No such payment_intent.');
  });
  router.post('/payment_intents/:id/confirm', validate('param', idParam), async (c) => {
    const sim = simulatorsOf(c).stripe;
    if (!sim) return simError(c, 404, 'resource_missing', 'No such simulator.');
    const parsed = await simJson(c, confirmBody);
    if (!parsed.ok) return simError(c, 400, 'parameter_invalid', parsed.message);
    const { client_secret, simulate, payment_method } = parsed.value;
    if (!simulate && !payment_method) return simError(c, 400, 'parameter_missing', 'payment_method.card.number or simulate is required');
    const answer = await sim.confirm(c.req.valid('param').id, client_secret, { simulate, cardNumber: payment_method?.card.number });
    return c.json(answer.body, answer.status as 200 | 400 | 402 | 404);
  });
  router.post('/payment_intents/:id/settle', validate('param', idParam), async (c) => {
    const sim = simulatorsOf(c).stripe;
    if (!sim) return simError(c, 404, 'resource_missing', 'No such simulator.');
    const parsed = await simJson(c, settleBody);
    if (!parsed.ok) return simError(c, 400, 'parameter_invalid', parsed.message);
    const intent = await sim.settle(c.req.valid('param').id, parsed.value.client_secret, parsed.value.outcome);
    return intent ? c.json({ paymentIntent: intent }) : simError(c, 404, 'resource_missing', 'No such payment_intent.');
  });
  return router;
}

function paypalSimRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/orders/:id/approve', validate('param', idParam), async (c) => {
    const sim = simulatorsOf(c).paypal;
    if (!sim) return simError(c, 404, 'resource_missing', 'No such simulator.');
    const parsed = await simJson(c, approveBody);
    if (!parsed.ok) return simError(c, 400, 'parameter_invalid', parsed.message);
    const order = await sim.decide(c.req.valid('param').id, parsed.value.simulate ?? 'approve');
    return order ? c.json(order) : simError(c, 404, 'resource_missing', 'No open order with this id.');
  });
  return router;
}

/** Every simulator route, to mount at `/sim`. */
export function simulatorRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  });
  router.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => simError(c as Context<AppEnv>, 413, 'payload_too_large', 'Request body is too large.'),
    }),
  );
  router.route('/stripe', stripeSimRoutes());
  router.route('/paypal', paypalSimRoutes());
  router.route('/multipay', multipaySimRoutes());
  router.route('/cardbank', cardbankSimRoutes());
  router.all('*', (c) => simError(c, 404, 'resource_missing', 'No such simulator route.'));
  return router;
}
