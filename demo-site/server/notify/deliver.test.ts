// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { dataOverSqlite } from '../database.ts';
import { readManageToken } from '../auth/manage-tokens.ts';
import { openDatabase } from '../db.ts';
import { serverSecret } from '../domain/secrets.ts';
import { outboxMessage, readOutbox } from '../mail/mailer.ts';
import { MAX_ATTEMPTS } from './backoff.ts';
import { deliverDue, LEASE_MS } from './deliver.ts';
import { recentDeliveries } from './deliveries-view.ts';
import { NOW, notifyApp } from './testing.ts';

let t: Awaited<ReturnType<typeof notifyApp>>;
afterEach(() => t.close());

const later = (ms: number) => new Date(NOW.getTime() + ms);
const status = () =>
  t.db.prepare('SELECT status, attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt FROM deliveries').all() as {
    status: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string;
  }[];

describe('deliverDue in demo mode without SMTP_URL', () => {
  it('sends a due booking e-mail once into the outbox with its HTML and .ics, and marks it sent', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    expect(await deliverDue(dataOverSqlite(t.db), t.config, NOW)).toBe(1);
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(60_000))).toBe(0);
    const [message] = await readOutbox(dataOverSqlite(t.db), 'org_northwind');
    expect(message).toMatchObject({
      recipient: 'ada@example.com',
      subject: 'Booking confirmed: In-store pickup, Tue, Mar 3, 3:00 PM',
      hasHtml: true,
      attachments: ['invite.ics'],
    });
    const full = await outboxMessage(dataOverSqlite(t.db), 'org_northwind', message?.id ?? 0);
    expect(full?.html).toContain('Northwind Outfitters');
    expect(full?.attachments[0]?.content).toContain(`UID:${t.reservationId}@localhost`);
    expect(status()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, lastError: null })]);
    expect(await readOutbox(dataOverSqlite(t.db), 'org_harbor')).toEqual([]);
  });

  it("puts the booking's signed manage link in the message: it opens this booking on its booking page", async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await deliverDue(dataOverSqlite(t.db), t.config, NOW);
    const link = /Manage your booking: (\S+)/.exec((await readOutbox(dataOverSqlite(t.db), 'org_northwind'))[0]?.body ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/book/pickup');
    expect(url.searchParams.get('org')).toBe('northwind');
    expect(readManageToken(serverSecret(t.config), 'org_northwind', 'reservation', url.searchParams.get('manage') ?? '', NOW)).toBe(
      t.reservationId,
    );
    expect(JSON.stringify(t.db.prepare('SELECT data FROM events').all())).not.toContain(url.searchParams.get('manage'));
  });

  it('writes nothing before a delivery is due, and Spanish for a Spanish booking', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.reminder', { language: 'es' });
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(-1000))).toBe(0);
    expect(await deliverDue(dataOverSqlite(t.db), t.config, NOW)).toBe(1);
    expect((await readOutbox(dataOverSqlite(t.db), 'org_northwind'))[0]?.subject).toMatch(/^Recordatorio: In-store pickup, mar, 3 mar/);
  });

  it('records one delivery per (event, recipient): the same reminder recorded twice is sent once', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.reminder', { id: `reminder:${t.reservationId}` });
    await t.bookingEventNow('booking.reminder', { id: `reminder:${t.reservationId}` });
    expect(await deliverDue(dataOverSqlite(t.db), t.config, NOW)).toBe(1);
    expect(await readOutbox(dataOverSqlite(t.db), 'org_northwind')).toHaveLength(1);
  });

  it('claims with a lease: two workers running at once send each message once', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await t.bookingEventNow('booking.changed');
    const [a, b] = await Promise.all([
      await deliverDue(dataOverSqlite(t.db), t.config, NOW),
      await deliverDue(dataOverSqlite(t.db), t.config, NOW),
    ]);
    expect(a + b).toBe(2);
    expect(await readOutbox(dataOverSqlite(t.db), 'org_northwind')).toHaveLength(2);
  });

  it('claims once across two database connections (two server processes on one database file)', async () => {
    t = await notifyApp();
    const other = openDatabase(t.config.dataDir);
    try {
      await t.bookingEventNow('booking.created');
      await t.bookingEventNow('booking.changed');
      await t.bookingEventNow('booking.cancelled');
      const [a, b] = await Promise.all([deliverDue(dataOverSqlite(other), t.config, NOW), deliverDue(dataOverSqlite(t.db), t.config, NOW)]);
      // Either connection may claim any of them; together they send each exactly once.
      expect(a + b).toBe(3);
      expect(await readOutbox(dataOverSqlite(t.db), 'org_northwind')).toHaveLength(3);
    } finally {
      other.close();
    }
  });

  it('resends a message whose worker crashed after sending under the same Message-ID, so no second copy appears', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await deliverDue(dataOverSqlite(t.db), t.config, NOW);
    // The crash: the message went out, the 'sent' write did not; the row keeps its lease.
    t.db.prepare("UPDATE deliveries SET status = 'pending', sent_at = NULL, lease_until = ?").run(later(LEASE_MS).toISOString());
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(60_000))).toBe(0);
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(LEASE_MS))).toBe(1);
    expect(await readOutbox(dataOverSqlite(t.db), 'org_northwind')).toHaveLength(1);
  });

  it('gives the changed booking the same UID with a higher SEQUENCE, and cancels it with METHOD:CANCEL', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await t.bookingEventNow('booking.changed');
    await t.bookingEventNow('booking.cancelled');
    await deliverDue(dataOverSqlite(t.db), t.config, NOW);
    const messages = (await readOutbox(dataOverSqlite(t.db), 'org_northwind')).reverse();
    const invites = await Promise.all(
      messages.map(async (m) => (await outboxMessage(dataOverSqlite(t.db), 'org_northwind', m.id))?.attachments[0]?.content ?? ''),
    );
    const prop = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1]?.trim();
    expect(invites.map((ics) => prop(ics, 'UID'))).toEqual(Array(3).fill(`${t.reservationId}@localhost`));
    expect(invites.map((ics) => prop(ics, 'SEQUENCE'))).toEqual(['0', '1', '2']);
    expect(invites.map((ics) => prop(ics, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
  });
});

describe('deliverDue when a message cannot be sent', () => {
  it('outside demo mode without SMTP_URL keeps the delivery with its error, retries with backoff and gives up after 8 attempts', async () => {
    t = await notifyApp({ DEMO_MODE: 'false' });
    await t.bookingEventNow('booking.created');
    expect(await deliverDue(dataOverSqlite(t.db), t.config, NOW)).toBe(0);
    expect(status()).toEqual([
      { status: 'pending', attempts: 1, lastError: 'E-mail is not configured: set SMTP_URL', nextAttemptAt: later(60_000).toISOString() },
    ]);
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(59_000))).toBe(0);
    expect(status()[0]?.attempts).toBe(1);
    await deliverDue(dataOverSqlite(t.db), t.config, later(60_000));
    expect(status()[0]).toMatchObject({ attempts: 2, nextAttemptAt: later(6 * 60_000).toISOString() });
    let clock = later(6 * 60_000);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDue(dataOverSqlite(t.db), t.config, clock);
      clock = new Date(status()[0]?.nextAttemptAt ?? '');
    }
    expect(status()[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'E-mail is not configured: set SMTP_URL' });
    expect(await deliverDue(dataOverSqlite(t.db), t.config, later(30 * 86_400_000))).toBe(0);
    expect((await recentDeliveries(dataOverSqlite(t.db), 'org_northwind'))[0]).toMatchObject({
      eventType: 'booking.created',
      status: 'failed',
      recipient: 'ada@example.com',
    });
    expect(await recentDeliveries(dataOverSqlite(t.db), 'org_harbor')).toEqual([]);
  });

  it('fails an event without a message at once instead of retrying it', async () => {
    t = await notifyApp();
    await t.bookingEventNow('auth.code');
    await deliverDue(dataOverSqlite(t.db), t.config, NOW);
    expect(status()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'No e-mail is written for auth.code events' }),
    ]);
  });
});
