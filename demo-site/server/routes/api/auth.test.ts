// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.ts';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';

/** A real SMTP server on a free local port; every message it takes is parsed with mailparser. */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => received.push(mail))
      .then(() => done(), done);
  },
});
let t: ReturnType<typeof makeTestApp>;
const demo = makeTestApp();

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = makeTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'shop@northwind.example' });
});
afterAll(async () => {
  t.close();
  demo.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const post = (app: typeof demo, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.app.request(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', orgid: 'org_northwind', origin: 'http://localhost', ...headers },
    body: JSON.stringify(body),
  });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const sessionCookie = (response: Response) => /customer_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('customer sign-in by an e-mailed one-time code', () => {
  it('sends a 6-digit code by SMTP; the code starts an HttpOnly customer session once', async () => {
    expect((await post(t, 'code', { email: 'Shopper@Northwind.example' })).status).toBe(200);
    const mail = received.at(-1);
    expect((mail?.to && 'text' in mail.to ? mail.to.text : '').toLowerCase()).toBe('shopper@northwind.example');
    expect(mail?.from?.text).toBe('shop@northwind.example');
    const code = codeIn(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain(code);
    const verified = await post(t, 'code/verify', { email: 'shopper@northwind.example', code });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('set-cookie')).toMatch(/customer_session=[^;]+;.*HttpOnly/);
    const cookie = `customer_session=${sessionCookie(verified)}`;
    const balance = await t.app.request('/api/payments/account-balance/me', { headers: { orgid: 'org_northwind', cookie } });
    expect(await balance.json()).toMatchObject({ userId: 'shopper@northwind.example', balance: 25000 });
    expect((await post(t, 'code/verify', { email: 'shopper@northwind.example', code })).status).toBe(401);
    expect((await post(t, 'sign-out', {}, { cookie })).status).toBe(200);
    expect((await t.app.request('/api/payments/account-balance/me', { headers: { orgid: 'org_northwind', cookie } })).status).toBe(401);
  });

  it('writes to the staff outbox in demo mode without SMTP_URL; five wrong tries end the code', async () => {
    expect((await post(demo, 'code', { email: 'ann@example.com' })).status).toBe(200);
    const code = codeIn((await readOutbox(demo.data, 'org_northwind'))[0]?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const answer = await post(demo, 'code/verify', { email: 'ann@example.com', code: wrong });
      expect(answer.status).toBe(401);
      expect((await answer.json()).error).toEqual({
        code: 'invalid_code',
        message: 'That code is not valid. Check the email or ask for a new code.',
        field: 'code',
      });
    }
    expect((await post(demo, 'code/verify', { email: 'ann@example.com', code })).status).toBe(401);
    expect(await readOutbox(demo.data, 'org_harbor')).toEqual([]);
  });

  it('expires a code after 10 minutes and refuses a code given for another e-mail', async () => {
    expect((await post(demo, 'code', { email: 'bo@example.com' })).status).toBe(200);
    const code = codeIn((await readOutbox(demo.data, 'org_northwind'))[0]?.body ?? '');
    expect((await post(demo, 'code/verify', { email: 'cy@example.com', code })).status).toBe(401);
    await demo.data
      .updateTable('customer_codes')
      .set({ expires_at: '2000-01-01T00:00:00Z' })
      .where('email', '=', 'bo@example.com')
      .execute();
    expect((await post(demo, 'code/verify', { email: 'bo@example.com', code })).status).toBe(401);
  });

  it('says who is signed in, and nothing about anybody else', async () => {
    const who = await demo.app.request('/api/auth/session', { headers: { orgid: 'org_northwind' } });
    expect(await who.json()).toEqual({ staff: null, customer: null });
  });
});
