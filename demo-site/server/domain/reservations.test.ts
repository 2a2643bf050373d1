import { sql } from 'kysely';
import { engineOf } from '../database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
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
      test.data,
      'org_northwind',
      { locationId: 'loc_nw_soho', serviceId, date: '2026-03-05', time, ...customer, ...extra },
      NOW,
    );
    if (!result.ok) throw new Error(result.message);
    return result.reservation;
  };
  return { data: test.data, book };
}

describe('payment helpers for the payments API', () => {
  it('reservationAmountDue: price plus 8.25 % tax for a pending reservation, else null', async () => {
    const { data, book } = setup();
    const styling = await book('svc_nw_styling', '12:00');
    expect(await reservationAmountDue(data, 'org_northwind', styling.id)).toEqual({ amount: 4900 + 404, currency: 'USD' });
    expect(await reservationAmountDue(data, 'org_northwind', styling.id.toUpperCase())).not.toBeNull();
    expect(await reservationAmountDue(data, 'org_harbor', styling.id)).toBeNull();
    expect(await reservationAmountDue(data, 'org_northwind', (await book('svc_nw_pickup', '12:00')).id)).toBeNull();
    expect(await reservationAmountDue(data, 'org_northwind', 'res_nope')).toBeNull();
  });

  it('confirmPaidReservation: confirms once, repeats are harmless, cancelled ones are refused', async () => {
    const { data, book } = setup();
    const styling = await book('svc_nw_styling', '12:00');
    const first = await confirmPaidReservation(data, 'org_northwind', styling.id, 'pi_1', NOW);
    const again = await confirmPaidReservation(data, 'org_northwind', styling.id, 'pi_2', NOW);
    expect(first).toMatchObject({ ok: true, reservation: { status: 'confirmed' } });
    expect(again).toEqual(first);
    expect((await data.selectFrom('reservations').select('payment_ref').where('id', '=', styling.id).executeTakeFirst())?.payment_ref).toBe(
      'pi_1',
    );
    expect(await reservationAmountDue(data, 'org_northwind', styling.id)).toBeNull();
    expect(await confirmPaidReservation(data, 'org_harbor', styling.id, 'pi_1')).toMatchObject({ ok: false, status: 404 });

    const other = await book('svc_nw_styling', '14:00');
    expect((await cancelReservation(data, 'org_northwind', other.id, NOW)).ok).toBe(true);
    expect(await confirmPaidReservation(data, 'org_northwind', other.id, 'pi_3')).toMatchObject({
      ok: false,
      status: 409,
      code: 'not_payable',
    });
  });

  it('getReservation is tenant-scoped and case-insensitive on the id', async () => {
    const { data, book } = setup();
    const pickup = await book('svc_nw_pickup', '10:00');
    expect((await getReservation(data, 'org_northwind', ` ${pickup.id.toUpperCase()} `))?.id).toBe(pickup.id);
    expect(await getReservation(data, 'org_harbor', pickup.id)).toBeUndefined();
  });
});

describe('the capacity trigger (second line of defence)', () => {
  const at = (h: string) => `2026-03-03T${h}:00.000Z`;

  it('aborts an insert or a move that would overbook the pool', async () => {
    const { data } = setup();
    // Straight into the table, past the booking code: only the trigger stands in the way.
    const add = (id: string, from: string, to: string, size: number, status = 'confirmed') =>
      data
        .insertInto('reservations')
        .values({
          tenant_id: 'org_northwind',
          id,
          location_id: 'loc_nw_brooklyn',
          service_id: 'svc_nw_fitting',
          attendant_id: null,
          start_utc: at(from),
          end_utc: at(to),
          block_start_utc: at(from),
          block_end_utc: at(to),
          party_size: size,
          customer_name: 'x',
          status,
          confirmation_code: `CODE${id.toUpperCase().padStart(4, 'X')}`,
          currency: 'USD',
          created_at: 'now',
          updated_at: 'now',
        })
        .execute();
    const update = (id: string, change: { status?: string; block_start_utc?: string; start_utc?: string }) =>
      data.updateTable('reservations').set(change).where('id', '=', id).execute();
    await add('r1', '15:00', '15:40', 1);
    await add('r2', '15:30', '16:10', 1); // capacity 2: both fit
    await expect(add('r3', '15:35', '15:50', 1)).rejects.toThrow(/slot_unavailable/);
    await expect(add('r4', '15:35', '15:50', 1, 'cancelled')).resolves.toBeDefined();
    await add('r5', '17:00', '17:40', 2);
    await expect(update('r5', { block_start_utc: at('16:00'), start_utc: at('16:00') })).rejects.toThrow(/slot_unavailable/);
    await expect(update('r4', { status: 'confirmed' })).rejects.toThrow(/slot_unavailable/);
    await expect(update('r1', { status: 'checked-in' })).resolves.toBeDefined();
  });
});

describe('migration 004', () => {
  it('scopes reservations and queue entries by tenant_id first in every key and index', async () => {
    const { data } = setup();
    // Each engine's catalogue: SQLite's index pragmas, PostgreSQL's pg_index (keys count, as their indexes).
    const indexesOf = async (table: string) =>
      engineOf(data) === 'postgres'
        ? (
            await sql<{ name: string }>`SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
              WHERE x.indrelid = ${table}::regclass ORDER BY i.relname`.execute(data)
          ).rows
        : (await sql<{ name: string }>`SELECT name FROM pragma_index_list(${table})`.execute(data)).rows;
    const columnsOf = async (index: string) =>
      engineOf(data) === 'postgres'
        ? (
            await sql<{ seqno: number; name: string }>`SELECT k.n - 1 AS seqno, a.attname AS name
              FROM pg_index x CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
              JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
              WHERE x.indexrelid = ${index}::regclass`.execute(data)
          ).rows.map((c) => ({ seqno: Number(c.seqno), name: c.name }))
        : (await sql<{ seqno: number; name: string }>`SELECT seqno, name FROM pragma_index_info(${index})`.execute(data)).rows;
    for (const table of ['reservations', 'queue_entries']) {
      const indexes = await indexesOf(table);
      expect(indexes.length).toBeGreaterThan(0);
      for (const index of indexes) {
        const columns = await columnsOf(index.name);
        expect(columns.find((c) => c.seqno === 0)?.name, `${table}.${index.name}`).toBe('tenant_id');
      }
    }
  });
});
