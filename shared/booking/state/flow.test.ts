import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationRequest, SlotQuery } from '../../api/reservations.ts';
import { englishNotice } from '../mode-notices.ts';
import { BOOKING_ERRORS, notice } from '../widget-messages.ts';
import { createManage } from './manage.ts';
import { apiError, fakeBookingApi, flush, reservation, slotAt, testWidget, TOKEN_NEW } from '../../../test/helpers/booking-widget.ts';

afterEach(() => vi.useRealTimers());

/** A salon widget walked to the customer-info step with a slot chosen. */
async function atCustomerInfo(api = fakeBookingApi()) {
  const w = testWidget('salon', { api });
  w.start();
  await flush();
  w.flow.chooseLocation('loc_a');
  w.flow.next();
  w.flow.chooseService('svc_cut');
  w.flow.next();
  w.flow.chooseAttendant('att_amelia');
  w.flow.next();
  await flush();
  w.flow.chooseSlot(slotAt('10:00'));
  w.flow.next();
  return { w, api };
}

const fill = (w: ReturnType<typeof testWidget>) => {
  w.flow.setField('name', 'Ada Lovelace');
  w.flow.setField('email', 'ada@example.com');
  w.flow.setField('phone', '+44 20 7946 0000');
};

describe('the booking flow store', () => {
  it('walks location → service → attendant → date → customer-info, loading slots on the date step', async () => {
    const api = fakeBookingApi();
    const { w } = await atCustomerInfo(api);
    expect(w.flow.$step.get()).toBe('customer-info');
    expect(api.log.filter((c) => c === 'slots')).toHaveLength(1);
    expect(w.flow.$selection.get()).toMatchObject({
      locationId: 'loc_a',
      serviceId: 'svc_cut',
      attendantId: 'att_amelia',
      date: '2026-03-10',
    });
  });

  it('refuses to leave the date step without a slot: Please select a date and time slot first', async () => {
    const w = testWidget('salon');
    w.start();
    await flush();
    w.flow.setStep('date');
    w.flow.next();
    expect(englishNotice(w.$shell.get().error)).toBe('Please select a date and time slot first');
    expect(w.flow.$step.get()).toBe('date');
  });

  it('shows the form’s own texts and sends nothing while the form is incomplete', async () => {
    const { w, api } = await atCustomerInfo();
    await w.flow.submit();
    expect(Object.keys(w.flow.$formErrors.get())).toEqual(['name', 'email', 'phone']);
    expect(api.log).not.toContain('checkAvailability');
  });

  it('re-checks the slot, creates the reservation, emits the event and confirms (payment skipped for a free or confirmed booking)', async () => {
    const { w, api } = await atCustomerInfo();
    fill(w);
    await w.flow.submit();
    expect(api.log.slice(-2)).toEqual(['checkAvailability', 'create']);
    expect(w.flow.$step.get()).toBe('confirmation');
    expect(w.flow.$manageToken.get()).toBe(TOKEN_NEW);
    expect(w.events.map((e) => e.name)).toEqual(['booking-reservation-created']);
  });

  it('goes to the payment step when the reservation waits for payment', async () => {
    const api = fakeBookingApi({ create: async () => ({ reservation: reservation({ status: 'pending', price: 5500 }), manageToken: 'tok_pending' }) });
    const { w } = await atCustomerInfo(api);
    fill(w);
    await w.flow.submit();
    expect(w.flow.$step.get()).toBe('payment');
    w.flow.paid(reservation({ status: 'confirmed' }));
    expect(w.flow.$step.get()).toBe('confirmation');
  });

  it('sends the slot back when the re-check says it is gone', async () => {
    const { w, api } = await atCustomerInfo(fakeBookingApi({ checkAvailability: async () => false }));
    fill(w);
    await w.flow.submit();
    expect(englishNotice(w.$shell.get().error)).toBe('The selected time is no longer available');
    expect(w.flow.$step.get()).toBe('date');
    expect(w.flow.$selection.get().slot).toBeNull();
    expect(api.log).not.toContain('create');
  });

  it.each([
    ['the availability call fails', { checkAvailability: async () => Promise.reject(apiError(500)) }, BOOKING_ERRORS.availabilityFailed],
    ['create returns no reservation', { create: async () => null }, BOOKING_ERRORS.noReservation],
    [
      'create says 409 slot_unavailable',
      { create: async () => Promise.reject(apiError(409, 'slot_unavailable')) },
      BOOKING_ERRORS.noReservation,
    ],
    ['the create call fails', { create: async () => Promise.reject(apiError(0)) }, BOOKING_ERRORS.createFailed],
  ])('shows the specified error message when %s', async (_case, overrides, message) => {
    const { w } = await atCustomerInfo(fakeBookingApi(overrides));
    fill(w);
    await w.flow.submit();
    expect(englishNotice(w.$shell.get().error)).toBe(message);
    expect(w.flow.$step.get()).toBe('customer-info');
  });

  it('puts a Spanish server refusal of the e-mail beside the e-mail field (mapped by its code, not its words)', async () => {
    const refusal = Object.assign(apiError(400, 'invalid', 'El correo electrónico no es válido'), { field: 'customerEmail' });
    const { w } = await atCustomerInfo(fakeBookingApi({ create: async () => Promise.reject(refusal) }));
    fill(w);
    await w.flow.submit();
    expect(w.flow.$formErrors.get()).toEqual({ email: { key: 'emailInvalid' } });
    expect(w.$shell.get().error).toBeNull();
    expect(w.flow.$step.get()).toBe('customer-info');
  });

  it('clears the banner after 5 seconds', async () => {
    vi.useFakeTimers();
    const w = testWidget('salon');
    w.showError(notice('loadServices'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(englishNotice(w.$shell.get().error)).toBe('Failed to load services');
    await vi.advanceTimersByTimeAsync(1);
    expect(w.$shell.get().error).toBeNull();
  });

  it('sends the same idempotency key when the same booking is retried, a new one for another booking', async () => {
    const keys: string[] = [];
    let fail = true;
    const api = fakeBookingApi({
      create: async (_request, key) => {
        keys.push(key);
        if (fail) throw apiError(0);
        return { reservation: reservation(), manageToken: null };
      },
    });
    const { w } = await atCustomerInfo(api);
    fill(w);
    await w.flow.submit();
    fail = false;
    await w.flow.submit();
    expect(keys[0]).toBe(keys[1]);
    w.flow.reset();
    expect(w.flow.$selection.get().slot).toBeNull();
  });

  it('in a preview, books locally with a CONF code and never calls create', async () => {
    const api = fakeBookingApi();
    const { w } = await atCustomerInfo(api);
    const preview = testWidget('salon', { api, preview: true });
    preview.start();
    await flush();
    preview.flow.chooseLocation('loc_a');
    preview.flow.chooseService('svc_cut');
    preview.flow.setStep('date');
    preview.flow.chooseDate('2026-03-11');
    const slots = preview.flow.slots.$state.get().slots;
    expect(slots.map((s) => s.startTime.slice(11, 16))).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    preview.flow.chooseSlot(slots[0]!);
    preview.flow.next();
    fill(preview);
    await preview.flow.submit();
    expect(preview.flow.$reservation.get()?.confirmationCode).toMatch(/^CONF[A-Z2-9]{8}$/);
    expect(api.log.filter((c) => c === 'create' || c === 'checkAvailability')).toEqual([]);
    w.dispose();
  });

  it('resets: today, nothing chosen, party size 1, the initial step', async () => {
    const w = testWidget('restaurant');
    w.start();
    await flush();
    w.flow.chooseLocation('loc_a');
    w.flow.setPartySize(12);
    w.flow.chooseDate('2026-03-12');
    w.flow.reset();
    expect(w.flow.$selection.get()).toMatchObject({ locationId: null, partySize: 1, date: '2026-03-10', slot: null });
    expect(w.flow.$step.get()).toBe('location');
  });

  it('keeps the party size between 1 and the maximum and clears the slot when it changes', async () => {
    const w = testWidget('restaurant');
    w.start();
    await flush();
    w.flow.chooseSlot(slotAt('10:00'));
    w.flow.setPartySize(0);
    expect(w.flow.$selection.get().partySize).toBe(1);
    w.flow.setPartySize(50);
    expect(w.flow.$selection.get()).toMatchObject({ partySize: 20, slot: null });
  });

  it('aborts the older slot request when the date changes, so a stale answer never shows', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((slots: ReturnType<typeof slotAt>[]) => void)[] = [];
    const api = fakeBookingApi({
      slots: (_q, signal) =>
        new Promise((resolve) => {
          signals.push(signal!);
          resolvers.push(resolve);
        }),
    });
    const w = testWidget('salon', { api });
    w.start();
    await flush();
    w.flow.chooseLocation('loc_a');
    w.flow.setStep('date');
    w.flow.chooseDate('2026-03-11');
    expect(signals[0]?.aborted).toBe(true);
    resolvers[1]?.([slotAt('09:00')]);
    resolvers[0]?.([slotAt('17:00')]);
    await flush();
    expect(w.flow.slots.$state.get().slots.map((s) => s.startTime)).toEqual([slotAt('09:00').startTime]);
  });
});

describe("the restaurant's meal types", () => {
  const recordingApi = () => {
    const asked: { slots: SlotQuery[]; checked: SlotQuery[]; created: ReservationRequest[] } = { slots: [], checked: [], created: [] };
    const api = fakeBookingApi({
      slots: async (query) => (asked.slots.push(query), [slotAt('19:00')]),
      checkAvailability: async (query) => (asked.checked.push(query), true),
      create: async (request) => (asked.created.push(request), { reservation: reservation({ mealType: request.mealType }), manageToken: TOKEN_NEW }),
    });
    return { api, asked };
  };

  it('asks for slots of the first meal type, then of the chosen one, and books with it', async () => {
    const { api, asked } = recordingApi();
    const w = testWidget('restaurant', { api });
    w.start();
    await flush();
    w.flow.chooseLocation('loc_a');
    w.flow.chooseService('svc_table');
    w.flow.setStep('date');
    await flush();
    expect(asked.slots.at(-1)?.mealType).toBe('regular-dining');
    w.flow.chooseSlot(slotAt('19:00'));
    w.flow.chooseMealType('chefs-table');
    await flush();
    expect(asked.slots.at(-1)?.mealType).toBe('chefs-table');
    expect(w.flow.$selection.get().slot).toBeNull();
    w.flow.chooseSlot(slotAt('19:00'));
    w.flow.next();
    fill(w);
    await w.flow.submit();
    expect(asked.checked.map((q) => q.mealType)).toEqual(['chefs-table']);
    expect(asked.created.map((r) => r.mealType)).toEqual(['chefs-table']);
    expect(w.flow.$reservation.get()?.mealType).toBe('chefs-table');
  });

  it('sends no meal type where the configuration has none', async () => {
    const { api, asked } = recordingApi();
    const w = testWidget('salon', { api });
    w.start();
    await flush();
    w.flow.chooseLocation('loc_a');
    w.flow.setStep('date');
    await flush();
    expect(asked.slots.length).toBeGreaterThan(0);
    expect(asked.slots.every((q) => q.mealType === undefined)).toBe(true);
  });

  it("moving a booking asks for slots of the booking's own meal type", async () => {
    const { api, asked } = recordingApi();
    const w = testWidget('restaurant', { api });
    const manage = createManage(w.context);
    manage.lookup.show(reservation({ mealType: 'private-dining' }));
    manage.startModify();
    manage.chooseDate('2026-03-11');
    await flush();
    expect(asked.slots.at(-1)).toMatchObject({ date: '2026-03-11', mealType: 'private-dining' });
  });
});
