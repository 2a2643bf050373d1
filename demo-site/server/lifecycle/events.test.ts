// @vitest-environment node
import { inTransaction, type Data } from '../database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { eventsOf, messageLanguage, recordEvent } from './events.ts';

const apps: ReturnType<typeof makeTestApp>[] = [];
function seeded(): Data {
  const app = makeTestApp();
  apps.push(app);
  return app.data;
}
afterEach(async () => {
  for (const app of apps.splice(0)) app.close();
});

const TENANT = 'org_northwind';
const deliveries = (data: Data) =>
  data
    .selectFrom('deliveries')
    .select(['event_id as eventId', 'channel', 'recipient', 'status'])
    .where('tenant_id', '=', TENANT)
    .orderBy('id')
    .execute();

describe('recordEvent', () => {
  it('queues one e-mail to the customer and one delivery per subscribed webhook endpoint', async () => {
    const data = seeded();
    const at = '2026-11-25T10:00:00.000Z';
    await data
      .insertInto('webhook_endpoints')
      .values([
        { tenant_id: TENANT, id: 'we_all', url: 'https://a.example/hook', secret: 's1', events: '["*"]', created_at: at },
        { tenant_id: TENANT, id: 'we_orders', url: 'https://b.example/hook', secret: 's2', events: '["order.paid"]', created_at: at },
      ])
      .execute();
    const { eventId, created } = await recordEvent(data, TENANT, {
      type: 'booking.created',
      subjectId: 'res_1',
      email: ' Ana@Example.com ',
      data: { code: 'ABCD1234' },
    });
    expect(created).toBe(true);
    expect(await deliveries(data)).toEqual([
      { eventId, channel: 'email', recipient: 'ana@example.com', status: 'pending' },
      { eventId, channel: 'webhook', recipient: 'we_all', status: 'pending' },
    ]);
  });

  it('sends nothing by e-mail without an address, and never a webhook for e-mail-only events', async () => {
    const data = seeded();
    await data
      .insertInto('webhook_endpoints')
      .values({ tenant_id: TENANT, id: 'we_all', url: 'https://a.example/hook', secret: 's1', created_at: '2026-11-25T10:00:00.000Z' })
      .execute();
    await recordEvent(data, TENANT, { type: 'booking.reminder', subjectId: 'res_1', email: '', data: {} });
    expect(await deliveries(data)).toEqual([]);
  });

  it('records an event with a stable id once, however often it is recorded', async () => {
    const data = seeded();
    const first = await recordEvent(data, TENANT, {
      id: 'booking.reminder:res_1:2026-11-26T10:00Z',
      type: 'booking.reminder',
      subjectId: 'res_1',
      email: 'a@example.com',
      data: {},
    });
    const again = await recordEvent(data, TENANT, {
      id: 'booking.reminder:res_1:2026-11-26T10:00Z',
      type: 'booking.reminder',
      subjectId: 'res_1',
      email: 'a@example.com',
      data: {},
    });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(await deliveries(data)).toHaveLength(1);
  });

  it('numbers the events of one subject, so a changed booking carries a higher SEQUENCE', async () => {
    const data = seeded();
    expect((await recordEvent(data, TENANT, { type: 'booking.created', subjectId: 'res_1', data: {} })).sequence).toBe(0);
    expect((await recordEvent(data, TENANT, { type: 'booking.changed', subjectId: 'res_1', data: {} })).sequence).toBe(1);
    expect((await recordEvent(data, TENANT, { type: 'booking.created', subjectId: 'res_2', data: {} })).sequence).toBe(0);
    expect((await eventsOf(data, TENANT, 'res_1')).map((event) => event.type)).toEqual(['booking.created', 'booking.changed']);
  });

  it('rolls back with the change that caused it', async () => {
    const data = seeded();
    await expect(
      inTransaction(data, async (trx) => {
        await recordEvent(trx, TENANT, { type: 'order.paid', subjectId: 'ord_1', email: 'a@example.com', data: {} });
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    expect(await eventsOf(data, TENANT, 'ord_1')).toEqual([]);
    expect(await deliveries(data)).toEqual([]);
  });
});

describe('messageLanguage', () => {
  it('reads Spanish tags as Spanish and everything else as English', async () => {
    expect(messageLanguage('es-MX')).toBe('es');
    expect(messageLanguage('ES')).toBe('es');
    expect(messageLanguage('fr')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });
});

describe('event snapshots', () => {
  it('carries what a booking message needs, from the stored booking', async () => {
    const data = seeded();
    const { bookingEvent } = await import('./snapshots.ts');
    const { seedPastActivity } = await import('../seed-activity.ts');
    await seedPastActivity(data, new Date('2026-11-25T12:00:00Z'));
    const row = (
      await data
        .selectFrom('reservations')
        .select('id')
        .where('tenant_id', '=', TENANT)
        .where('customer_email', '<>', '')
        .limit(1)
        .executeTakeFirst()
    )?.id;
    if (!row) throw new Error('the seed has no booking with an e-mail');
    const input = await bookingEvent(data, TENANT, row, 'booking.created');
    expect(input?.email).toMatch(/@/);
    expect(input?.data).toMatchObject({
      kind: 'booking',
      reservationId: row,
      tenantName: expect.any(String),
      serviceName: expect.any(String),
      timeZone: expect.stringContaining('/'),
    });
    expect(await bookingEvent(data, TENANT, 'res_missing', 'booking.created')).toBeUndefined();
  }, 30_000);
});
