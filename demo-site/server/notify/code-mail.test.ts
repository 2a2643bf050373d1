// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessage, readOutbox } from '../mail/mailer.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

const askCode = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/auth/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', orgid: 'org_harbor', origin: 'http://localhost', ...headers },
    body: JSON.stringify(body),
  });

describe('the sign-in code e-mail', () => {
  it('has an HTML part in the tenant’s colour and is English by default', async () => {
    t = makeTestApp();
    expect((await askCode({ email: 'ana@example.com' })).status).toBe(200);
    const [message] = await readOutbox(t.data, 'org_harbor');
    expect(message?.subject).toMatch(/^Your Harbor Bistro & Salon sign-in code: \d{6}$/);
    const html = (await outboxMessage(t.data, 'org_harbor', message?.id ?? 0))?.html ?? '';
    expect(html).toContain('background:#8a2d5b');
    expect(html).toContain(`Your sign-in code is ${/(\d{6})$/.exec(message?.subject ?? '')?.[1] ?? 'missing'}.`);
  });

  it('is Spanish when the body or else Accept-Language asks for it', async () => {
    t = makeTestApp();
    await askCode({ email: 'ana@example.com', language: 'es' });
    await askCode({ email: 'bea@example.com' }, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    await askCode({ email: 'cy@example.com', language: 'en' }, { 'accept-language': 'es' });
    const subjects = Object.fromEntries((await readOutbox(t.data, 'org_harbor')).map((m) => [m.recipient, m.subject]));
    expect(subjects['ana@example.com']).toMatch(/^Tu código de acceso de Harbor Bistro & Salon: \d{6}$/);
    expect(subjects['bea@example.com']).toMatch(/^Tu código de acceso/);
    expect(subjects['cy@example.com']).toMatch(/^Your Harbor/);
  });
});
