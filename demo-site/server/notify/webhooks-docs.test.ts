// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { staffCookie, tempDir } from '../../../test/helpers/server/test-app.ts';
import { deliverDue } from './deliver.ts';
import { NOW, notifyApp } from '../../../test/helpers/server/notify-app.ts';
import { signatureHeader, type WebhookPayload } from './webhooks.ts';

interface Example {
  verifySiteSignature(secret: string, header: string | undefined, rawBody: string, toleranceSeconds?: number): boolean;
  createReceiver(secret: string, onEvent: (event: WebhookPayload) => void): Server;
}

/** The receiver example of docs/webhooks.md, exactly as written there, loaded as a module. */
async function loadExample(): Promise<Example> {
  const doc = readFileSync(join(repoRoot, 'docs/webhooks.md'), 'utf8');
  const code = /<!-- webhook-receiver-example -->\n```js\n([\s\S]*?)\n```/.exec(doc)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no receiver example');
  const file = join(tempDir('webhook-example-'), 'receiver.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Example;
}

let t: Awaited<ReturnType<typeof notifyApp>>;
let server: Server | undefined;
afterEach(async () => {
  t.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('the verification example of docs/webhooks.md', () => {
  it('accepts our signature and refuses a changed body, another secret and an old timestamp', async () => {
    t = await notifyApp();
    const { verifySiteSignature } = await loadExample();
    const body = '{"id":"e1","type":"order.paid"}';
    const now = Math.floor(Date.now() / 1000);
    expect(verifySiteSignature('whsec_a', signatureHeader('whsec_a', now, body), body)).toBe(true);
    expect(verifySiteSignature('whsec_a', signatureHeader('whsec_a', now, body), body.replace('paid', 'PAID'))).toBe(false);
    expect(verifySiteSignature('whsec_b', signatureHeader('whsec_a', now, body), body)).toBe(false);
    expect(verifySiteSignature('whsec_a', signatureHeader('whsec_a', now - 301, body), body)).toBe(false);
    expect(verifySiteSignature('whsec_a', undefined, body)).toBe(false);
  });

  it('receives a booking event the worker sends to a registered endpoint, verified, once', async () => {
    t = await notifyApp();
    const { createReceiver } = await loadExample();
    const received: WebhookPayload[] = [];
    let handler: RequestListener = (_request, response) => response.writeHead(503).end();
    server = createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const made = await t.app.request('/api/webhooks', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        orgid: 'org_northwind',
        origin: 'http://localhost',
        cookie: await staffCookie(t.data),
      },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/hooks`, events: ['booking.created'] }),
    });
    expect(made.status).toBe(201);
    const { secret } = ((await made.json()) as { data: { secret: string } }).data;
    const receiver = createReceiver(secret, (event) => received.push(event));
    handler = (request, response) => receiver.emit('request', request, response);

    const { eventId } = await t.bookingEventNow('booking.created');
    await t.bookingEventNow('booking.cancelled');
    expect(await deliverDue(t.data, t.config, NOW)).toBe(3);
    expect(received).toEqual([
      {
        id: eventId,
        type: 'booking.created',
        created: Math.floor(NOW.getTime() / 1000),
        data: expect.objectContaining({ kind: 'booking', reservationId: t.reservationId }),
      },
    ]);
    expect(JSON.stringify(received)).not.toContain('manage=');
  });
});
