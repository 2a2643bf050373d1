// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAllowedUrl } from '../../../../../shared/payments/allow-list.ts';
import { TEST_ENGINE } from '../../../../../test/helpers/server/test-app.ts';
import { NW_ORDER_TOTAL, paymentApp, TEST_CARD, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => {
  vi.restoreAllMocks();
  app.close();
});

const KEY = 'pk_sim_cardbank_demo';

/**
 * Everything the app's database keeps, as text, by where it is kept: on SQLite the bytes of its files
 * (the main file, its WAL and shared memory, after a checkpoint), on PostgreSQL every row of every table.
 */
async function storedText(): Promise<Array<{ where: string; text: string }>> {
  if (TEST_ENGINE === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(app.data);
    const { rows } = await sql<{ file: string }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(app.data);
    const main = rows[0]?.file ?? '';
    return readdirSync(dirname(main))
      .filter((f) => f.startsWith(basename(main)))
      .map((f) => ({ where: f, text: readFileSync(join(dirname(main), f)).toString('latin1') }));
  }
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(
    app.data,
  );
  return Promise.all(
    tables.rows.map(async ({ name }) => {
      const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} AS t`.execute(app.data);
      return { where: `table ${name}`, text: rows.map((r) => r.row).join('\n') };
    }),
  );
}

/** What the browser posts straight to the provider (here the simulator, outside /api). */
function process(body: Record<string, unknown>, key = KEY) {
  return app.post('/sim/cardbank/payments/process', body, { headers: { authorization: `Bearer ${key}` } });
}
const card = (orderId: string, number = TEST_CARD, extra: Record<string, unknown> = {}) => ({
  amount: NW_ORDER_TOTAL,
  currency: 'USD',
  customer: { email: 'ada@example.com', name: 'Ada' },
  payment_method: 'card',
  payment_details: { card_number: number, expiry: '12/34', cvv: '123', name: 'Ada Lovelace' },
  metadata: { orderId },
  ...extra,
});
const status = (paymentId: string, org?: string) => app.get(`/api/payments/transfer/${paymentId}`, { org });

describe('card-and-bank-transfer provider', () => {
  it('gives the browser the endpoint, public key and allowed action hosts through the gateway list', async () => {
    app = paymentApp();
    const gateways = (await app.get('/api/storefront/payment-gateways')).body.data as { name: string; data: Record<string, unknown> }[];
    expect(gateways.find((g) => g.name === 'cardbank')?.data).toEqual({
      provider: 'cardbank',
      mode: 'simulator',
      methods: ['card', 'bank_transfer'],
      endpoint: 'http://localhost/sim/cardbank',
      publicKey: KEY,
      allowedActionHosts: ['localhost'],
    });
  });

  it('succeeded: our server learns it from the provider and marks the order paid', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const processed = await process(card(order.id));
    expect(processed.body).toMatchObject({
      status: 'succeeded',
      payment_id: expect.stringMatching(/^cbp_/),
      transaction_id: expect.stringMatching(/^cbt_/),
      action_url: null,
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid'); // the browser's word is not enough
    const res = await status(processed.body.payment_id);
    expect(res.body).toMatchObject({ success: true, status: 'succeeded', payment_id: processed.body.payment_id });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: processed.body.payment_id });
    expect((await app.payments(order.id))[0]).toMatchObject({
      provider: 'cardbank',
      card_last4: '4242',
      card_brand: 'visa',
      amount_cents: NW_ORDER_TOTAL,
    });
  });

  it('requires_action: an allow-listed action_url, Approve on the simulator page, then paid', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const processed = (await process(card(order.id, '4000 0000 0000 3220'))).body;
    expect(processed.status).toBe('requires_action');
    expect(checkAllowedUrl(processed.action_url, ['localhost'])).toEqual({ ok: true, url: processed.action_url });
    expect((await status(processed.payment_id)).body).toMatchObject({
      success: false,
      status: 'requires_action',
      message: 'Additional authentication required',
    });
    const page = await (await app.app.request(processed.action_url)).text();
    expect(page).toContain('Payment simulator.');
    expect(page).toContain('VISA ending 3220');
    expect(page).not.toContain('4000000000003220');
    const token = /name="token" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const approve = await app.app.request(processed.action_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}&decision=approve`,
    });
    expect(approve.status).toBe(303);
    expect((await status(processed.payment_id)).body).toMatchObject({ success: true, status: 'succeeded' });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('an amount over the threshold and every bank transfer need the action step; Decline fails', async () => {
    app = paymentApp({ PAYMENT_SIM_ACTION_THRESHOLD_CENTS: '1000' });
    const order = await app.newOrder();
    expect((await process(card(order.id))).body.status).toBe('requires_action');
    const bank = (await process({ ...card(order.id), payment_method: 'bank_transfer', payment_details: { bank_code: 'CHASE' } })).body;
    expect(bank.status).toBe('requires_action');
    const page = await (await app.app.request(bank.action_url)).text();
    expect(page).toContain('Bank transfer from JPMorgan Chase Bank');
    const token = /name="token" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    await app.app.request(bank.action_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}&decision=decline`,
    });
    expect((await status(bank.payment_id)).body).toMatchObject({
      success: false,
      status: 'failed',
      message: 'The authentication was declined.',
    });
    expect(
      (await process({ ...card(order.id), payment_method: 'bank_transfer', payment_details: { bank_code: 'NOPE' } })).body,
    ).toMatchObject({ status: 'failed', message: 'Unknown bank code.' });
  });

  it('declines, refuses bad cards, bad keys and bad requests', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const declined = (await process(card(order.id, '4000000000000002'))).body;
    expect(declined).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await status(declined.payment_id)).body).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect((await process(card(order.id, '4242424242424241'))).body).toEqual({
      status: 'failed',
      error: 'invalid_card',
      message: 'Your card number is invalid.',
    });
    expect(
      (await process(card(order.id, TEST_CARD, { payment_details: { card_number: TEST_CARD, expiry: '01/20', cvv: '123' } }))).body.error,
    ).toBe('expired_card');
    expect((await process(card(order.id), 'pk_wrong')).status).toBe(401);
    const bad = await process({ ...card(order.id), amount: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('amount: must be a number');
    expect((await process({ ...card(order.id), payment_details: {} })).status).toBe(400);
  });

  it('a tampered amount sent to the provider never marks the order paid', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const cheap = (await process(card(order.id, TEST_CARD, { amount: 1 }))).body;
    expect(cheap.status).toBe('succeeded');
    expect((await status(cheap.payment_id)).body).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Payment could not be processed',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await app.payments(order.id))[0].status).toBe('needs_refund');
  });

  it('keeps tenants apart: a payment naming another tenant’s order is not found', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const processed = (await process(card(order.id))).body;
    expect((await status(processed.payment_id, 'org_harbor')).status).toBe(404);
    expect((await status('cbp_unknown')).status).toBe(404);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
  });

  it('never stores or logs a full card number or CVV (the database files are scanned after a run)', async () => {
    app = paymentApp({ PAYMENT_SIM_ACTION_THRESHOLD_CENTS: '100000' });
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const numbers = [TEST_CARD, '4000000000003220', '4000000000000002', '5555555555554444'];
    for (const number of numbers) {
      const order = await app.newOrder();
      const processed = (
        await process({ ...card(order.id, number), payment_details: { card_number: number, expiry: '12/34', cvv: '987', name: 'Ada' } })
      ).body;
      if (processed.payment_id) await status(processed.payment_id);
      const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: (await app.newOrder()).id }))
        .body;
      await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: { card: { number, cvc: '987' } },
      });
      await app.get(`/api/payments/card/${intent.paymentIntentId}`);
    }
    const places = await storedText();
    expect(places.length).toBeGreaterThan(0);
    for (const { where, text } of places) {
      for (const number of numbers) {
        expect(text.includes(number), `${number} in ${where}`).toBe(false);
        expect(text.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), `${number} spaced in ${where}`).toBe(false);
      }
    }
    const withLast4 = await app.data
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('card_last4', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(withLast4.n)).toBeGreaterThan(0);
    for (const line of logged) for (const number of numbers) expect(line).not.toContain(number);
  });
});
