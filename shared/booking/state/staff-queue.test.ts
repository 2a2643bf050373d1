import { describe, expect, it } from 'vitest';
import { createStaffQueue, staffProblemOf, type StaffQueueApi } from './staff-queue.ts';
import { apiError, flush, queueEntry, testWidget } from '../../../test/helpers/booking-widget.ts';

/** A staff API that logs each call and answers as told. */
function fakeStaffApi(overrides: Partial<StaffQueueApi> = {}): StaffQueueApi & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    isStaff: async () => (log.push('session'), true),
    notifyNext: async (locationId) => (
      log.push(`notifyNext ${locationId}`),
      queueEntry({ customerName: 'Ana Morales', status: 'notified' })
    ),
    setStatus: async (id, status) => void log.push(`setStatus ${id} ${status}`),
    remove: async (id) => void log.push(`remove ${id}`),
    ...overrides,
  };
}

function staffConsole(api: StaffQueueApi, preview = false) {
  const widget = testWidget('salon', { preview });
  let refreshed = 0;
  const store = createStaffQueue(widget.context, { api, refresh: () => void (refreshed += 1) });
  return { store, refreshed: () => refreshed };
}

describe('staff queue console', () => {
  it('opens for staff only, asks once, and never in a preview', async () => {
    const api = fakeStaffApi();
    const { store } = staffConsole(api);
    store.check();
    store.check();
    await flush();
    expect(store.$state.get().session).toBe('staff');
    expect(api.log).toEqual(['session']);

    const visitor = staffConsole(fakeStaffApi({ isStaff: async () => false })).store;
    visitor.check();
    await flush();
    expect(visitor.$state.get().session).toBe('visitor');

    const failing = staffConsole(fakeStaffApi({ isStaff: () => Promise.reject(apiError(500)) })).store;
    failing.check();
    await flush();
    expect(failing.$state.get().session).toBe('visitor');

    const previewApi = fakeStaffApi();
    const preview = staffConsole(previewApi, true).store;
    preview.check();
    await flush();
    expect(preview.$state.get().session).toBe('visitor');
    expect(previewApi.log).toEqual([]);
  });

  it('serves as seated, a no-show as cancelled, removes after asking, and reloads the line each time', async () => {
    const api = fakeStaffApi();
    const { store, refreshed } = staffConsole(api);
    const ben = queueEntry({ id: 'q_ben', customerName: 'Ben Okafor' });
    await store.serve(ben);
    expect(api.log).toEqual([]);
    store.check();
    await flush();
    await store.callNext('loc_a');
    expect(store.$state.get().done).toMatchObject({ action: 'call-next', name: 'Ana Morales' });
    await store.serve(ben);
    await store.noShow(ben);
    await store.remove();
    store.askRemove(ben);
    expect(store.$state.get().confirmingRemove?.id).toBe('q_ben');
    await store.remove();
    expect(api.log.slice(1)).toEqual(['notifyNext loc_a', 'setStatus q_ben seated', 'setStatus q_ben cancelled', 'remove q_ben']);
    expect(store.$state.get().done).toMatchObject({ action: 'remove', name: 'Ben Okafor' });
    expect(refreshed()).toBe(4);
  });

  it('ends the console on a 401, says forbidden on a 403, and the booking error text otherwise', async () => {
    expect(staffProblemOf(apiError(401), 'served')).toEqual({ staff: 'sessionEnded' });
    expect(staffProblemOf(apiError(403), 'remove')).toEqual({ staff: 'forbidden' });
    expect(staffProblemOf(apiError(500), 'remove')).toEqual({ notice: { key: 'queueRemoveFailed' } });
    expect(staffProblemOf(Object.assign(apiError(429), { retryAfter: 125 }), 'call-next')).toEqual({
      notice: { key: 'tooManyAttempts', params: { count: '3' } },
    });

    const { store } = staffConsole(fakeStaffApi({ setStatus: () => Promise.reject(apiError(401)) }));
    store.check();
    await flush();
    await store.serve(queueEntry());
    expect(store.$state.get()).toMatchObject({ session: 'ended', working: null, problem: { staff: 'sessionEnded' } });
    // Nothing more is sent once the session has ended.
    await store.callNext('loc_a');
    expect(store.$state.get().done).toBeNull();
  });
});
