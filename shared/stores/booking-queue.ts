import { atom, type ReadableAtom } from 'nanostores';
import type { QueueEntry } from '../api/schemas.ts';
import { QUEUE_REFRESH_MS } from '../booking/queue.ts';
import { isAborted, newActionKey } from '../booking/remote.ts';
import { clampPartySize, findQueueEntry, validateWalkIn, type WalkInForm } from '../booking/validation.ts';
import { notice, type BookingNotice } from '../booking/widget-messages.ts';
import type { BookingMemory } from './booking-memory.ts';
import type { WidgetContext } from './booking-context.ts';

/** The walk-in screen (sections 2.7 and 4.7): the form, then the confirmation with position and wait. */
export interface WalkInState {
  stage: 'form' | 'done';
  form: WalkInForm;
  errors: Partial<Record<keyof WalkInForm, BookingNotice>>;
  /** 'Failed to add to queue. Please try again.' when the call failed. */
  failure: BookingNotice | null;
  entry: QueueEntry | null;
  working: boolean;
}

/** The queue status screen (section 2.8). */
export interface QueueState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  locationId: string;
  serviceId: string;
  entries: QueueEntry[];
  paused: boolean;
  updatedAt: number | null;
  findText: string;
  findProblem: BookingNotice | null;
  myEntryId: string | null;
}

/** Walk-in and queue status together: joining feeds the status screen its queue id. */
export interface QueueStore {
  $walkIn: ReadableAtom<WalkInState>;
  $queue: ReadableAtom<QueueState>;
  setWalkInField(name: keyof WalkInForm, value: string | number): void;
  join(): Promise<void>;
  /** 'Done': a fresh walk-in form. */
  done(): void;
  /** Starts the queue screen: loads now and every 30 s unless paused. */
  open(queueId: string | null): void;
  /** Leaves the queue screen: stops refreshing. */
  close(): void;
  refresh(): void;
  setPaused(paused: boolean): void;
  setFilter(filter: { locationId?: string; serviceId?: string }): void;
  setFindText(text: string): void;
  find(): void;
  dispose(): void;
}

/** Creates the walk-in and queue state over the widget context. */
export function createQueue(ctx: WidgetContext, memory: BookingMemory): QueueStore {
  const onlyLocation = () => (ctx.catalog().locations.length === 1 ? (ctx.catalog().locations[0]?.id ?? '') : '');
  const emptyForm = (): WalkInForm => ({ name: '', phone: '', locationId: onlyLocation(), serviceId: '', partySize: 1, notes: '' });
  const $walkIn = atom<WalkInState>({ stage: 'form', form: emptyForm(), errors: {}, failure: null, entry: null, working: false });
  const $queue = atom<QueueState>({
    status: 'idle',
    locationId: '',
    serviceId: '',
    entries: [],
    paused: false,
    updatedAt: null,
    findText: '',
    findProblem: null,
    myEntryId: null,
  });
  const patchQueue = (change: Partial<QueueState>) => $queue.set({ ...$queue.get(), ...change });
  const patchWalkIn = (change: Partial<WalkInState>) => $walkIn.set({ ...$walkIn.get(), ...change });
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  // One key per join action; a retry re-sends the first attempt's joinedAt, so the repeat is the same request.
  let joinKey: { body: string; key: string; joinedAt: string } | null = null;

  const refresh = (): void => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    patchQueue({ status: $queue.get().status === 'ready' ? 'ready' : 'loading' });
    void ctx
      .track(ctx.api.queue($queue.get().locationId || undefined, current.signal))
      .then((entries) => {
        if (!current.signal.aborted) patchQueue({ status: 'ready', entries, updatedAt: ctx.now() });
      })
      .catch((error: unknown) => {
        if (current.signal.aborted || isAborted(error)) return;
        patchQueue({ status: 'error' });
        ctx.showError(notice('loadQueue'));
      });
  };
  const stopTimer = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const startTimer = (): void => {
    stopTimer();
    if (!$queue.get().paused) timer = setInterval(refresh, QUEUE_REFRESH_MS);
  };

  return {
    $walkIn,
    $queue,
    setWalkInField(name, value) {
      const form = { ...$walkIn.get().form, [name]: name === 'partySize' ? clampPartySize(Number(value), ctx.config.maxPartySize) : value };
      const { [name]: _gone, ...errors } = $walkIn.get().errors;
      patchWalkIn({ form, errors, failure: null });
    },
    async join() {
      const { form, working } = $walkIn.get();
      if (working) return;
      const problems = validateWalkIn(form, ctx.catalog().services.length > 0);
      const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, notice(key)]));
      patchWalkIn({ errors, failure: null });
      if (Object.keys(errors).length > 0) return;
      const request = {
        type: 'queue' as const,
        locationId: form.locationId,
        serviceId: form.serviceId || undefined,
        customerName: form.name.trim(),
        customerPhone: form.phone.trim(),
        partySize: clampPartySize(form.partySize),
        notes: form.notes.trim() || undefined,
        joinedAt: new Date(ctx.now()).toISOString(),
        status: 'waiting' as const,
      };
      const body = JSON.stringify({ ...request, joinedAt: undefined });
      if (joinKey?.body !== body) joinKey = { body, key: newActionKey(), joinedAt: request.joinedAt };
      patchWalkIn({ working: true });
      try {
        const entry = await ctx.track(ctx.api.joinQueue({ ...request, joinedAt: joinKey.joinedAt }, joinKey.key));
        joinKey = null;
        memory.setQueueId(entry.id);
        patchWalkIn({ stage: 'done', entry, working: false });
        ctx.emit('booking-queue-joined', { queueEntry: entry });
      } catch {
        patchWalkIn({ working: false, failure: notice('queueJoinFailedForm') });
      }
    },
    done() {
      joinKey = null;
      $walkIn.set({ stage: 'form', form: emptyForm(), errors: {}, failure: null, entry: null, working: false });
    },
    open(queueId) {
      patchQueue({ myEntryId: queueId, findText: queueId ?? $queue.get().findText, findProblem: null });
      refresh();
      startTimer();
    },
    close() {
      stopTimer();
      controller?.abort();
    },
    refresh,
    setPaused(paused) {
      patchQueue({ paused });
      if (paused) stopTimer();
      else {
        refresh();
        startTimer();
      }
    },
    setFilter(filter) {
      const locationChanged = filter.locationId !== undefined && filter.locationId !== $queue.get().locationId;
      patchQueue({ ...filter });
      if (locationChanged) refresh();
    },
    setFindText: (findText) => patchQueue({ findText, findProblem: null }),
    find() {
      const found = findQueueEntry($queue.get().entries, $queue.get().findText);
      if (found === 'empty') patchQueue({ findProblem: notice('queueLookupEmpty'), myEntryId: null });
      else if (found === 'not-found') patchQueue({ findProblem: notice('queueEntryNotFound'), myEntryId: null });
      else {
        memory.setQueueId(found.id);
        patchQueue({ myEntryId: found.id, findProblem: null });
      }
    },
    dispose() {
      stopTimer();
      controller?.abort();
    },
  };
}
