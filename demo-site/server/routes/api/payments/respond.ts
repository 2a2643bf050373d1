/**
 * Shared pieces of the payment routes: the providers of this app, the gateway guard, and the answer
 * shapes (`paymentResultSchema` of shared/api/schemas.ts for results; `{ error }` for refusals).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { gatewayUnavailableMessage, PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import { gatewayEnabled } from '../../../domain/gateways.ts';
import { providerAvailable, providersFor, type PaymentProviders } from '../../../payments/providers.ts';
import type { Data } from '../../../database.ts';
import { insertPayment, type PaymentProvider, type PaymentRecord } from '../../../payments/records.ts';
import { resolveDue, targetOf, type DueTarget, type TargetInput, type TargetProblem } from '../../../payments/targets.ts';
import { ProviderError } from '../../../payments/types.ts';
import type { JsonAnswer } from '../idempotency.ts';
import { errorBody, fail } from '../validation.ts';

/** The payment providers of this app (chosen once, see payments/providers.ts). */
export function providersOf(c: Context<AppEnv>): PaymentProviders {
  return providersFor(c.get('config'), c.get('data'));
}

/** 404 'Payment gateway "{name}" not available' unless the tenant offers the gateway and it has a provider. */
export async function gatewayGuard(c: Context<AppEnv>, name: string): Promise<Response | undefined> {
  if ((await gatewayEnabled(c.get('data'), c.get('tenant').id, name)) && providerAvailable(providersOf(c), name)) return undefined;
  return fail(c, 404, 'gateway_unavailable', gatewayUnavailableMessage(name));
}

/** The gateway check as middleware, declared first so a closed gateway answers 404 before the request is read. */
export function requireGateway(name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const guard = await gatewayGuard(c, name);
    if (guard) return guard;
    await next();
  };
}

/**
 * The site's public origin, where the browser finds the simulators: SITE_URL's when it is set (the
 * address visitors use, also when a page shell or a proxy passes the request on), else the origin the
 * request came to. Never a request header such as X-Forwarded-Host, which any caller can write.
 */
export function requestOrigin(c: Context<AppEnv>): string {
  const config = c.get('config');
  return config.siteUrlFromEnv ? new URL(config.siteUrl).origin : new URL(c.req.url).origin;
}

/**
 * The start of a payment with a provider: resolves what `input` pays for (the server's amount) and
 * records its payment row as 'created'; the refusal as an answer when nothing is due.
 */
export async function openPayment(
  data: Data,
  tenantId: string,
  input: TargetInput,
  row: { provider: PaymentProvider; method: string; details?: PaymentRecord['details'] },
): Promise<{ ok: true; target: DueTarget; payment: PaymentRecord } | { ok: false; answer: JsonAnswer }> {
  const due = await resolveDue(data, tenantId, targetOf(input));
  if (!due.ok) return { ok: false, answer: targetFailure(due) };
  const { target } = due;
  const payment = await insertPayment(data, {
    tenantId,
    target,
    ...row,
    amount: target.amount,
    currency: target.currency,
    status: 'created',
  });
  return { ok: true, target, payment };
}

/** A refusal of a target as an answer. */
export function targetFailure(problem: TargetProblem): JsonAnswer {
  return { status: problem.status, body: errorBody(problem.code, problem.message, problem.field) };
}

/** A provider failure as an answer: 502, logged without any request data. Anything else is rethrown. */
export function providerFailure(error: unknown, fallback: string = PAYMENT_MESSAGES.couldNotProcess): JsonAnswer {
  if (!(error instanceof ProviderError)) throw error;
  console.error(`Payment provider error: ${error.message}`);
  return { status: 502, body: errorBody('provider_error', fallback) };
}

/** The body of `paymentResultSchema` for a payment row. */
export function paymentResult(
  payment: PaymentRecord,
  result: { success: boolean; status: string; message: string; metadata?: Record<string, unknown> },
) {
  const reference = payment.providerRef ?? payment.id;
  return {
    success: result.success,
    status: result.status,
    payment_intent_id: reference,
    transaction_id: payment.transactionId,
    transactionId: payment.transactionId,
    message: result.message,
    metadata: {
      paymentId: payment.id,
      [payment.target.type === 'order' ? 'orderId' : 'reservationId']: payment.target.id,
      provider: payment.provider,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      ...(payment.last4 ? { last4: payment.last4, brand: payment.brand } : {}),
      ...result.metadata,
    },
  };
}

/** `{ error }` with 409 `already_paid`-style codes as an answer. */
export function refusal(status: 400 | 404 | 409 | 422, code: string, message: string, field?: string): JsonAnswer {
  return { status, body: errorBody(code, message, field) };
}
