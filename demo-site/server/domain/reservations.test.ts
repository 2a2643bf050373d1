import { dataOverSqlite } from '../database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';
import { cancelReservation, confirmPaidReservation, createReservation, getReservation, reservationAmountDue } from './reservations.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
const customer = { customerName: 'Ada', customerEmail: 'ada@example.com', customerPhone: '1' };
let close: (() => void) | undefined;
afterEach(() => close?.());

function setup() {
  const test = makeTestApp();
  close = test.close;
  const book = async (serviceId: string, time: string, extra: Record<string, unknown> = {}) => {
    const result = await createReservation(
      dataOverSqlite(test.db),
      'org_northwind',
      { locationId: 'loc_nw_soho', serviceId, date: '2026-03-05', time, ...customer, ...extra },
      NOW,
    );
    if (!result.ok) throw new Error(result.message);
    return result.reservation;
  };
  return { db: test.db, book };
}

describe('payment helpers for the payments API', () => {
  it('reservationAmountDue: price plus 8.25 % tax for a pending reservation, else null', async () => {
    const { db, book } = setup();
    const styling = await book('svc_nw_styling', '12:00');
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_northwind', styling.id)).toEqual({ amount: 4900 + 404, currency: 'USD' });
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_northwind', styling.id.toUpperCase())).not.toBeNull();
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_harbor', styling.id)).toBeNull();
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_northwind', (await book('svc_nw_pickup', '12:00')).id)).toBeNull();
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_northwind', 'res_nope')).toBeNull();
  });

  it('confirmPaidReservation: confirms once, repeats are harmless, cancelled ones are refused', async () => {
    const { db, book } = setup();
    const styling = await book('svc_nw_styling', '12:00');
    const first = await confirmPaidReservation(dataOverSqlite(db), 'org_northwind', styling.id, 'pi_1', NOW);
    const again = await confirmPaidReservation(dataOverSqlite(db), 'org_northwind', styling.id, 'pi_2', NOW);
    expect(first).toMatchObject({ ok: true, reservation: { status: 'confirmed' } });
    expect(again).toEqual(first);
    expect(db.prepare('SELECT payment_ref FROM reservations WHERE id = ?').pluck().get(styling.id)).toBe('pi_1');
    expect(await reservationAmountDue(dataOverSqlite(db), 'org_northwind', styling.id)).toBeNull();
    expect(await confirmPaidReservation(dataOverSqlite(db), 'org_harbor', styling.id, 'pi_1')).toMatchObject({ ok: false, status: 404 });

    const other = await book('svc_nw_styling', '14:00');
    expect((await cancelReservation(dataOverSqlite(db), 'org_northwind', other.id, NOW)).ok).toBe(true);
    expect(await confirmPaidReservation(dataOverSqlite(db), 'org_northwind', other.id, 'pi_3')).toMatchObject({
      ok: false,
      status: 409,
      code: 'not_payable',
    });
  });

  it('getReservation is tenant-scoped and case-insensitive on the id', async () => {
    const { db, book } = setup();
    const pickup = await book('svc_nw_pickup', '10:00');
    expect((await getReservation(dataOverSqlite(db), 'org_northwind', ` ${pickup.id.toUpperCase()} `))?.id).toBe(pickup.id);
    expect(await getReservation(dataOverSqlite(db), 'org_harbor', pickup.id)).toBeUndefined();
  });
});

describe('the capacity trigger (second line of defence)', () => {
  const insert = `INSERT INTO reservations (tenant_id, id, location_id, service_id, attendant_id, start_utc, end_utc, block_start_utc, block_end_utc,
    party_size, customer_name, status, confirmation_code, currency, created_at, updated_at)
    VALUES ('org_northwind', ?, 'loc_nw_brooklyn', 'svc_nw_fitting', NULL, ?, ?, ?, ?, ?, 'x', ?, ?, 'USD', 'now', 'now')`;
  const at = (h: string) => `2026-03-03T${h}:00.000Z`;

  it('aborts an insert or a move that would overbook the pool', async () => {
    const { db } = setup();
    const add = (id: string, from: string, to: string, size: number, status = 'confirmed') =>
      db.prepare(insert).run(id, at(from), at(to), at(from), at(to), size, status, `CODE${id.toUpperCase().padStart(4, 'X')}`);
    add('r1', '15:00', '15:40', 1);
    add('r2', '15:30', '16:10', 1); // capacity 2: both fit
    expect(() => add('r3', '15:35', '15:50', 1)).toThrow(/slot_unavailable/);
    expect(() => add('r4', '15:35', '15:50', 1, 'cancelled')).not.toThrow();
    add('r5', '17:00', '17:40', 2);
    expect(() =>
      db.prepare(`UPDATE reservations SET block_start_utc = ?, start_utc = ? WHERE id = 'r5'`).run(at('16:00'), at('16:00')),
    ).toThrow(/slot_unavailable/);
    expect(() => db.prepare(`UPDATE reservations SET status = 'confirmed' WHERE id = 'r4'`).run()).toThrow(/slot_unavailable/);
    expect(() => db.prepare(`UPDATE reservations SET status = 'checked-in' WHERE id = 'r1'`).run()).not.toThrow();
  });
});

describe('migration 004', () => {
  it('scopes reservations and queue entries by tenant_id first in every key and index', async () => {
    const { db } = setup();
    for (const table of ['reservations', 'queue_entries']) {
      const indexes = db.prepare(`PRAGMA index_list(${table})`).all() as { name: string }[];
      expect(indexes.length).toBeGreaterThan(0);
      for (const index of indexes) {
        const columns = db.prepare(`PRAGMA index_info(${JSON.stringify(index.name)})`).all() as { seqno: number; name: string }[];
        expect(columns.find((c) => c.seqno === 0)?.name, `${table}.${index.name}`).toBe('tenant_id');
      }
    }
  });
});
