/**
 * Two demo server processes on one database, end to end: both on the same DATA_DIR, both sending the
 * outbox through one real SMTP server (test/e2e/mail-catcher.ts) and to one webhook receiver, with job
 * loops of 200 and 170 ms so their delivery workers compete. Bookings go in through both servers' APIs; every
 * customer must get exactly one e-mail and the tenant's system each event exactly once (every e-mail and webhook once per event and recipient, even across a crash),
 * also when one server is killed with SIGKILL in the middle of the burst.
 *
 * The test reads the shared database (read-only) to see what was committed and when the outbox's
 * sweep runs; everything it checks arrived over SMTP or HTTP.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startDemoServer, staffRequest, test, type DemoServer } from './harness.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.ts';

const ORG = 'org_northwind';
/** In-store pickup: free (no payment hold), so a booking is confirmed at once and e-mailed once. */
const SERVICE = 'svc_nw_pickup';
const LOCATIONS = ['loc_nw_soho', 'loc_nw_brooklyn'];
const SUBJECT = /^Booking confirmed: In-store pickup/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the webhook receiver takes to answer its first call: longer than the outbox's 2-second sweep period. */
const SLOW_FIRST_ANSWER_MS = 2500;

/** One webhook call, as the receiver read its body. */
interface Hook {
  id: string;
  type: string;
  reservationId: string;
}

async function startHookReceiver(): Promise<{ url: string; hooks: Hook[]; stop: () => Promise<void> }> {
  const hooks: Hook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: string; type: string; data: { reservationId?: string } };
      hooks.push({ id: parsed.id, type: parsed.type, reservationId: parsed.data.reservationId ?? '' });
      // The first call is answered only after a whole sweep period: the other server's loop looks at the
      // outbox while that webhook is still being sent, and must leave it alone.
      setTimeout(() => response.writeHead(204).end(), hooks.length === 1 ? SLOW_FIRST_ANSWER_MS : 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, hooks, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Spot {
  locationId: string;
  startTime: string;
}

/** What one booking request got: the customer's address, the server asked, and the answer (or the network error). */
interface Attempt {
  email: string;
  via: 'A' | 'B';
  status?: number;
  reservationId?: string;
  error?: string;
}

/** Two servers on one DATA_DIR, the SMTP server, the webhook receiver and a read-only look at the database. */
interface Rig {
  a: DemoServer;
  b: DemoServer;
  mail: MailCatcher;
  hooks: Hook[];
  db: Database.Database;
  spots: Spot[];
  /** How long starting all this took, in ms. */
  startMs: number;
  stop(): Promise<void>;
}

const counts = (db: Database.Database) =>
  db.prepare('SELECT (SELECT count(*) FROM tenants) t, (SELECT count(*) FROM staff_accounts) s, (SELECT count(*) FROM reservations) r, (SELECT count(*) FROM products) p, (SELECT count(*) FROM schema_migrations) m').get();

async function startRig(): Promise<Rig> {
  const began = Date.now();
  const mail = await startMailCatcher();
  const receiver = await startHookReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-two-'));
  const env = { SMTP_URL: mail.url, MAIL_FROM: 'Demo bookings <bookings@demo.example>', DEMO_MODE: 'true' };
  // Both loops look every 200 ms or less, at different paces so their ticks do not stay in step (with one
  // pace, the server whose tick comes first after the outbox falls due tends to win every run).
  const servers: DemoServer[] = [];
  let db: Database.Database | undefined;
  const stop = async () => {
    db?.close();
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await Promise.all([mail.stop(), receiver.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds, the second must find it all done.
    const a = await startDemoServer({ dataDir, env: { ...env, JOBS_INTERVAL_MS: '200' } });
    servers.push(a);
    db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
    const seeded = counts(db);
    const b = await startDemoServer({ dataDir, env: { ...env, JOBS_INTERVAL_MS: '170' } });
    servers.push(b);
    assert.match(a.output(), /Staff sign-in at \/staff\/sign-in: owner@northwind\.example, owner@harbor\.example/, 'the first server seeds the owners');
    assert.doesNotMatch(b.output(), /Staff sign-in|Database error/, `the second server seeds nothing:\n${b.output()}`);
    assert.deepEqual(counts(db), seeded, 'starting the second server adds no tenant, staff, reservation, product or migration');

    const staff = await staffRequest(a.baseURL, 'northwind');
    const created = await staff.post('/api/webhooks', { data: { url: receiver.url, events: ['booking.created'] } });
    assert.equal(created.status(), 201, await created.text());
    await staff.dispose();
    return { a, b, mail, hooks: receiver.hooks, db, spots: await freeSpots(a.baseURL, 150), startMs: Date.now() - began, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const headers = (key?: string) => ({ 'content-type': 'application/json', orgid: ORG, ...(key ? { 'idempotency-key': key } : {}) });

/** Distinct free pickup slots starting more than two days ahead (so no reminder falls due during the test). */
async function freeSpots(base: string, wanted: number): Promise<Spot[]> {
  const spots: Spot[] = [];
  const after = Date.now() + 50 * 3_600_000;
  for (let offset = 3; offset < 10 && spots.length < wanted; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const locationId of LOCATIONS) {
      const response = await fetch(`${base}/api/reservations/slots`, { method: 'POST', headers: headers(), body: JSON.stringify({ locationId, serviceId: SERVICE, date }) });
      assert.equal(response.status, 200, await response.clone().text());
      const { slots } = (await response.json()) as { slots: { startTime: string; available: boolean }[] };
      for (const slot of slots) if (slot.available && Date.parse(slot.startTime) > after) spots.push({ locationId, startTime: slot.startTime });
    }
  }
  assert.ok(spots.length >= wanted, `only ${spots.length} free pickup slots found, ${wanted} wanted`);
  return spots.slice(0, wanted);
}

/** Books a spot for a new customer through one server's API. */
async function book(server: DemoServer, via: 'A' | 'B', spot: Spot, tag: string): Promise<Attempt> {
  const email = `two-servers.${tag}@example.com`;
  const body = { locationId: spot.locationId, serviceId: SERVICE, date: spot.startTime.slice(0, 10), time: spot.startTime.slice(11, 16), startTime: spot.startTime, customerName: `Two Servers ${tag}`, customerEmail: email, customerPhone: '+1 212 555 0100' };
  try {
    const response = await fetch(`${server.baseURL}/api/reservations/create`, { method: 'POST', headers: headers(`two-servers-${tag}`), body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
    const json = (await response.json()) as { reservation?: { id: string } };
    return { email, via, status: response.status, reservationId: json.reservation?.id };
  } catch (error) {
    return { email, via, error: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error) };
  }
}

/** The outbox's sweep row: who holds it and when it may run next. */
function deliverySweep(db: Database.Database): { owner: string | null; leaseUntil: number; nextRunAt: number; lastRunAt: string | null } {
  const row = db.prepare("SELECT lease_owner AS owner, lease_until AS leaseUntil, next_run_at AS nextRunAt, last_run_at AS lastRunAt FROM job_sweeps WHERE name = 'deliveries'").get() as
    | { owner: string | null; leaseUntil: string | null; nextRunAt: string; lastRunAt: string | null }
    | undefined;
  assert.ok(row, 'the deliveries sweep has a row in job_sweeps');
  return { owner: row.owner, leaseUntil: row.leaseUntil ? Date.parse(row.leaseUntil) : 0, nextRunAt: Date.parse(row.nextRunAt), lastRunAt: row.lastRunAt };
}

/** Each delivery row of the bookings of these addresses: channel, status, attempts. */
function deliveriesOf(db: Database.Database, emails: readonly string[]) {
  return db
    .prepare(
      `SELECT r.id AS reservationId, r.customer_email AS email, d.channel, d.status, d.attempts FROM reservations r
       JOIN events e ON e.tenant_id = r.tenant_id AND e.subject_id = r.id JOIN deliveries d ON d.tenant_id = e.tenant_id AND d.event_id = e.id
       WHERE r.customer_email IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(emails)) as { reservationId: string; email: string; channel: string; status: string; attempts: number }[];
}

const tail = (server: DemoServer) => server.output().trim().split('\n').slice(-15).join('\n    ');

/** Waits, at most `timeout` ms, until every booking's e-mail and webhook has arrived. */
async function waitForAll(rig: Rig, expected: readonly { email: string; reservationId: string }[], timeout = 25_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const noMail = expected.filter((e) => !rig.mail.messages.some((m) => m.to.includes(e.email)));
    const noHook = expected.filter((e) => !rig.hooks.some((h) => h.reservationId === e.reservationId));
    if (noMail.length === 0 && noHook.length === 0) return;
    if (Date.now() > deadline) {
      const rows = deliveriesOf(rig.db, [...noMail, ...noHook].map((e) => e.email)).map((d) => `${d.email} ${d.channel} ${d.status} after ${d.attempts}`);
      throw new Error(
        `within ${timeout} ms, ${noMail.length} e-mail(s) and ${noHook.length} webhook(s) of ${expected.length} bookings did not arrive: ${noMail.map((e) => e.email).join(', ')}; hooks for ${noHook.map((e) => e.reservationId).join(', ')}\n  their deliveries: ${rows.join('; ') || '(none)'}\n  server A:\n    ${tail(rig.a)}\n  server B:\n    ${tail(rig.b)}`,
      );
    }
    await sleep(100);
  }
}

/** Waits for two more runs of the outbox sweep (by either server), so a second sending would have happened by now. */
async function twoMoreSweeps(rig: Rig): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last = deliverySweep(rig.db).lastRunAt;
  for (let seen = 0; seen < 2; ) {
    assert.ok(Date.now() < deadline, `the deliveries sweep ran ${seen} time(s) in 10 s, 2 expected (it runs every 2 s)`);
    await sleep(50);
    const now = deliverySweep(rig.db).lastRunAt;
    if (now !== last) [seen, last] = [seen + 1, now];
  }
}

/** The port of the server that rendered a message (its manage link names the sending server's SITE_URL). */
const senderPort = (message: CaughtMail) => /https?:\/\/localhost:(\d+)\//.exec(message.mail.text ?? '')?.[1] ?? '?';

/** Each address got one message, each event reached the receiver once, each delivery row was sent on its first attempt. */
function assertExactlyOnce(rig: Rig, expected: readonly { email: string; reservationId: string }[]): Record<string, number> {
  const emails = new Set(expected.map((e) => e.email));
  for (const { email } of expected) {
    const got = rig.mail.messages.filter((m) => m.to.includes(email));
    assert.equal(got.length, 1, `${email} got ${got.length} e-mails: ${got.map((m) => `"${m.mail.subject}" ${m.mail.messageId}`).join(', ')}`);
    assert.match(got[0]?.mail.subject ?? '', SUBJECT);
  }
  const strays = rig.mail.messages.filter((m) => !m.to.some((to) => emails.has(to)));
  assert.deepEqual(strays.map((m) => `${m.to.join(',')}: ${m.mail.subject}`), [], 'no e-mail to anyone else');
  const ids = rig.mail.messages.map((m) => m.mail.messageId ?? '');
  for (const id of ids) assert.match(id, /^<delivery\.\d+\.[0-9a-f]{20}@localhost>$/, 'each e-mail carries its delivery’s Message-ID');
  assert.equal(new Set(ids).size, ids.length, `every Message-ID is unique: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(', ')}`);

  const byEvent = new Map<string, number>();
  for (const hook of rig.hooks) byEvent.set(hook.id, (byEvent.get(hook.id) ?? 0) + 1);
  const repeated = [...byEvent].filter(([, n]) => n > 1).map(([id, n]) => `${id} ${n} times`);
  assert.equal(repeated.length, 0, `each event id reaches the receiver once, but: ${repeated.join(', ')}`);
  for (const { reservationId } of expected) {
    const got = rig.hooks.filter((h) => h.reservationId === reservationId);
    assert.deepEqual(got.map((h) => h.type), ['booking.created'], `one booking.created webhook for ${reservationId}`);
  }
  assert.equal(rig.hooks.length, expected.length, 'no webhook for anything else');

  const rows = deliveriesOf(rig.db, [...emails]);
  assert.equal(rows.length, expected.length * 2, 'an e-mail and a webhook delivery per booking');
  const unsent = rows.filter((d) => d.status !== 'sent' || d.attempts !== 1);
  assert.deepEqual(unsent, [], 'every delivery was sent on its first attempt');

  for (const [name, server] of [['A', rig.a], ['B', rig.b]] as const) {
    assert.doesNotMatch(server.output(), /^(Jobs:|Uncaught|Unhandled).*$/m, `server ${name} reported an error`);
  }
  const ports: Record<string, number> = {};
  for (const message of rig.mail.messages) ports[senderPort(message)] = (ports[senderPort(message)] ?? 0) + 1;
  return ports;
}

const portOf = (server: DemoServer) => new URL(server.baseURL).port;
const split = (rig: Rig, ports: Record<string, number>) => `A sent ${ports[portOf(rig.a)] ?? 0}, B sent ${ports[portOf(rig.b)] ?? 0} of the e-mails`;

test(
  'two servers on one database: bookings through both, every e-mail and webhook arrives exactly once',
  async () => {
    const rig = await startRig();
    try {
      // Two clients per server at a time, alternating servers: 24 bookings in about 3 s, each a new customer.
      const attempts: Attempt[] = [];
      await Promise.all(
        [0, 1, 2, 3].map(async (lane) => {
          for (let n = lane; n < 24; n += 4) {
            const [server, via] = n % 2 === 0 ? [rig.a, 'A' as const] : [rig.b, 'B' as const];
            attempts.push(await book(server, via, rig.spots[n]!, `burst-${String(n).padStart(2, '0')}`));
            // Spread over about two sweep periods, so more than one run sends.
            await sleep(400);
          }
        }),
      );
      const failed = attempts.filter((a) => a.status !== 201 || !a.reservationId);
      assert.deepEqual(failed, [], 'every booking is accepted');
      const expected = attempts.map((a) => ({ email: a.email, reservationId: a.reservationId ?? '' }));
      await waitForAll(rig, expected);
      await twoMoreSweeps(rig);
      const ports = assertExactlyOnce(rig, expected);
      console.log(`    (servers up in ${rig.startMs} ms) ${expected.length} bookings, ${rig.mail.messages.length} e-mails, ${rig.hooks.length} webhooks; ${split(rig, ports)}`);
    } finally {
      await rig.stop();
    }
  },
  { timeout: 60_000 },
);

test(
  'two servers on one database: one is killed (SIGKILL) in the middle of a burst, the survivor delivers the rest, nothing is lost or sent twice',
  async () => {
    const rig = await startRig();
    try {
      const attempts: Attempt[] = [];
      let next = 0;
      const spot = () => {
        assert.ok(next < rig.spots.length, 'ran out of free slots');
        return rig.spots[next++]!;
      };
      let killedAt = 0;
      let pendingAtKill: string[] = [];
      let inFlight: Attempt | undefined;
      const onA = (tag: string) => book(rig.a, 'A', spot(), tag).then((a) => (attempts.push(a), a));
      const onB = (tag: string) => book(rig.b, 'B', spot(), tag).then((a) => (attempts.push(a), a));
      const pendingThroughA = () =>
        deliveriesOf(rig.db, attempts.filter((a) => a.via === 'A' && a.status === 201).map((a) => a.email))
          .filter((d) => d.status === 'pending')
          .map((d) => d.email)
          .filter((email, i, all) => all.indexOf(email) === i);

      // B's clients keep booking, before the kill and after it. Both paces together stay near what the outbox
      // sends (at most 20 deliveries per 2-second sweep run, whichever server runs it), so it keeps up.
      const bClients = (async () => {
        for (let n = 0; !killedAt || Date.now() - killedAt < 1500 || n < 8; n++) {
          await onB(`kill-b-${n}`);
          await sleep(400);
        }
      })();
      // A's clients book, and A dies while it has recorded bookings whose messages are not sent yet. A is
      // killed only while no server holds the outbox's sweep lease and none may take it for 300 ms. A server
      // killed during a delivery run leaves that lease (job_sweeps, 5 minutes of real time) to run out
      // before any server sends again; nothing shortens it (the test clock ages the leases of single
      // deliveries, not the sweep's), so that case cannot be tested in under a minute.
      const aClients = (async () => {
        // About 3 s (a sweep run or two) of bookings through A first, so A has likely sent some itself.
        const started = Date.now();
        let n = 0;
        while (Date.now() - started < 3000) {
          await onA(`kill-a-${n++}`);
          await sleep(400);
        }
        const deadline = Date.now() + 15_000;
        for (;;) {
          const sweep = deliverySweep(rig.db);
          const free = sweep.leaseUntil <= Date.now() && sweep.nextRunAt - Date.now() >= 300;
          const pending = pendingThroughA();
          if (free && pending.length > 0) {
            pendingAtKill = pending;
            break;
          }
          assert.ok(Date.now() < deadline, 'found no moment to kill A with its bookings unsent and the outbox free within 15 s');
          if (pending.length === 0) await onA(`kill-a-${n++}`);
          else await sleep(10);
        }
        const request = book(rig.a, 'A', spot(), 'kill-a-in-flight');
        await sleep(3);
        killedAt = Date.now();
        await rig.a.crash();
        const sweep = deliverySweep(rig.db);
        assert.ok(!(sweep.owner?.includes(`:${rig.a.pid}:`) && sweep.leaseUntil > Date.now()), 'the killed server did not hold the outbox sweep');
        inFlight = await request;
        attempts.push(inFlight);
        // A's clients carry on with B.
        for (let n = 0; n < 3; n++) await onB(`kill-a-then-b-${n}`);
      })();
      await Promise.all([aClients, bClients]);

      // What was committed is what must be delivered: every accepted booking, and the one in flight if A committed it.
      const committed = rig.db
        .prepare("SELECT id AS reservationId, customer_email AS email FROM reservations WHERE customer_email LIKE 'two-servers.kill-%'")
        .all() as { reservationId: string; email: string }[];
      for (const a of attempts.filter((a) => a.status === 201)) assert.ok(committed.some((c) => c.reservationId === a.reservationId), `${a.email} was answered 201 and is stored`);
      assert.deepEqual(attempts.filter((a) => a.status !== undefined && a.status !== 201), [], 'no booking is refused');
      assert.deepEqual(attempts.filter((a) => a.error && a !== inFlight), [], 'only the request in flight when A died failed');
      assert.ok(pendingAtKill.length > 0);

      await waitForAll(rig, committed);
      await twoMoreSweeps(rig);
      const ports = assertExactlyOnce(rig, committed);
      for (const email of pendingAtKill) {
        const message = rig.mail.messages.find((m) => m.to.includes(email));
        assert.equal(message && senderPort(message), portOf(rig.b), `${email}, recorded by A and unsent when A died, was sent by B`);
      }
      const flight = inFlight as Attempt | undefined;
      const stored = committed.some((c) => c.email === flight?.email);
      console.log(
        `    (servers up in ${rig.startMs} ms) ${committed.length} bookings (${attempts.filter((a) => a.via === 'A').length} through A), the messages of ${pendingAtKill.length} of A's unsent when it died; ` +
          `the request in flight ${flight?.error ? `failed (${flight.error.trim()})` : `answered ${flight?.status}`} and was ${stored ? '' : 'not '}committed; ${split(rig, ports)}`,
      );
    } finally {
      await rig.stop();
    }
  },
  { timeout: 60_000 },
);
