// @vitest-environment node
import { dataOverSqlite } from '../database.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { makeTestApp } from '../testing.ts';
import { reminderEventId, reminderHoursOf, sendDueReminders } from './reminders.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();

let test: ReturnType<typeof makeTestApp>;
let db: Db;
let serial = 0;

beforeEach(async () => {
  test = makeTestApp();
  db = test.db;
  db.prepare('DELETE FROM reservations').run();
});
afterEach(() => test.close());

interface Booking {
  tenant?: string;
  startsIn: number;
  status?: string;
  bookedHoursAgo?: number;
  paid?: boolean;
  email?: string;
}

/** Stores a 30-minute booking of the tenant's first service at its first location, `startsIn` hours from NOW. */
function book({
  tenant = 'org_northwind',
  startsIn,
  status = 'confirmed',
  bookedHoursAgo = 72,
  paid = false,
  email = 'ada@example.com',
}: Booking): string {
  const id = `res_reminder_${++serial}`;
  const location = db.prepare('SELECT id FROM locations WHERE tenant_id = ? ORDER BY id LIMIT 1').pluck().get(tenant) as string;
  const service = db.prepare('SELECT id FROM services WHERE tenant_id = ? ORDER BY id LIMIT 1').pluck().get(tenant) as string;
  const start = at(startsIn);
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  db.prepare(
    `INSERT INTO reservations (tenant_id, id, location_id, service_id, start_utc, end_utc, block_start_utc, block_end_utc, customer_name,
       customer_email, status, confirmation_code, currency, paid_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Ada Lovelace', ?, ?, ?, 'USD', ?, ?, ?)`,
  ).run(
    tenant,
    id,
    location,
    service,
    start,
    end,
    start,
    end,
    email,
    status,
    `REMIND${String(serial).padStart(4, '0')}`,
    paid ? at(-bookedHoursAgo) : null,
    at(-bookedHoursAgo),
    at(-bookedHoursAgo),
  );
  return id;
}

const reminders = async (id: string, tenant = 'org_northwind') =>
  (await eventsOf(dataOverSqlite(db), tenant, id)).filter((e) => e.type === 'booking.reminder');

describe('booking reminders', () => {
  it('reminds a confirmed booking once, within 24 hours of its start, with an e-mail to the customer', async () => {
    const id = book({ startsIn: 23 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(1);
    expect(await sendDueReminders(dataOverSqlite(db), new Date(NOW.getTime() + HOUR))).toBe(0);
    const [event] = await reminders(id);
    expect(await reminders(id)).toHaveLength(1);
    expect(event?.id).toBe(reminderEventId(id, at(23)));
    expect(event?.data).toMatchObject({ kind: 'booking', reservationId: id, startUtc: at(23), customerName: 'Ada Lovelace' });
    const delivery = db.prepare("SELECT recipient FROM deliveries WHERE event_id = ? AND channel = 'email'").pluck().get(event?.id);
    expect(delivery).toBe('ada@example.com');
  });

  it('waits until the booking is inside the lead, and never reminds one that has started', async () => {
    const later = book({ startsIn: 25 });
    const started = book({ startsIn: -0.25 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(0);
    expect(await sendDueReminders(dataOverSqlite(db), new Date(NOW.getTime() + 1.5 * HOUR))).toBe(1);
    expect(await reminders(later)).toHaveLength(1);
    expect(await reminders(started)).toHaveLength(0);
  });

  it('reminds no cancelled or unpaid booking, nor one without an e-mail address; a paid pending one is reminded', async () => {
    const cancelled = book({ startsIn: 5, status: 'cancelled' });
    const unpaid = book({ startsIn: 6, status: 'pending' });
    const noEmail = book({ startsIn: 7, email: '' });
    const paid = book({ startsIn: 8, status: 'pending', paid: true });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(1);
    expect(await Promise.all([cancelled, unpaid, noEmail].map(async (id) => (await reminders(id)).length))).toEqual([0, 0, 0]);
    expect(await reminders(paid)).toHaveLength(1);
  });

  it('reminds a moved booking again for its new time', async () => {
    const id = book({ startsIn: 20 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(1);
    const moved = at(22);
    db.prepare('UPDATE reservations SET start_utc = ?, end_utc = ?, block_start_utc = ?, block_end_utc = ? WHERE id = ?').run(
      moved,
      at(22.5),
      moved,
      at(22.5),
      id,
    );
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(1);
    expect((await reminders(id)).map((e) => e.data.startUtc)).toEqual([at(20), moved]);
    expect((await reminders(id))[1]?.sequence).toBe(1);
  });

  it("follows the tenant's reminderHours, and sends none when it is 0", async () => {
    db.prepare("UPDATE business_config SET json = json_set(json, '$.reminderHours', 2) WHERE tenant_id = 'org_harbor'").run();
    const harborSoon = book({ tenant: 'org_harbor', startsIn: 1.5 });
    const harborLater = book({ tenant: 'org_harbor', startsIn: 5 });
    const northwind = book({ startsIn: 5.5 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(2);
    expect(await reminders(harborSoon, 'org_harbor')).toHaveLength(1);
    expect(await reminders(harborLater, 'org_harbor')).toHaveLength(0);
    expect(await reminders(northwind)).toHaveLength(1);

    db.prepare("UPDATE business_config SET json = json_set(json, '$.reminderHours', 0) WHERE tenant_id = 'org_northwind'").run();
    book({ startsIn: 1 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(0);
  });

  it("follows a location's or a service's own reminderHours over the configuration's", async () => {
    const service = db.prepare("SELECT id FROM services WHERE tenant_id = 'org_northwind' ORDER BY id LIMIT 1").pluck().get();
    db.prepare('UPDATE services SET policy = ? WHERE id = ?').run(JSON.stringify({ reminderHours: 48 }), service);
    const twoDaysOut = book({ startsIn: 40, bookedHoursAgo: 240 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(1);
    expect(await reminders(twoDaysOut)).toHaveLength(1);

    const location = db.prepare("SELECT id FROM locations WHERE tenant_id = 'org_harbor' ORDER BY id LIMIT 1").pluck().get();
    db.prepare('UPDATE locations SET policy = ? WHERE id = ?').run(JSON.stringify({ reminderHours: 1 }), location);
    const harbor = book({ tenant: 'org_harbor', startsIn: 3 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(0);
    expect(await sendDueReminders(dataOverSqlite(db), new Date(NOW.getTime() + 2.5 * HOUR))).toBe(1);
    expect(await reminders(harbor, 'org_harbor')).toHaveLength(1);
  });

  it('does not remind a booking made inside the lead (its confirmation has just gone out)', async () => {
    const lastMinute = book({ startsIn: 3, bookedHoursAgo: 1 });
    expect(await sendDueReminders(dataOverSqlite(db), NOW)).toBe(0);
    expect(await reminders(lastMinute)).toHaveLength(0);
  });

  it('reads reminderHours as a number of hours, falling back to 24', async () => {
    expect(reminderHoursOf({ reminderHours: 48 })).toBe(48);
    expect(reminderHoursOf({ reminderHours: 0 })).toBe(0);
    expect(reminderHoursOf({ reminderHours: -1 })).toBe(24);
    expect(reminderHoursOf({ reminderHours: '12' })).toBe(24);
    expect(reminderHoursOf({})).toBe(24);
    expect(reminderHoursOf({ reminderHours: 10_000 })).toBe(720);
  });
});
