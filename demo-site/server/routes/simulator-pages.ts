/**
 * The simulator pages and the card-and-bank-transfer provider's `payments/process` endpoint:
 * - `GET /sim/multipay/{id}` + `POST` (token, action complete | fail | expire);
 * - `POST /sim/cardbank/payments/process` (bearer publishable key; card or bank details);
 * - `GET /sim/cardbank/action/{id}` + `POST` (token, decision approve | decline).
 * Page forms are same-origin POSTs carrying the object's own random token; a foreign Origin is refused.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { CARDBANK_METHODS } from '../../../shared/payments/methods.ts';
import { cardbankSimPage } from '../views/sim-cardbank.ts';
import { multipaySimPage } from '../views/sim-multipay.ts';
import type { AppEnv } from '../context.ts';
import { CARDBANK_SIM_DECISIONS, SIM_CARDBANK_PUBLIC_KEY, type ProcessRequest } from '../payments/cardbank-sim.ts';
import { MULTIPAY_SIM_ACTIONS, sameToken } from '../payments/multipay-sim.ts';
import { simError, simJson, simulatorsOf } from '../payments/sim-http.ts';
import { validate } from './api/validation.ts';

/** A page form's random token, or undefined when it is not one. */
const tokenField = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{48}$/))), undefined);

/** One of a page form's choices, or undefined when it is none of them. */
const choiceOf = <K extends string>(choices: readonly [K, ...K[]]) => v.fallback(v.optional(v.picklist(choices)), undefined);

const multipayForm = v.object({ token: tokenField, action: choiceOf(MULTIPAY_SIM_ACTIONS) });
const cardbankForm = v.object({ token: tokenField, decision: choiceOf(CARDBANK_SIM_DECISIONS) });
/** The simulated object a page is about. */
const idParam = v.object({ id: v.string() });

/** The token and choice of a same-origin page form, or undefined when the form is not valid. */
function formChoice<K extends string>(c: Context<AppEnv>, token: string | undefined, choice: K | undefined): { token: string; choice: K } | undefined {
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) return undefined;
  return token && choice ? { token, choice } : undefined;
}

const outcomeStatus = { ok: 303, forbidden: 403, closed: 303, missing: 404 } as const;

/** `/sim/multipay/...` */
export function multipaySimRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/:id', validate('param', idParam), async (c) => {
    const session = await simulatorsOf(c).multipay?.view(c.req.valid('param').id);
    return session ? c.html(multipaySimPage(session)) : c.text('No such payment session.', 404);
  });
  router.post('/:id', validate('param', idParam), validate('form', multipayForm), async (c) => {
    const sim = simulatorsOf(c).multipay;
    if (!sim) return c.text('No such payment session.', 404);
    const { id } = c.req.valid('param');
    const { token, action } = c.req.valid('form');
    const form = formChoice(c, token, action);
    if (!form) return c.text('This form is not valid for this session.', 403);
    const result = await sim.act(id, form.token, form.choice);
    if (result === 'forbidden' || result === 'missing') return c.text('This form is not valid for this session.', outcomeStatus[result]);
    return c.redirect(`/sim/multipay/${encodeURIComponent(id)}`, 303);
  });
  return router;
}

const digits = (max: number) => v.pipe(v.string('must be text'), v.maxLength(max, 'is too long'));
const processBody = v.object({
  amount: v.pipe(
    v.number('must be a number'),
    v.integer('must be whole minor units'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(100_000_000, 'is too large'),
  ),
  currency: v.pipe(v.string('must be text'), v.regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')),
  customer: v.optional(v.object({ email: v.optional(v.pipe(v.string(), v.maxLength(254))) })),
  payment_method: v.picklist(CARDBANK_METHODS, `must be one of ${CARDBANK_METHODS.join(', ')}`),
  payment_details: v.object({
    card_number: v.optional(digits(30)),
    expiry: v.optional(digits(7)),
    cvv: v.optional(digits(6)),
    name: v.optional(v.pipe(v.string('must be text'), v.maxLength(100, 'is too long'))),
    bank_code: v.optional(v.pipe(v.string('must be text'), v.maxLength(20, 'is too long'))),
  }),
  metadata: v.optional(v.record(v.string(), v.pipe(v.string('values must be text'), v.maxLength(200, 'values are too long')))),
});

/** `/sim/cardbank/...` */
export function cardbankSimRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/payments/process', async (c) => {
    const sim = simulatorsOf(c).cardbank;
    if (!sim) return simError(c, 404, 'resource_missing', 'No such simulator.');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(bearer, SIM_CARDBANK_PUBLIC_KEY))
      return c.json({ status: 'failed', error: 'unauthorized', message: 'Invalid API key.' }, 401);
    const parsed = await simJson(c, processBody);
    if (!parsed.ok) return c.json({ status: 'failed', error: 'invalid_request', message: parsed.message }, 400);
    const body = parsed.value;
    const details = body.payment_details;
    if (body.payment_method === 'card' && (!details.card_number || !details.expiry || !details.cvv)) {
      return c.json(
        { status: 'failed', error: 'invalid_request', message: 'payment_details: card_number, expiry and cvv are required' },
        400,
      );
    }
    if (body.payment_method === 'bank_transfer' && !details.bank_code)
      return c.json({ status: 'failed', error: 'invalid_request', message: 'payment_details.bank_code: is required' }, 400);
    const request: ProcessRequest = {
      amount: body.amount,
      currency: body.currency,
      ...(body.customer?.email ? { email: body.customer.email } : {}),
      method: body.payment_method,
      ...(body.payment_method === 'card'
        ? { card: { number: details.card_number ?? '', expiry: details.expiry ?? '', cvv: details.cvv ?? '' } }
        : { bankCode: details.bank_code ?? '' }),
      metadata: body.metadata ?? {},
    };
    return c.json(await sim.process(request, new URL(c.req.url).origin));
  });
  router.get('/action/:id', validate('param', idParam), async (c) => {
    const payment = await simulatorsOf(c).cardbank?.view(c.req.valid('param').id);
    return payment ? c.html(cardbankSimPage(payment)) : c.text('No such payment.', 404);
  });
  router.post('/action/:id', validate('param', idParam), validate('form', cardbankForm), async (c) => {
    const sim = simulatorsOf(c).cardbank;
    if (!sim) return c.text('No such payment.', 404);
    const { id } = c.req.valid('param');
    const { token, decision } = c.req.valid('form');
    const form = formChoice(c, token, decision);
    if (!form) return c.text('This form is not valid for this payment.', 403);
    const result = await sim.decide(id, form.token, form.choice);
    if (result === 'forbidden' || result === 'missing') return c.text('This form is not valid for this payment.', outcomeStatus[result]);
    return c.redirect(`/sim/cardbank/action/${encodeURIComponent(id)}`, 303);
  });
  return router;
}
