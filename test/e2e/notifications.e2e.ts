/**
 * What customers and the tenant's systems are told, end to end: a demo server of its own sends
 * through a real SMTP server (test/e2e/mail-catcher.ts) and to a real local webhook receiver, with
 * the test clock on so reminders and expiries can be reached without waiting a day.
 */
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { startDemoServer, staffRequest, test, type DemoServer } from './harness.ts';
import {
  bookThrough,
  CUSTOMER,
  chooseDayAndSlot,
  clickButton,
  dayInZone,
  expectHeading,
  reservationByCode,
  widgetOf,
} from './booking-support.e2e.ts';
import { choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders } from './checkout-journey.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.ts';

/** One webhook call as the receiver got it. */
interface Hook {
  signature: string;
  body: string;
}

/** A local HTTP server that records every POST (the tenant's own system). */
async function startHookReceiver(): Promise<{ url: string; hooks: Hook[]; stop: () => Promise<void> }> {
  const hooks: Hook[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      hooks.push({ signature: String(request.headers['site-signature'] ?? ''), body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, hooks, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Checks a `Site-Signature: t=…,v1=…` header the way docs/webhooks.md tells a receiver to. */
function signatureValid(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

/** The .ics attachment of a message, as text. */
function invitation(message: CaughtMail): string {
  const ics = message.mail.attachments.find(
    (attachment) => attachment.contentType.startsWith('text/calendar') || attachment.filename?.endsWith('.ics'),
  );
  assert.ok(ics, `"${message.mail.subject ?? ''}" has an .ics invitation`);
  return ics.content.toString('utf8').replace(/\r\n[ \t]/g, '');
}

const field = (ics: string, name: string) => new RegExp(`^${name}[^:]*:(.*)$`, 'm').exec(ics)?.[1]?.trim();
const to = (address: string, subject: RegExp) => (message: CaughtMail) =>
  message.to.includes(address.toLowerCase()) && subject.test(message.mail.subject ?? '');

let running: Promise<{ server: DemoServer; mail: MailCatcher; receiver: Awaited<ReturnType<typeof startHookReceiver>> }> | null = null;

/** This file's demo server, SMTP server and webhook receiver (started once; they stop with the runner). */
function mailServer() {
  running ??= (async () => {
    const mail = await startMailCatcher();
    const receiver = await startHookReceiver();
    const server = await startDemoServer({
      env: {
        SMTP_URL: mail.url,
        MAIL_FROM: 'Demo bookings <bookings@demo.example>',
        BOOKING_TEST_CLOCK: '1',
        DEMO_MODE: 'true',
        JOBS_INTERVAL_MS: '300',
      },
    });
    const stopServer = server.stop;
    server.stop = async () => {
      await stopServer();
      await Promise.all([mail.stop(), receiver.stop()]);
    };
    return { server, mail, receiver };
  })();
  return running;
}

/** A page of its own on this file's server (the runner's page belongs to the shared server). */
async function pageOn(page: Page, base: string): Promise<Page> {
  const browser = page.context().browser() as Browser;
  const context = await browser.newContext({ baseURL: base });
  return context.newPage();
}

/** Runs a journey on a page of its own, keeping a screenshot of that page when it fails. */
async function onOwnPage(runnerPage: Page, base: string, name: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const page = await pageOn(runnerPage, base);
  try {
    await journey(page);
  } catch (error) {
    await page.screenshot({ path: `test-results/e2e/notifications-${name}.png`, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await page.context().close();
  }
}

async function setClock(page: Page, base: string, now: Date | null): Promise<void> {
  const response = await page.request.post(`${base}/__booking-test/clock`, { data: { now: now ? now.toISOString() : null } });
  assert.equal(response.status(), 200);
}

async function runJobs(page: Page, base: string): Promise<void> {
  const response = await page.request.post(`${base}/__booking-test/run-jobs`, { data: {} });
  assert.equal(response.status(), 200, `run-jobs answered ${response.status()}`);
}

test(
  'notifications: a booking is confirmed, changed, reminded and cancelled by e-mail with one calendar UID, the e-mail link opens it, and the tenant’s webhook gets signed events',
  async ({ page: runnerPage }) => {
    const { server, mail, receiver } = await mailServer();
    const base = server.baseURL;
    await onOwnPage(runnerPage, base, 'booking', async (page) => {
      await setClock(page, base, null);
      const staff = await staffRequest(base, 'northwind');
      const created = await staff.post('/api/webhooks', {
        data: { url: receiver.url, events: ['booking.created', 'booking.changed', 'booking.cancelled'] },
      });
      assert.equal(created.status(), 201, await created.text());
      const { secret } = ((await created.json()) as { data: { secret: string } }).data;
      await staff.dispose();

      await page.goto(`${base}/book/pickup?org=northwind`);
      await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
      const booked = await bookThrough(page, { from: dayInZone('America/New_York', 3), serviceName: 'In-store pickup' });

      // Confirmed: the code, the manage link and an invitation.
      const confirmed = await mail.waitFor(to(CUSTOMER.email, /^Booking confirmed: In-store pickup/));
      assert.match(confirmed.mail.text ?? '', new RegExp(booked.code));
      assert.match(confirmed.mail.html || '', new RegExp(booked.code));
      const first = invitation(confirmed);
      assert.equal(field(first, 'METHOD'), 'REQUEST');
      assert.equal(field(first, 'SEQUENCE'), '0');
      const uid = field(first, 'UID');
      assert.ok(uid, 'the invitation has a UID');
      const link = /https?:\/\/\S+[?&]manage=[\w.-]+/.exec(confirmed.mail.text ?? '')?.[0];
      assert.ok(link, 'the e-mail carries the signed manage link');
      assert.doesNotMatch(confirmed.mail.html || '', /utm_|<img[^>]+width="1"/, 'no tracking');

      // The link opens the booking; moving it sends a change with the same UID and a higher SEQUENCE.
      await page.goto(link);
      await expectHeading(page, 'Your Reservation', 15_000);
      assert.equal((await widgetOf(page).locator('[data-reservation-code]').textContent())?.trim(), booked.code);
      await clickButton(page, 'Modify');
      const moved = await chooseDayAndSlot(page, dayInZone('America/New_York', 1, Date.parse(booked.startTime)));
      await clickButton(page, 'Save New Time');
      await widgetOf(page).getByText('Your reservation has been moved to the new time.').first().waitFor();
      const changed = invitation(await mail.waitFor(to(CUSTOMER.email, /^Booking changed/)));
      assert.equal(field(changed, 'UID'), uid);
      assert.ok(Number(field(changed, 'SEQUENCE')) > 0, 'the change has a higher SEQUENCE');

      // A day before the new time, the reminder goes out (once, however often the jobs run).
      await setClock(page, base, new Date(Date.parse(moved) - 23 * 3_600_000));
      await runJobs(page, base);
      await runJobs(page, base);
      await mail.waitFor(to(CUSTOMER.email, /^Reminder: In-store pickup/));
      await setClock(page, base, null);
      await runJobs(page, base);
      assert.equal(mail.messages.filter(to(CUSTOMER.email, /^Reminder/)).length, 1, 'one reminder');

      // Cancelling sends METHOD:CANCEL for the same event.
      await page.goto(link);
      await expectHeading(page, 'Your Reservation', 15_000);
      await clickButton(page, 'Cancel Reservation');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
      const cancelled = invitation(await mail.waitFor(to(CUSTOMER.email, /^Booking cancelled/)));
      assert.equal(field(cancelled, 'METHOD'), 'CANCEL');
      assert.equal(field(cancelled, 'UID'), uid);

      // The tenant's system heard each event once, signed with its secret.
      const deadline = Date.now() + 15_000;
      while (receiver.hooks.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      const types = receiver.hooks.map((hook) => (JSON.parse(hook.body) as { type: string }).type);
      assert.deepEqual(types, ['booking.created', 'booking.changed', 'booking.cancelled']);
      for (const hook of receiver.hooks) assert.ok(signatureValid(secret, hook.signature, hook.body), 'the signature verifies');
      assert.ok(!signatureValid('wrong-secret', receiver.hooks[0]?.signature ?? '', receiver.hooks[0]?.body ?? ''));
    });
  },
  { timeout: 120_000 },
);

/** Subscribes the receiver to some events of a tenant; answers the endpoint's signing secret. */
async function subscribe(base: string, org: 'northwind' | 'harbor', url: string, events: string[]): Promise<string> {
  const staff = await staffRequest(base, org);
  try {
    const created = await staff.post('/api/webhooks', { data: { url, events } });
    assert.equal(created.status(), 201, await created.text());
    return ((await created.json()) as { data: { secret: string } }).data.secret;
  } finally {
    await staff.dispose();
  }
}

/** Waits for the receiver's first call of an event type about a subject, and checks its signature. */
async function hookFor(hooks: Hook[], type: string, subjectId: string, secret: string): Promise<{ type: string; data: Record<string, unknown> }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const hook = hooks.find((h) => {
      const body = JSON.parse(h.body) as { type: string; data: Record<string, unknown> };
      return body.type === type && Object.values(body.data).includes(subjectId);
    });
    if (hook) {
      assert.ok(signatureValid(secret, hook.signature, hook.body), `the ${type} webhook's signature verifies`);
      return JSON.parse(hook.body) as { type: string; data: Record<string, unknown> };
    }
    assert.ok(Date.now() < deadline, `a ${type} webhook for ${subjectId} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test(
  'notifications: an offline order is confirmed with how to pay and cancelled by the shopper, a card order is paid, walk-ins are told they are next and it is their turn, and the tenant’s webhooks hear each',
  async ({ page: runnerPage }) => {
    const { server, mail, receiver } = await mailServer();
    const base = server.baseURL;
    await onOwnPage(runnerPage, base, 'order-and-queue', async (page) => {
      await setClock(page, base, null);
      const northwindSecret = await subscribe(base, 'northwind', receiver.url, ['order.paid', 'order.cancelled']);
      const harborSecret = await subscribe(base, 'harbor', receiver.url, ['queue.called']);
      // Offline: order received, with the instructions.
      let checkout = await openCheckoutWith(page);
      let orders = recordOrders(page);
      await fillCustomer(checkout, 'offline.buyer@example.com');
      const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
      await panel.getByRole('radio', { name: 'Check' }).check();
      await panel.getByRole('checkbox', { name: /I understand/ }).check();
      await panel.getByRole('button', { name: 'Place order' }).click();
      await confirmationReference(page);
      const [offline] = await orders.created();
      assert.ok(offline);
      const received = await mail.waitFor(to('offline.buyer@example.com', new RegExp(`^Order ${offline.number} received`)));
      assert.match(received.mail.text ?? '', /Mail a check for/);

      // The shopper changes their mind on the order page: cancelled, told by e-mail, the tenant hears it.
      const order = page.locator('store-order-confirmation');
      await order.getByRole('button', { name: 'Cancel order' }).click();
      await order.getByRole('button', { name: 'Yes, cancel order' }).click();
      await order.getByText('This order was cancelled. Nothing was charged.').waitFor({ timeout: 10_000 });
      await mail.waitFor(to('offline.buyer@example.com', new RegExp(`^Order ${offline.number} cancelled$`)));
      await hookFor(receiver.hooks, 'order.cancelled', offline.id, northwindSecret);

      // Card: received, then paid.
      checkout = await openCheckoutWith(page);
      orders = recordOrders(page);
      await fillCustomer(checkout, 'card.buyer@example.com');
      const card = await choose(checkout, 'Credit or debit card', 'stripe');
      const element = card.getByRole('group', { name: 'Card details (payment provider simulator)' });
      await element.getByLabel('Card number').fill('3782 822463 10005');
      await element.getByLabel('Expiration (MM/YY)').fill('1234');
      await element.getByLabel('Security code').fill('1234');
      await card.getByRole('button', { name: /^Pay / }).click();
      await page.locator('store-order-confirmation [data-status]', { hasText: 'Paid' }).waitFor({ timeout: 20_000 });
      const [paid] = await orders.created();
      assert.ok(paid);
      assert.equal((await readOrder(page, paid.id)).paymentStatus, 'paid', 'a 15-digit American Express card pays');
      await mail.waitFor(to('card.buyer@example.com', /^Payment received/));
      await hookFor(receiver.hooks, 'order.paid', paid.id, northwindSecret);

      // Two walk-ins with e-mail addresses: when staff call the first, the second is told they are next.
      const join = async (name: string, email: string, phone: string): Promise<string> => {
        const joined = await page.request.post(`${base}/api/reservations/create`, {
          headers: { orgid: 'harbor' },
          data: { type: 'queue', locationId: 'loc_hb_quayside', serviceId: 'svc_hb_lunch', customerName: name, customerPhone: phone, customerEmail: email, partySize: 2 },
        });
        assert.equal(joined.status(), 201, await joined.text());
        return ((await joined.json()) as { queueEntry: { id: string } }).queueEntry.id;
      };
      const firstId = await join('Mail Walk-in', 'walk.in@example.com', '+44 20 7946 0999');
      await join('Second Walk-in', 'second.walk.in@example.com', '+44 20 7946 0998');
      const staff = await staffRequest(base, 'harbor');
      for (let i = 0; i < 10 && !mail.messages.some(to('walk.in@example.com', /^It's your turn/)); i++) {
        const next = await staff.post('/api/reservations/update', { data: { locationId: 'loc_hb_quayside', action: 'notify-next' } });
        assert.equal(next.status(), 200);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await staff.dispose();
      const called = await mail.waitFor(to('walk.in@example.com', /^It's your turn at/));
      assert.match(called.mail.text ?? '', /\/queue\?(?:\S*&)?manage=/, 'the call links to their place in the queue');
      await mail.waitFor(to('second.walk.in@example.com', /^You're next at/));
      await hookFor(receiver.hooks, 'queue.called', firstId, harborSecret);
    });
  },
  { timeout: 120_000 },
);

test(
  'notifications: an unpaid booking is released after its payment hold, the customer is told, and the time can be booked again',
  async ({ page: runnerPage }) => {
    const { server, mail } = await mailServer();
    const base = server.baseURL;
    await onOwnPage(runnerPage, base, 'expiry', async (page) => {
      await setClock(page, base, null);
      await page.goto(`${base}/book/meeting?org=northwind`);
      await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
      const booked = await bookThrough(page, { from: dayInZone('America/New_York', 4), serviceName: 'Personal styling session' });
      assert.equal((await reservationByCode(page, base, 'northwind', booked.code)).status, 'pending', 'waiting for payment');

      // Within the hold nothing happens; after it the booking is released and the customer told.
      await setClock(page, base, new Date(Date.now() + 10 * 60_000));
      await runJobs(page, base);
      assert.equal((await reservationByCode(page, base, 'northwind', booked.code)).status, 'pending');
      await setClock(page, base, new Date(Date.now() + 16 * 60_000));
      await runJobs(page, base);
      assert.equal((await reservationByCode(page, base, 'northwind', booked.code)).status, 'cancelled');
      const released = await mail.waitFor(to(CUSTOMER.email, /^Booking released/));
      assert.equal(field(invitation(released), 'METHOD'), 'CANCEL');
      await setClock(page, base, null);

      // Another visitor is offered the same time again.
      const other = await pageOn(page, base);
      try {
        await other.goto(`${base}/book/meeting?org=northwind`);
        await widgetOf(other).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
        const again = await bookThrough(other, { from: dayInZone('America/New_York', 4), serviceName: 'Personal styling session' });
        assert.equal(again.startTime, booked.startTime, 'the released slot is the first free one again');
      } finally {
        await other.context().close();
      }
    });
  },
  { timeout: 120_000 },
);
