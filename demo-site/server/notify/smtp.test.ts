// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue, messageIdOf } from './deliver.ts';
import { NOW, notifyApp } from '../../../test/helpers/server/notify-app.ts';

/** A real SMTP server on a free local port; every message it accepts is parsed with mailparser (its HTML as sent: `cid:` links kept). */
const received: { to: string[]; mail: ParsedMail }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream, { skipImageLinks: true })
      .then((mail) => received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail }))
      .then(() => done(), done);
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let t: Awaited<ReturnType<typeof notifyApp>>;
afterEach(() => {
  t.close();
  received.length = 0;
});

const prop = (ics: string, name: string) => new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1];

describe('e-mail through SMTP_URL, read back with mailparser', () => {
  it('sends the booking confirmation with text and HTML parts, a stable Message-ID and the .ics invitation', async () => {
    t = await notifyApp({ SMTP_URL: smtpUrl, MAIL_FROM: 'Northwind <bookings@northwind.example>', DEMO_MODE: 'false' }, 'Ada <Lovelace>');
    await t.bookingEventNow('booking.created', { email: 'Ada@Example.com' });
    await t.bookingEventNow('booking.changed', { email: 'ada@example.com' });
    expect(await deliverDue(t.data, t.config, NOW)).toBe(2);
    expect(received.map((r) => r.to)).toEqual([['ada@example.com'], ['ada@example.com']]);
    const created = received.find((r) => r.mail.subject?.startsWith('Booking confirmed'))?.mail;
    const changed = received.find((r) => r.mail.subject?.startsWith('Booking changed'))?.mail;
    expect(created?.subject).toBe('Booking confirmed: In-store pickup, Tue, Mar 3, 3:00 PM');
    expect(created?.from?.text).toBe('"Northwind" <bookings@northwind.example>');
    expect(created?.text).toContain('Hello Ada <Lovelace>, thank you for booking with Northwind Outfitters.');
    expect(created?.text).toContain('Tuesday, March 3, 2026 at 3:00 PM EST');
    expect(created?.html).toContain('Hello Ada &lt;Lovelace&gt;');
    expect(created?.html).toMatch(/href="http:\/\/localhost:4173\/book\/pickup\?org=northwind&amp;manage=res_/);
    const delivery = await t.data
      .selectFrom('deliveries as d')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'd.tenant_id as tenantId', 'd.event_id as eventId', 'd.recipient'])
      .where('e.type', '=', 'booking.created')
      .executeTakeFirstOrThrow();
    expect(created?.messageId).toBe(messageIdOf(t.config, delivery));
    const invite = created?.attachments.find((a) => a.filename === 'invite.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const ics = invite?.content.toString('utf8') ?? '';
    expect(prop(ics, 'METHOD')).toBe('REQUEST');
    expect(prop(ics, 'UID')).toBe(`${t.reservationId}@localhost`);
    expect(prop(ics, 'SEQUENCE')).toBe('0');
    expect(prop(ics, 'DTSTART')).toBe('20260303T200000Z');
    const changedIcs = changed?.attachments.find((a) => a.filename === 'invite.ics')?.content.toString('utf8') ?? '';
    expect(changed?.subject).toBe('Booking changed: In-store pickup, Tue, Mar 3, 3:00 PM');
    expect(prop(changedIcs, 'UID')).toBe(`${t.reservationId}@localhost`);
    expect(prop(changedIcs, 'SEQUENCE')).toBe('1');
  });

  it("carries the tenant's logo inside the message: an inline PNG the HTML shows by its Content-ID, nothing fetched; the text part has no image", async () => {
    t = await notifyApp({ SMTP_URL: smtpUrl });
    await t.bookingEventNow('booking.created');
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    const mail = received[0]?.mail;
    const logo = mail?.attachments.find((a) => a.cid === 'logo@localhost');
    expect(logo).toMatchObject({ contentType: 'image/png', filename: 'northwind.png', related: true });
    expect(logo?.content.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(logo?.size).toBeLessThan(4096);
    expect(mail?.html).toContain('<img src="cid:logo@localhost" width="40" height="40" alt="Northwind Outfitters"');
    expect([...String(mail?.html).matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map(([, src]) => src)).toEqual(['cid:logo@localhost']);
    expect(mail?.text).not.toMatch(/cid:|\.png/);
    expect(mail?.attachments.map((a) => a.filename).sort()).toEqual(['invite.ics', 'northwind.png']);
  });

  it('cancels with METHOD:CANCEL, in Spanish for a Spanish booking', async () => {
    t = await notifyApp({ SMTP_URL: smtpUrl });
    await t.bookingEventNow('booking.cancelled', { language: 'es-MX' });
    expect(await deliverDue(t.data, t.config, NOW)).toBe(1);
    const mail = received[0]?.mail;
    expect(mail?.subject).toMatch(/^Reserva cancelada: In-store pickup/);
    expect(mail?.html).toContain('<html lang="es">');
    const ics = mail?.attachments.find((a) => a.filename === 'cancel.ics')?.content.toString('utf8') ?? '';
    expect(prop(ics, 'METHOD')).toBe('CANCEL');
    expect(prop(ics, 'STATUS')).toBe('CANCELLED');
  });

  it('keeps a delivery pending with the SMTP error when the server is unreachable', async () => {
    t = await notifyApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await t.bookingEventNow('booking.created');
    expect(await deliverDue(t.data, t.config, NOW)).toBe(0);
    const delivery = await t.data.selectFrom('deliveries').select(['status', 'attempts', 'last_error']).executeTakeFirstOrThrow();
    expect(delivery).toEqual({ status: 'pending', attempts: 1, last_error: expect.any(String) });
  });
});
