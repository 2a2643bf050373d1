// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverDue } from './deliver.ts';
import { createEndpoint } from './endpoints.ts';
import { NOW, notifyApp } from '../../../test/helpers/server/notify-app.ts';
import { signatureHeader, verifySignature } from './webhooks.ts';

describe('verifySignature', () => {
  const body = '{"id":"evt","type":"order.paid","created":1,"data":{}}';
  const at = new Date('2026-03-02T14:00:00Z');
  const t = Math.floor(at.getTime() / 1000);

  it('accepts the signature of the body at a time within the tolerance, among several v1 values', () => {
    expect(verifySignature('whsec_x', signatureHeader('whsec_x', t, body), body, 300, at)).toBe(true);
    expect(
      verifySignature('whsec_x', `t=${t},v1=${'0'.repeat(64)},${signatureHeader('whsec_x', t, body).split(',')[1]}`, body, 300, at),
    ).toBe(true);
    expect(verifySignature('whsec_x', signatureHeader('whsec_x', t, body), body, 300, new Date(at.getTime() + 300_000))).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp and a malformed header', () => {
    expect(verifySignature('whsec_x', signatureHeader('whsec_x', t, body), body + ' ', 300, at)).toBe(false);
    expect(verifySignature('whsec_y', signatureHeader('whsec_x', t, body), body, 300, at)).toBe(false);
    expect(verifySignature('whsec_x', signatureHeader('whsec_x', t - 301, body), body, 300, at)).toBe(false);
    expect(verifySignature('whsec_x', signatureHeader('whsec_x', t + 301, body), body, 300, at)).toBe(false);
    expect(verifySignature('whsec_x', `t=${t}`, body, 300, at)).toBe(false);
    expect(verifySignature('whsec_x', `t=${t},v1=zz`, body, 300, at)).toBe(false);
    expect(verifySignature('whsec_x', null, body, 300, at)).toBe(false);
  });
});

describe('webhook deliveries', () => {
  let t: Awaited<ReturnType<typeof notifyApp>>;
  let server: Server;
  afterEach(async () => {
    t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A local endpoint answering `status`; it keeps each request's headers and raw body. */
  async function endpoint(status: number) {
    const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, requests };
  }

  it('POSTs the signed JSON event to the subscribed endpoint only, and marks it sent on 2xx', async () => {
    t = await notifyApp();
    const { url, requests } = await endpoint(204);
    const subscribed = await createEndpoint(t.data, 'org_northwind', { url, events: ['booking.cancelled'] });
    await createEndpoint(t.data, 'org_harbor', { url, events: ['*'] });
    await t.bookingEventNow('booking.created', { email: '' });
    await t.bookingEventNow('booking.cancelled', { email: '' });
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(verifySignature(subscribed?.secret ?? '', request?.headers['site-signature'] as string, request?.body ?? '')).toBe(true);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'booking.cancelled',
      data: { reservationId: t.reservationId, tenantName: 'Northwind Outfitters' },
    });
  });

  it('retries an endpoint that answers 500 with backoff, and records the answer for staff', async () => {
    t = await notifyApp();
    const { url, requests } = await endpoint(500);
    await createEndpoint(t.data, 'org_northwind', { url, events: ['*'] });
    await t.bookingEventNow('booking.created', { email: '' });
    expect(await deliverDue(t.data, t.config, NOW)).toBe(0);
    expect(
      await t.data
        .selectFrom('deliveries')
        .select(['status', 'attempts', 'last_error as lastError', 'next_attempt_at as nextAt'])
        .executeTakeFirst(),
    ).toEqual({
      status: 'pending',
      attempts: 1,
      lastError: 'The endpoint answered HTTP 500',
      nextAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    expect(await deliverDue(t.data, t.config, new Date(NOW.getTime() + 60_000))).toBe(0);
    expect(requests).toHaveLength(2);
    expect(JSON.parse(requests[0]?.body ?? '').id).toBe(JSON.parse(requests[1]?.body ?? '').id);
  });
});
