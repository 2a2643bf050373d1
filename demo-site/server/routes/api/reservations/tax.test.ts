import { afterEach, describe, expect, it } from 'vitest';
import { reservationAmountDue } from '../../../domain/reservations.ts';
import { resolveDue } from '../../../payments/targets.ts';
import { body, bookingApp, PICKUP, setPolicy } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

async function visitorBooks(change: Record<string, unknown>, org: string) {
  const res = await app.post('/create', { ...PICKUP, ...change }, { as: 'visitor', org });
  expect(res.status).toBe(201);
  return (await body(res)) as { reservation: Record<string, unknown> & { id: string }; manageToken: string };
}

describe('reservation tax follows the tenant', () => {
  it('Harbor (GBP, VAT included): the salon price is what is paid, and the answer says VAT is inside it', async () => {
    app = bookingApp();
    // Without the salon's deposit, the full price is due.
    await setPolicy(app.data, 'services', 'svc_hb_cut', { depositCents: 0 }, 'org_harbor');
    const cut = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', date: '2026-03-05', time: '10:00' };
    const { reservation, manageToken } = await visitorBooks(cut, 'org_harbor');
    expect(reservation).toMatchObject({ status: 'pending', price: 5500, taxIncluded: true, taxBasisPoints: 2000 });
    expect(await reservationAmountDue(app.data, 'org_harbor', reservation.id)).toEqual({ amount: 5500, currency: 'GBP' });
    const due = await resolveDue(app.data, 'org_harbor', { type: 'reservation', id: reservation.id });
    expect(due.ok && due.target.amount).toBe(5500);
    // The visitor's own read (by the manage token) carries the same facts the widget prices with.
    const read = await app.get(`?manageToken=${encodeURIComponent(manageToken)}`, 'org_harbor', 'visitor');
    expect((await body(read)).reservations[0]).toMatchObject({ taxIncluded: true, taxBasisPoints: 2000 });
  });

  it('Northwind (USD, tax added): the booking tax of 8.25 % stays on top, and the answer has no VAT facts', async () => {
    app = bookingApp();
    const { reservation } = await visitorBooks({ serviceId: 'svc_nw_styling', date: '2026-03-05', time: '12:00' }, 'org_northwind');
    expect(reservation).not.toHaveProperty('taxIncluded');
    expect(await reservationAmountDue(app.data, 'org_northwind', reservation.id)).toEqual({
      amount: 4900 + 404,
      currency: 'USD',
    });
  });

  it('the Harbor deposit stays what the visitor pays (it is below the VAT-inclusive price)', async () => {
    app = bookingApp();
    const cut = { locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', date: '2026-03-05', time: '10:00' };
    const { reservation } = await visitorBooks(cut, 'org_harbor');
    expect(await reservationAmountDue(app.data, 'org_harbor', reservation.id)).toEqual({ amount: 1000, currency: 'GBP' });
  });
});
