import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { cardSimulatorPaths, processTransferPayment, type TransferProcessRequest } from './payments.ts';

const body: TransferProcessRequest = {
  amount: 3052,
  currency: 'USD',
  payment_method: 'bank_transfer',
  payment_details: { bank_code: 'CHASE' },
  metadata: { orderId: 'ord_1' },
};

describe('processTransferPayment (browser → provider, never our API)', () => {
  it('posts to {endpoint}/payments/process with the bearer public key and reads the answer', async () => {
    let seen: { url: string; auth: string | null; body: string } | undefined;
    const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
      seen = { url: String(url), auth: new Headers(init?.headers).get('authorization'), body: String(init?.body) };
      return new Response(JSON.stringify({ status: 'requires_action', payment_id: 'cbp_1', action_url: 'https://bank.test/a' }), {
        status: 200,
      });
    }) as typeof fetch;
    const answer = await processTransferPayment('https://pay.test/v1/', 'pk_public', body, { fetch: fetchFn });
    expect(answer).toEqual({ status: 'requires_action', payment_id: 'cbp_1', action_url: 'https://bank.test/a' });
    expect(seen).toEqual({ url: 'https://pay.test/v1/payments/process', auth: 'Bearer pk_public', body: JSON.stringify(body) });
  });

  it('turns an unreachable provider or a foreign answer into an ApiError', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(processTransferPayment('https://pay.test', 'k', body, { fetch: down })).rejects.toMatchObject({ kind: 'network' });
    const html = (async () => new Response('<html>', { status: 502 })) as typeof fetch;
    const error = await processTransferPayment('https://pay.test', 'k', body, { fetch: html }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Payment processing failed');
  });

  it('builds the card simulator paths', () => {
    expect(cardSimulatorPaths.confirm('http://localhost/sim/stripe', 'pi_1')).toBe(
      'http://localhost/sim/stripe/payment_intents/pi_1/confirm',
    );
    expect(cardSimulatorPaths.retrieve('/sim/stripe', 'pi_1', 'a b')).toBe('/sim/stripe/payment_intents/pi_1?client_secret=a%20b');
  });
});
