import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckIn } from './check-in.ts';
import { createManage } from './manage.ts';
import { bookingMemory, volatileMemory } from './memory.ts';
import { canLeave, createQueue, ownEntry } from './queue.ts';
import {
  apiError,
  fakeBookingApi,
  flush,
  queueEntry,
  refusalError,
  reservation,
  slotAt,
  testWidget,
  TOKEN_QUEUE,
  TOKEN_RES_1,
} from '../../../test/helpers/booking-widget.ts';
import type { QueueEntry } from '../../api/schemas.ts';
import { SAMPLE_CATALOG } from '../../../test/fixtures/booking-catalog.ts';
import { englishNotice } from '../mode-notices.ts';
import { policyRefusal, textRefusal } from '../refusals.ts';

afterEach(() => vi.useRealTimers());

/** Fills the walk-in form for Old Town and the cut (the queue tests' usual visitor). */
function fillWalkIn(queue: ReturnType<typeof createQueue>, name: string, phone: string): void {
  queue.setWalkInField('name', name);
  queue.setWalkInField('phone', phone);
  queue.setWalkInField('locationId', 'loc_a');
  queue.setWalkInField('serviceId', 'svc_cut');
}

describe('the widget shell', () => {
  it('starts in the asked mode when enabled, else the first enabled one', () => {
    expect(testWidget('salon', { mode: 'walk-in' }).$shell.get().mode).toBe('walk-in');
    expect(testWidget('meeting', { mode: 'walk-in' }).$shell.get().mode).toBe('new-reservation');
  });

  it('fetches the catalogue on start, or not at all when it is preloaded', async () => {
    const api = fakeBookingApi();
    testWidget('salon', { api }).start();
    await flush();
    expect(api.log).toEqual(['catalog']);
    const quiet = fakeBookingApi();
    const w = testWidget('salon', { api: quiet, preloaded: { ...SAMPLE_CATALOG, locations: SAMPLE_CATALOG.locations.slice(0, 1) } });
    w.start();
    await flush();
    expect(quiet.log).toEqual([]);
    expect(w.flow.$step.get()).toBe('service');
    expect(w.flow.$selection.get().locationId).toBe('loc_a');
  });

  it('shows Failed to load locations when the catalogue cannot load', async () => {
    const w = testWidget('salon', { api: fakeBookingApi({ catalog: () => Promise.reject(apiError(500)) }) });
    w.start();
    await flush();
    expect(w.$shell.get().catalog).toBe('error');
    expect(englishNotice(w.$shell.get().error)).toBe('Failed to load locations');
  });

  it('counts calls in flight for the loading overlay', async () => {
    let release: () => void = () => undefined;
    const w = testWidget('salon', {
      api: fakeBookingApi({ catalog: () => new Promise((done) => (release = () => done(SAMPLE_CATALOG))) }),
    });
    w.start();
    expect(w.$shell.get().busy).toBe(1);
    release();
    await flush();
    expect(w.$shell.get().busy).toBe(0);
  });

  it('switches modes only to enabled ones, each setting its step', () => {
    const w = testWidget('meeting');
    w.start();
    w.setMode('manage');
    expect([w.$shell.get().mode, w.flow.$step.get()]).toEqual(['manage', 'lookup']);
    w.setMode('walk-in');
    expect(w.$shell.get().mode).toBe('manage');
    w.setMode('check-in');
    expect(w.flow.$step.get()).toBe('check-in');
  });

  it('View Queue and the page event remember the mode and queue id; Back returns to the mode', () => {
    const memory = volatileMemory();
    const w = testWidget('salon', { memory });
    w.start();
    w.setMode('walk-in');
    w.viewQueue('q_7');
    expect(w.$shell.get()).toMatchObject({ mode: 'view-queue-progress', previousMode: 'walk-in', queueId: 'q_7' });
    expect([memory.previousMode(), memory.queueId()]).toEqual(['walk-in', 'q_7']);
    w.back();
    expect(w.$shell.get().mode).toBe('walk-in');
    expect(testWidget('meeting').viewQueue).toBeTypeOf('function');
  });

  it('brings new-reservation back to the confirmation within 60 seconds of booking', async () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const w = testWidget('salon', { now: () => now });
    w.start();
    await flush();
    w.flow.chooseLocation('loc_a');
    w.flow.chooseService('svc_cut');
    w.flow.setStep('date');
    w.flow.chooseSlot(slotAt('10:00'));
    w.flow.setStep('customer-info');
    w.flow.setField('name', 'Ada');
    w.flow.setField('email', 'ada@example.com');
    w.flow.setField('phone', '1');
    await w.flow.submit();
    w.setMode('manage');
    now += 59_000;
    w.setMode('new-reservation');
    expect(w.flow.$step.get()).toBe('confirmation');
    w.setMode('manage');
    now += 2_000;
    w.setMode('new-reservation');
    expect(w.flow.$step.get()).toBe('location');
  });

  it('after a reload within 60 seconds, shows the newest reservation’s confirmation again, read with its manage token', async () => {
    const memory = volatileMemory();
    memory.setNewest({ id: 'res_1', createdAt: Date.parse('2026-03-10T11:59:30Z'), manageToken: TOKEN_RES_1 });
    const api = fakeBookingApi();
    const w = testWidget('salon', { memory, api });
    w.start();
    await flush();
    expect(api.log).toContain(`lookup token ${TOKEN_RES_1}`);
    expect(w.flow.$step.get()).toBe('confirmation');
    expect(w.flow.$manageToken.get()).toBe(TOKEN_RES_1);
  });

  it('after a reload within 60 seconds, leaves a visitor who switched mode before the lookup answered where they went', async () => {
    const memory = volatileMemory();
    memory.setNewest({ id: 'res_1', createdAt: Date.parse('2026-03-10T11:59:30Z'), manageToken: TOKEN_RES_1 });
    const base = fakeBookingApi();
    let answer: () => void = () => {};
    const api = fakeBookingApi({
      lookup: (proof) => new Promise((resolve) => (answer = () => resolve(base.lookup(proof)))),
    });
    const w = testWidget('salon', { memory, api });
    w.start();
    await flush();
    w.setMode('manage');
    answer();
    await flush();
    expect([w.$shell.get().mode, w.flow.$step.get()]).toEqual(['manage', 'lookup']);
    w.setMode('new-reservation');
    expect(w.flow.$step.get()).not.toBe('confirmation');
  });

  it('forgets the newest reservation (and its token) once the 60 seconds are over', async () => {
    const memory = volatileMemory();
    memory.setNewest({ id: 'res_1', createdAt: Date.parse('2026-03-10T11:58:00Z'), manageToken: TOKEN_RES_1 });
    const api = fakeBookingApi();
    const w = testWidget('salon', { memory, api });
    w.start();
    await flush();
    expect(memory.newest()).toBeNull();
    expect(api.log.some((c) => c.startsWith('lookup'))).toBe(false);
    expect(w.flow.$step.get()).not.toBe('confirmation');
  });

  it('opens a signed manage link in manage mode, once, when manage is enabled', () => {
    const w = testWidget('salon', { manageToken: TOKEN_RES_1 });
    expect(w.$shell.get().mode).toBe('manage');
    expect(w.takeManageLink()).toBe(TOKEN_RES_1);
    expect(w.takeManageLink()).toBeNull();
    const noManage = testWidget('salon', { manageToken: TOKEN_RES_1, configChange: { enabledModes: ['new-reservation'] } });
    expect(noManage.$shell.get().mode).toBe('new-reservation');
    expect(noManage.takeManageLink()).toBeNull();
  });
});

describe('memory in localStorage', () => {
  it('survives a corrupt record and a storage that throws', () => {
    const store = new Map<string, string>([['k', '{bad json']]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
    const memory = bookingMemory({ key: 'k', storage: () => storage });
    expect(memory.previousMode()).toBe('new-reservation');
    memory.setQueueId('q_1', 'tok_q_1');
    expect(bookingMemory({ key: 'k', storage: () => storage }).queueId()).toBe('q_1');
    expect(bookingMemory({ key: 'k', storage: () => storage }).queueToken()).toBe('tok_q_1');
    memory.setQueueId('q_2');
    expect(memory.queueToken()).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    const fallback = bookingMemory({ key: 'k', storage: () => throwing });
    fallback.setPreviousMode('manage');
    expect(fallback.previousMode()).toBe('manage');
  });
});

describe('manage', () => {
  it('asks for the code and the e-mail or phone used to book, and says the same when either is wrong', async () => {
    const api = fakeBookingApi();
    const w = testWidget('salon', { api });
    const manage = createManage(w.context);
    await manage.lookup.search();
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('Please enter a confirmation code');
    manage.lookup.setCode('k7qx2m9p');
    await manage.lookup.search();
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('Please enter the email address or phone number used to book');
    expect(manage.lookup.$state.get().problemField).toBe('contact');
    expect(api.log.some((c) => c.startsWith('lookup'))).toBe(false);
    manage.lookup.setContact('someone@else.example');
    await manage.lookup.search();
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('No reservation found with this confirmation code');
    manage.lookup.setCode('nope');
    manage.lookup.setContact('ada@example.com');
    await manage.lookup.search();
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('No reservation found with this confirmation code');
    expect(manage.lookup.$state.get()).toMatchObject({ code: 'nope', contact: 'ada@example.com', reservation: null });
    manage.lookup.setCode('k7qx2m9p');
    manage.lookup.setContact('+44 (20) 7946-0000');
    await manage.lookup.search();
    expect(manage.lookup.$state.get()).toMatchObject({ reservation: { confirmationCode: 'K7QX2M9P' }, manageToken: TOKEN_RES_1 });
  });

  it('opens a manage link’s reservation, and says not found with the empty form for a bad one', async () => {
    const w = testWidget('salon');
    const manage = createManage(w.context);
    await manage.lookup.open('expired');
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('No reservation found with this confirmation code');
    expect(manage.lookup.$state.get()).toMatchObject({ code: '', contact: '', reservation: null });
    await manage.lookup.open(TOKEN_RES_1);
    expect(manage.lookup.$state.get()).toMatchObject({ reservation: { id: 'res_1' }, manageToken: TOKEN_RES_1, problem: null });
  });

  it('cancels after the question, checks in, and modifies to a new slot, each with the manage token, with events', async () => {
    const api = fakeBookingApi();
    const w = testWidget('salon', { api });
    const manage = createManage(w.context);
    manage.lookup.setCode('K7QX2M9P');
    manage.lookup.setContact('ADA@example.com');
    await manage.lookup.search();
    manage.askCancel();
    expect(manage.$state.get().confirmingCancel).toBe(true);
    manage.dismissCancel();
    await manage.checkIn();
    expect(manage.lookup.$state.get().reservation?.status).toBe('checked-in');
    manage.lookup.show(reservation());
    manage.startModify();
    manage.chooseDate('2026-03-11');
    manage.chooseSlot(slotAt('11:00'));
    await manage.saveModify();
    expect(manage.$state.get()).toMatchObject({ modifying: false, notice: 'modified' });
    await manage.cancel();
    expect(manage.lookup.$state.get().reservation?.status).toBe('cancelled');
    expect(api.log.filter((c) => c.includes(TOKEN_RES_1) && !c.startsWith('lookup'))).toEqual([
      `status checked-in ${TOKEN_RES_1}`,
      `modify ${TOKEN_RES_1}`,
      `cancel ${TOKEN_RES_1}`,
    ]);
    expect(w.events.map((e) => e.name)).toEqual([
      'booking-reservation-checked-in',
      'booking-reservation-modified',
      'booking-reservation-cancelled',
    ]);
  });

  it('shows the server’s check-in refusal, and the catalogue messages when calls fail', async () => {
    const refusal = 'Check-in is available starting 15 minutes before your appointment time (14:00).';
    const w = testWidget('salon', {
      api: fakeBookingApi({
        setStatus: () => Promise.reject(refusalError(409, 'check_in_refused', textRefusal('checkInTooEarly', { time: '14:00' }))),
        cancel: () => Promise.reject(apiError(500)),
        lookup: () => Promise.reject(apiError(0)),
      }),
    });
    const manage = createManage(w.context);
    manage.lookup.show(reservation());
    await manage.checkIn();
    expect(englishNotice(w.$shell.get().error)).toBe(refusal);
    await manage.cancel();
    expect(englishNotice(w.$shell.get().error)).toBe('Failed to cancel reservation');
    manage.lookup.setCode('X');
    manage.lookup.setContact('ada@example.com');
    await manage.lookup.search();
    expect(englishNotice(w.$shell.get().error)).toBe('Failed to load reservations');
  });

  it('goes back to the lookup with the typed values and asks to look up again when the server refuses a change (401, 403)', async () => {
    for (const status of [401, 403]) {
      const w = testWidget('salon', { api: fakeBookingApi({ cancel: () => Promise.reject(apiError(status)) }) });
      const manage = createManage(w.context);
      manage.lookup.setCode('K7QX2M9P');
      manage.lookup.setContact('ada@example.com');
      await manage.lookup.search();
      await manage.cancel();
      expect(englishNotice(manage.lookup.$state.get().problem)).toBe('Please look up your booking again to manage it.');
      expect(manage.lookup.$state.get()).toMatchObject({ code: 'K7QX2M9P', contact: 'ada@example.com', reservation: null, manageToken: null });
      expect(w.$shell.get().error).toBeNull();
    }
  });

  it('says how long to wait when lookups are rate limited, keeping what was typed', async () => {
    const limited = Object.assign(apiError(429, 'rate_limited'), { retryAfter: 125 });
    const w = testWidget('salon', { api: fakeBookingApi({ lookup: () => Promise.reject(limited) }) });
    const manage = createManage(w.context);
    manage.lookup.setCode('K7QX2M9P');
    manage.lookup.setContact('ada@example.com');
    await manage.lookup.search();
    expect(manage.lookup.$state.get().problem).toEqual({ key: 'tooManyAttempts', params: { count: '3' } });
    expect(manage.lookup.$state.get()).toMatchObject({ code: 'K7QX2M9P', contact: 'ada@example.com' });
    expect(w.$shell.get().error).toBeNull();
  });

  it('shows the server’s own field message when it asks for the code or the contact', async () => {
    const w = testWidget('salon', { api: fakeBookingApi({ lookup: () => Promise.reject(Object.assign(apiError(400), { field: 'contact' })) }) });
    const manage = createManage(w.context);
    manage.lookup.setCode('K7QX2M9P');
    manage.lookup.setContact('   x');
    await manage.lookup.search();
    expect(englishNotice(manage.lookup.$state.get().problem)).toBe('Please enter the email address or phone number used to book');
  });
});

describe('self check-in with a fixed clock', () => {
  it('goes search → review → complete, counts 5 seconds down, then resets', async () => {
    vi.useFakeTimers();
    const w = testWidget('salon', { now: () => Date.parse('2026-03-10T13:50:00Z') });
    await w.context.api.catalog();
    const checkIn = createCheckIn(w.context);
    checkIn.lookup.setCode('k7qx2m9p');
    checkIn.lookup.setContact('ada@example.com');
    await checkIn.search();
    expect(checkIn.$state.get().stage).toBe('review');
    await checkIn.confirm();
    expect(checkIn.$state.get()).toMatchObject({ stage: 'complete', secondsLeft: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(checkIn.$state.get().secondsLeft).toBe(4);
    await vi.advanceTimersByTimeAsync(4000);
    expect(checkIn.$state.get().stage).toBe('search');
    expect(checkIn.lookup.$state.get()).toMatchObject({ code: '', contact: '', manageToken: null });
  });

  it('refuses outside the window with the exact texts', async () => {
    const w = testWidget('salon', { now: () => Date.parse('2026-03-10T13:40:00Z') });
    const checkIn = createCheckIn(w.context);
    checkIn.lookup.setCode('K7QX2M9P');
    checkIn.lookup.setContact('ada@example.com');
    await checkIn.search();
    expect(checkIn.$state.get().stage).toBe('search');
    expect(englishNotice(checkIn.$state.get().problem)).toBe('Check-in is available starting 15 minutes before your appointment time (14:00).');
  });

  it('says so when the check-in call fails', async () => {
    const w = testWidget('salon', {
      now: () => Date.parse('2026-03-10T13:50:00Z'),
      api: fakeBookingApi({ setStatus: () => Promise.reject(apiError(500)) }),
    });
    const checkIn = createCheckIn(w.context);
    checkIn.lookup.setCode('K7QX2M9P');
    checkIn.lookup.setContact('ada@example.com');
    await checkIn.search();
    await checkIn.confirm();
    expect(englishNotice(checkIn.$state.get().problem)).toBe('There was an error checking in. Please speak with our staff for assistance.');
  });

  it('checks in with the manage token, and a refused token sends the visitor back to the search with the typed values', async () => {
    const seen: (string | null)[] = [];
    let refuse = false;
    const w = testWidget('salon', {
      now: () => Date.parse('2026-03-10T13:50:00Z'),
      api: fakeBookingApi({
        setStatus: async (id, status, token) => {
          seen.push(token);
          if (refuse) throw apiError(403);
          return reservation({ id, status });
        },
      }),
    });
    const checkIn = createCheckIn(w.context);
    checkIn.lookup.setCode('K7QX2M9P');
    checkIn.lookup.setContact('ada@example.com');
    await checkIn.search();
    refuse = true;
    await checkIn.confirm();
    expect(seen).toEqual([TOKEN_RES_1]);
    expect(checkIn.$state.get().stage).toBe('search');
    expect(englishNotice(checkIn.lookup.$state.get().problem)).toBe('Please look up your booking again to manage it.');
    expect(checkIn.lookup.$state.get()).toMatchObject({ code: 'K7QX2M9P', contact: 'ada@example.com' });
    checkIn.dispose();
  });
});

describe('walk-in and queue status (sections 2.7, 2.8)', () => {
  it('validates, joins with status waiting, remembers the queue id and emits', async () => {
    const memory = volatileMemory();
    const calls: unknown[] = [];
    const w = testWidget('salon', {
      memory,
      api: fakeBookingApi({ joinQueue: async (request) => (calls.push(request), { entry: queueEntry({ id: 'q_9' }), manageToken: 'tok_q_9' }) }),
    });
    w.start();
    await flush();
    const queue = createQueue(w.context, memory);
    await queue.join();
    expect(Object.values(queue.$walkIn.get().errors).map(englishNotice)).toEqual([
      'Please enter your name',
      'Please enter your phone number',
      'Please select a location',
      'Please select a service',
    ]);
    queue.setWalkInField('name', 'Grace');
    queue.setWalkInField('phone', '+44 1');
    queue.setWalkInField('locationId', 'loc_a');
    queue.setWalkInField('serviceId', 'svc_cut');
    queue.setWalkInField('partySize', '0');
    await queue.join();
    expect(calls[0]).toMatchObject({ type: 'queue', status: 'waiting', partySize: 1, customerName: 'Grace' });
    expect(queue.$walkIn.get().stage).toBe('done');
    expect(memory.queueId()).toBe('q_9');
    expect(memory.queueToken()).toBe('tok_q_9');
    expect(w.events[0]?.name).toBe('booking-queue-joined');
  });

  it('loads and refreshes the board behind its own loading line, never under the widget-wide loading overlay', async () => {
    let answer: (entries: QueueEntry[]) => void = () => undefined;
    const w = testWidget('salon', { api: fakeBookingApi({ queue: () => new Promise((done) => (answer = done)) }) });
    const queue = createQueue(w.context, volatileMemory());
    queue.open(null);
    expect(queue.$queue.get().status).toBe('loading');
    expect(w.$shell.get().busy).toBe(0);
    answer([queueEntry({ id: 'q_1' })]);
    await flush();
    expect(queue.$queue.get()).toMatchObject({ status: 'ready', entries: [{ id: 'q_1' }] });
    queue.refresh();
    expect(queue.$queue.get().status).toBe('ready');
    expect(w.$shell.get().busy).toBe(0);
    queue.close();
  });

  it('shows the form’s own text when joining fails', async () => {
    const w = testWidget('salon', { api: fakeBookingApi({ joinQueue: () => Promise.reject(apiError(500)) }) });
    const queue = createQueue(w.context, volatileMemory());
    fillWalkIn(queue, 'G', '1');
    await queue.join();
    expect(englishNotice(queue.$walkIn.get().failure)).toBe('Failed to add to queue. Please try again.');
  });

  it('says so when the business has not enabled walk-ins', async () => {
    const refusal = 'Joining the queue online is not available here. Please speak with our staff for assistance.';
    const w = testWidget('salon', { api: fakeBookingApi({ joinQueue: () => Promise.reject(refusalError(409, 'mode_disabled', policyRefusal('walkInClosed'))) }) });
    const queue = createQueue(w.context, volatileMemory());
    fillWalkIn(queue, 'G', '1');
    await queue.join();
    expect(queue.$walkIn.get().failure).toEqual({ key: 'walkInClosed' });
    expect(englishNotice(queue.$walkIn.get().failure)).toBe(refusal);
  });

  it('a retry after a lost answer repeats the same request with the same key (one queue entry)', async () => {
    const sent: { request: unknown; key: string }[] = [];
    let fail = true;
    let now = Date.parse('2026-03-02T12:00:00Z');
    const w = testWidget('salon', {
      now: () => now,
      api: fakeBookingApi({
        joinQueue: async (request, key) => {
          sent.push({ request, key });
          if (fail) throw apiError(500);
          return { entry: queueEntry({ id: 'q_1' }), manageToken: null };
        },
      }),
    });
    const queue = createQueue(w.context, volatileMemory());
    fillWalkIn(queue, 'G', '1');
    await queue.join();
    now += 7_000;
    fail = false;
    await queue.join();
    expect(queue.$walkIn.get().stage).toBe('done');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('refreshes every 30 seconds until paused, and Find Me asks the server by full phone number or id', async () => {
    vi.useFakeTimers();
    const api = fakeBookingApi();
    const w = testWidget('salon', { api });
    const queue = createQueue(w.context, volatileMemory());
    queue.open(null);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.log.filter((c) => c === 'queue')).toHaveLength(2);
    queue.setPaused(true);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(api.log.filter((c) => c === 'queue')).toHaveLength(2);
    await queue.find();
    expect(englishNotice(queue.$queue.get().findProblem)).toBe('Please enter a queue ID or phone number');
    queue.setFindText('+44 20 7946 0001');
    await queue.find();
    expect(api.log).toContain('findInQueue +44 20 7946 0001');
    // The board has the public view; the visitor's own card keeps the full name and phone from Find Me.
    expect(ownEntry(queue.$queue.get())).toMatchObject({ id: 'q_1', customerName: 'Grace', customerPhone: '+44 20 7946 0001' });
    expect(canLeave(queue.$queue.get())).toBe(true);
    queue.setFindText('Q_1');
    await queue.find();
    expect(ownEntry(queue.$queue.get())).toMatchObject({ id: 'q_1', customerName: 'Grace H.', customerPhone: '' });
    expect(canLeave(queue.$queue.get())).toBe(false);
    queue.setFindText('999');
    await queue.find();
    expect(englishNotice(queue.$queue.get().findProblem)).toBe('No entry found with this ID or phone number');
    queue.close();
  });

  it('leaves the queue with the token from joining, and forgets the entry', async () => {
    const memory = volatileMemory();
    const api = fakeBookingApi();
    const w = testWidget('salon', { memory, api });
    const queue = createQueue(w.context, memory);
    fillWalkIn(queue, 'Grace Hopper', '+44 20 7946 0555');
    await queue.join();
    queue.open('q_new');
    await flush();
    expect(canLeave(queue.$queue.get())).toBe(true);
    queue.askLeave();
    expect(queue.$queue.get().confirmingLeave).toBe(true);
    await queue.leave();
    expect(api.log).toContain(`leaveQueue q_new ${TOKEN_QUEUE}`);
    expect(queue.$queue.get()).toMatchObject({ myEntryId: null, myToken: null, notice: 'left' });
    expect(memory.queueId()).toBeNull();
    queue.dispose();
  });

  it('follows its own entry by the joining token after staff take it off the board, then stops asking', async () => {
    vi.useFakeTimers();
    const memory = volatileMemory();
    let own: QueueEntry | null = queueEntry({ id: 'q_new', status: 'waiting', position: 1 });
    let board: QueueEntry[] = [queueEntry({ id: 'q_new', customerName: 'Grace H.', customerPhone: '', position: 1 })];
    const api = fakeBookingApi({ queue: async () => (api.log.push('queue'), board), ownQueueEntry: async (token) => (api.log.push(`own ${token}`), own) });
    const w = testWidget('salon', { memory, api });
    const queue = createQueue(w.context, memory);
    fillWalkIn(queue, 'Grace Hopper', '+44 20 7946 0555');
    await queue.join();
    queue.open('q_new');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.log).toContain(`own ${TOKEN_QUEUE}`);
    // Marked a no-show: off the public board, but the visitor's own read says so.
    board = [];
    own = queueEntry({ id: 'q_new', status: 'cancelled', position: 0 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ownEntry(queue.$queue.get())).toMatchObject({ id: 'q_new', status: 'cancelled', customerPhone: '+44 20 7946 0001' });
    expect(canLeave(queue.$queue.get())).toBe(false);
    const asked = api.log.filter((c) => c.startsWith('own ')).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.log.filter((c) => c === 'queue').length).toBeGreaterThanOrEqual(4);
    expect(api.log.filter((c) => c.startsWith('own ')).length).toBe(asked);
    queue.dispose();
  });

  it('a board entry that is still listed is never shown as waiting once its own read says it is over', async () => {
    const memory = volatileMemory();
    memory.setQueueId('q_1', 'tok_q_1');
    const api = fakeBookingApi({
      queue: async () => [queueEntry({ customerName: 'Grace H.', customerPhone: '' })],
      ownQueueEntry: async () => queueEntry({ status: 'left', position: 0 }),
    });
    const queue = createQueue(testWidget('salon', { memory, api }).context, memory);
    queue.open('q_1');
    await flush();
    expect(ownEntry(queue.$queue.get())?.status).toBe('left');
    queue.dispose();
  });

  it('forgets a token that opens nothing (expired) and follows the entry on the board only', async () => {
    const memory = volatileMemory();
    memory.setQueueId('q_1', 'tok_expired');
    const api = fakeBookingApi({ queue: async () => [queueEntry({ customerName: 'Grace H.', customerPhone: '' })] });
    const queue = createQueue(testWidget('salon', { memory, api }).context, memory);
    queue.open('q_1');
    await flush();
    expect(api.log).toContain('ownQueueEntry tok_expired');
    expect(queue.$queue.get().myToken).toBeNull();
    expect([memory.queueId(), memory.queueToken()]).toEqual(['q_1', null]);
    expect(ownEntry(queue.$queue.get())).toMatchObject({ id: 'q_1', customerName: 'Grace H.', status: 'waiting' });
    expect(canLeave(queue.$queue.get())).toBe(false);
    queue.dispose();
  });

  it('says to ask staff when the server refuses to let this visitor leave, and the catalogue text when leaving fails', async () => {
    for (const [status, text] of [
      [403, 'Please ask a member of staff to take you off the queue.'],
      [500, 'Failed to remove from queue'],
    ] as const) {
      const memory = volatileMemory();
      memory.setQueueId('q_1', 'tok_old');
      const api = fakeBookingApi({ ownQueueEntry: async () => queueEntry(), leaveQueue: () => Promise.reject(apiError(status)) });
      const w = testWidget('salon', { memory, api });
      const queue = createQueue(w.context, memory);
      queue.open('q_1');
      await flush();
      await queue.leave();
      expect(englishNotice(w.$shell.get().error)).toBe(text);
      expect(queue.$queue.get().myEntryId).toBe('q_1');
      queue.dispose();
    }
  });

  it('says how long to wait when Find Me or joining is rate limited, keeping the form', async () => {
    const limited = apiError(429, 'rate_limited');
    const w = testWidget('salon', {
      api: fakeBookingApi({ findInQueue: () => Promise.reject(limited), joinQueue: () => Promise.reject(limited) }),
    });
    const queue = createQueue(w.context, volatileMemory());
    queue.setFindText('+44 20 7946 0001');
    await queue.find();
    expect(queue.$queue.get().findProblem).toEqual({ key: 'tooManyAttempts', params: { count: '1' } });
    fillWalkIn(queue, 'G', '1');
    await queue.join();
    expect(queue.$walkIn.get()).toMatchObject({ stage: 'form', failure: { key: 'tooManyAttempts' }, form: { name: 'G' } });
    queue.dispose();
  });

  it('shows Failed to load queue information when the queue cannot load', async () => {
    const w = testWidget('salon', { api: fakeBookingApi({ queue: () => Promise.reject(apiError(503)) }) });
    const queue = createQueue(w.context, volatileMemory());
    queue.open(null);
    await flush();
    expect(englishNotice(w.$shell.get().error)).toBe('Failed to load queue information');
    queue.dispose();
  });
});
