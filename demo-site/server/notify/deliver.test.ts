// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { readManageToken } from '../auth/manage-tokens.ts';
import { serverSecret } from '../domain/secrets.ts';
import { outboxMessage, readOutbox } from '../mail/mailer.ts';
import { MAX_ATTEMPTS } from './backoff.ts';
import { deliverDue, LEASE_MS } from './deliver.ts';
import { recentDeliveries } from './deliveries-view.ts';
import { secondConnection } from '../../../test/helpers/server/test-app.ts';
import { NOW, notifyApp } from '../../../test/helpers/server/notify-app.ts';

let t: Awaited<ReturnType<typeof notifyApp>>;
afterEach(() => t.close());

const later = (ms: number) => new Date(NOW.getTime() + ms);
const status = () =>
  t.data
    .selectFrom('deliveries')
    .select(['status', 'attempts', 'last_error as lastError', 'next_attempt_at as nextAttemptAt'])
    .orderBy('id')
    .execute();

describe('deliverDue in demo mode without SMTP_URL', () => {
  it('sends a due booking e-mail once into the outbox with its HTML and .ics, and marks it sent', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    expect(await deliverDue(t.data, t.config, later(60_000))).toBe(0);
    const [message] = await readOutbox(t.data, 'org_northwind');
    expect(message).toMatchObject({
      recipient: 'ada@example.com',
      subject: 'Booking confirmed: In-store pickup, Tue, Mar 3, 3:00 PM',
      hasHtml: true,
      attachments: ['invite.ics'],
    });
    const full = await outboxMessage(t.data, 'org_northwind', message?.id ?? 0);
    expect(full?.html).toContain('Northwind Outfitters');
    expect(full?.attachments[0]?.content).toContain(`UID:${t.reservationId}@localhost`);
    expect(await status()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, lastError: null })]);
    expect(await readOutbox(t.data, 'org_harbor')).toEqual([]);
  });

  it("puts the booking's signed manage link in the message: it opens this booking on its booking page", async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await deliverDue(t.data, t.config, NOW);
    const link = /Manage your booking: (\S+)/.exec((await readOutbox(t.data, 'org_northwind'))[0]?.body ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/book/pickup');
    expect(url.searchParams.get('org')).toBe('northwind');
    expect(readManageToken(serverSecret(t.config), 'org_northwind', 'reservation', url.searchParams.get('manage') ?? '', NOW)).toBe(
      t.reservationId,
    );
    expect(JSON.stringify(await t.data.selectFrom('events').select('data').execute())).not.toContain(url.searchParams.get('manage'));
  });

  it('writes nothing before a delivery is due, and Spanish for a Spanish booking', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.reminder', { language: 'es' });
    expect(await deliverDue(t.data, t.config, later(-1000))).toBe(0);
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    expect((await readOutbox(t.data, 'org_northwind'))[0]?.subject).toMatch(/^Recordatorio: In-store pickup, mar, 3 mar/);
  });

  it('records one delivery per (event, recipient): the same reminder recorded twice is sent once', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.reminder', { id: `reminder:${t.reservationId}` });
    await t.bookingEventNow('booking.reminder', { id: `reminder:${t.reservationId}` });
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    expect(await readOutbox(t.data, 'org_northwind')).toHaveLength(1);
  });

  it('claims with a lease: two workers running at once send each message once', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await t.bookingEventNow('booking.changed');
    const [a, b] = await Promise.all([await deliverDue(t.data, t.config, NOW), await deliverDue(t.data, t.config, NOW)]);
    expect(a + b).toBe(2);
    expect(await readOutbox(t.data, 'org_northwind')).toHaveLength(2);
  });

  it('claims once across two database connections (two server processes on one database file)', async () => {
    t = await notifyApp();
    const other = secondConnection(t);
    try {
      await t.bookingEventNow('booking.created');
      await t.bookingEventNow('booking.changed');
      await t.bookingEventNow('booking.cancelled');
      const [a, b] = await Promise.all([deliverDue(other.data, t.config, NOW), deliverDue(t.data, t.config, NOW)]);
      // Either connection may claim any of them; together they send each exactly once.
      expect(a + b).toBe(3);
      expect(await readOutbox(t.data, 'org_northwind')).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  it('resends a message whose worker crashed after sending under the same Message-ID, so no second copy appears', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await deliverDue(t.data, t.config, NOW);
    // The crash: the message went out, the 'sent' write did not; the row keeps its lease.
    await t.data
      .updateTable('deliveries')
      .set({ status: 'pending', sent_at: null, lease_until: later(LEASE_MS).toISOString() })
      .execute();
    expect(await deliverDue(t.data, t.config, later(60_000))).toBe(0);
    expect(await deliverDue(t.data, t.config, later(LEASE_MS))).toBe(1);
    expect(await readOutbox(t.data, 'org_northwind')).toHaveLength(1);
  });

  it('gives the changed booking the same UID with a higher SEQUENCE, and cancels it with METHOD:CANCEL', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await t.bookingEventNow('booking.changed');
    await t.bookingEventNow('booking.cancelled');
    await deliverDue(t.data, t.config, NOW);
    const messages = (await readOutbox(t.data, 'org_northwind')).reverse();
    const invites = await Promise.all(
      messages.map(async (m) => (await outboxMessage(t.data, 'org_northwind', m.id))?.attachments[0]?.content ?? ''),
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
    expect(await deliverDue(t.data, t.config, NOW)).toBe(0);
    expect(await status()).toEqual([
      { status: 'pending', attempts: 1, lastError: 'E-mail is not configured: set SMTP_URL', nextAttemptAt: later(60_000).toISOString() },
    ]);
    expect(await deliverDue(t.data, t.config, later(59_000))).toBe(0);
    expect((await status())[0]?.attempts).toBe(1);
    await deliverDue(t.data, t.config, later(60_000));
    expect((await status())[0]).toMatchObject({ attempts: 2, nextAttemptAt: later(6 * 60_000).toISOString() });
    let clock = later(6 * 60_000);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDue(t.data, t.config, clock);
      clock = new Date((await status())[0]?.nextAttemptAt ?? '');
    }
    expect((await status())[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'E-mail is not configured: set SMTP_URL',
    });
    expect(await deliverDue(t.data, t.config, later(30 * 86_400_000))).toBe(0);
    expect((await recentDeliveries(t.data, 'org_northwind'))[0]).toMatchObject({
      eventType: 'booking.created',
      status: 'failed',
      recipient: 'ada@example.com',
    });
    expect(await recentDeliveries(t.data, 'org_harbor')).toEqual([]);
  });

  it('fails an event without a message at once instead of retrying it', async () => {
    t = await notifyApp();
    await t.bookingEventNow('auth.code');
    await deliverDue(t.data, t.config, NOW);
    expect(await status()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'No e-mail is written for auth.code events' }),
    ]);
  });
});
