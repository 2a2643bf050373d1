// @vitest-environment node
import { dataOverSqlite, inTransaction } from '../database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';
import { eventsOf, messageLanguage, recordEvent } from './events.ts';

const apps: ReturnType<typeof makeTestApp>[] = [];
function seeded() {
  const app = makeTestApp();
  apps.push(app);
  return app.db;
}
afterEach(async () => {
  for (const app of apps.splice(0)) app.close();
});

const TENANT = 'org_northwind';
const deliveries = (db: ReturnType<typeof seeded>) =>
  db.prepare('SELECT event_id AS eventId, channel, recipient, status FROM deliveries WHERE tenant_id = ? ORDER BY id').all(TENANT) as {
    eventId: string;
    channel: string;
    recipient: string;
    status: string;
  }[];

describe('recordEvent', () => {
  it('queues one e-mail to the customer and one delivery per subscribed webhook endpoint', async () => {
    const db = seeded();
    const at = '2026-11-25T10:00:00.000Z';
    db.prepare('INSERT INTO webhook_endpoints (tenant_id, id, url, secret, events, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      TENANT,
      'we_all',
      'https://a.example/hook',
      's1',
      '["*"]',
      at,
    );
    db.prepare('INSERT INTO webhook_endpoints (tenant_id, id, url, secret, events, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      TENANT,
      'we_orders',
      'https://b.example/hook',
      's2',
      '["order.paid"]',
      at,
    );
    const { eventId, created } = await recordEvent(dataOverSqlite(db), TENANT, {
      type: 'booking.created',
      subjectId: 'res_1',
      email: ' Ana@Example.com ',
      data: { code: 'ABCD1234' },
    });
    expect(created).toBe(true);
    expect(deliveries(db)).toEqual([
      { eventId, channel: 'email', recipient: 'ana@example.com', status: 'pending' },
      { eventId, channel: 'webhook', recipient: 'we_all', status: 'pending' },
    ]);
  });

  it('sends nothing by e-mail without an address, and never a webhook for e-mail-only events', async () => {
    const db = seeded();
    db.prepare('INSERT INTO webhook_endpoints (tenant_id, id, url, secret, created_at) VALUES (?, ?, ?, ?, ?)').run(
      TENANT,
      'we_all',
      'https://a.example/hook',
      's1',
      '2026-11-25T10:00:00.000Z',
    );
    await recordEvent(dataOverSqlite(db), TENANT, { type: 'booking.reminder', subjectId: 'res_1', email: '', data: {} });
    expect(deliveries(db)).toEqual([]);
  });

  it('records an event with a stable id once, however often it is recorded', async () => {
    const db = seeded();
    const first = await recordEvent(dataOverSqlite(db), TENANT, {
      id: 'booking.reminder:res_1:2026-11-26T10:00Z',
      type: 'booking.reminder',
      subjectId: 'res_1',
      email: 'a@example.com',
      data: {},
    });
    const again = await recordEvent(dataOverSqlite(db), TENANT, {
      id: 'booking.reminder:res_1:2026-11-26T10:00Z',
      type: 'booking.reminder',
      subjectId: 'res_1',
      email: 'a@example.com',
      data: {},
    });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(deliveries(db)).toHaveLength(1);
  });

  it('numbers the events of one subject, so a changed booking carries a higher SEQUENCE', async () => {
    const db = seeded();
    expect((await recordEvent(dataOverSqlite(db), TENANT, { type: 'booking.created', subjectId: 'res_1', data: {} })).sequence).toBe(0);
    expect((await recordEvent(dataOverSqlite(db), TENANT, { type: 'booking.changed', subjectId: 'res_1', data: {} })).sequence).toBe(1);
    expect((await recordEvent(dataOverSqlite(db), TENANT, { type: 'booking.created', subjectId: 'res_2', data: {} })).sequence).toBe(0);
    expect((await eventsOf(dataOverSqlite(db), TENANT, 'res_1')).map((event) => event.type)).toEqual([
      'booking.created',
      'booking.changed',
    ]);
  });

  it('rolls back with the change that caused it', async () => {
    const db = seeded();
    await expect(
      inTransaction(dataOverSqlite(db), async (trx) => {
        await recordEvent(trx, TENANT, { type: 'order.paid', subjectId: 'ord_1', email: 'a@example.com', data: {} });
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    expect(await eventsOf(dataOverSqlite(db), TENANT, 'ord_1')).toEqual([]);
    expect(deliveries(db)).toEqual([]);
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
    const db = seeded();
    const { bookingEvent } = await import('./snapshots.ts');
    const { seedPastActivity } = await import('../seed-activity.ts');
    await seedPastActivity(dataOverSqlite(db), new Date('2026-11-25T12:00:00Z'));
    const row = db.prepare("SELECT id FROM reservations WHERE tenant_id = ? AND customer_email <> '' LIMIT 1").pluck().get(TENANT) as
      string | undefined;
    if (!row) throw new Error('the seed has no booking with an e-mail');
    const input = await bookingEvent(dataOverSqlite(db), TENANT, row, 'booking.created');
    expect(input?.email).toMatch(/@/);
    expect(input?.data).toMatchObject({
      kind: 'booking',
      reservationId: row,
      tenantName: expect.any(String),
      serviceName: expect.any(String),
      timeZone: expect.stringContaining('/'),
    });
    expect(await bookingEvent(dataOverSqlite(db), TENANT, 'res_missing', 'booking.created')).toBeUndefined();
  }, 30_000);
});
