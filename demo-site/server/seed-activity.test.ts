import { dataOverSqlite } from './database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { findSlots } from './domain/slots.ts';
import { seedPastActivity } from './seed-activity.ts';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

describe('seedPastActivity', { timeout: 60_000 }, () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  function seededDb() {
    const t = makeTestApp();
    cleanup = t.close;
    return t.db;
  }

  it('books past days of every tenant, completed, and none from today on', async () => {
    const db = seededDb();
    const made = await seedPastActivity(dataOverSqlite(db), NOW);
    expect(made).toBeGreaterThan(40);
    const rows = db.prepare('SELECT tenant_id AS tenantId, start_utc AS startUtc, status FROM reservations').all() as {
      tenantId: string;
      startUtc: string;
      status: string;
    }[];
    expect(rows).toHaveLength(made);
    expect(new Set(rows.map((r) => r.tenantId)).size).toBeGreaterThan(1);
    expect(rows.every((r) => r.status === 'completed')).toBe(true);
    expect(rows.every((r) => new Date(r.startUtc).getTime() < NOW.getTime() - 8 * 3600_000)).toBe(true);
  });

  it('e-mails none of the made-up visitors', async () => {
    const db = seededDb();
    expect(await seedPastActivity(dataOverSqlite(db), NOW)).toBeGreaterThan(0);
    expect(db.prepare('SELECT count(*) FROM deliveries').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM events').pluck().get()).toBe(0);
  });

  it('leaves the bookable slots of today and later exactly as they were', async () => {
    const db = seededDb();
    const tenantId = db.prepare('SELECT id FROM tenants ORDER BY rowid').pluck().get() as string;
    const locationId = db.prepare('SELECT id FROM locations WHERE tenant_id = ? ORDER BY rowid').pluck().get(tenantId) as string;
    const serviceId = db.prepare('SELECT id FROM services WHERE tenant_id = ? ORDER BY rowid').pluck().get(tenantId) as string;
    const slots = () => findSlots(dataOverSqlite(db), tenantId, { locationId, serviceId, date: '2026-11-24' }, NOW);
    const before = await slots();
    await seedPastActivity(dataOverSqlite(db), NOW);
    expect(await slots()).toEqual(before);
  });

  it('makes the same bookings for the same day', async () => {
    const first = seededDb();
    const count = await seedPastActivity(dataOverSqlite(first), NOW);
    const times = first.prepare('SELECT start_utc FROM reservations ORDER BY start_utc').pluck().all();
    cleanup?.();
    cleanup = undefined;
    const second = seededDb();
    expect(await seedPastActivity(dataOverSqlite(second), NOW)).toBe(count);
    expect(second.prepare('SELECT start_utc FROM reservations ORDER BY start_utc').pluck().all()).toEqual(times);
  });
});
