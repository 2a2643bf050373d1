import { atom, type ReadableAtom } from 'nanostores';
import type { QueueEntry } from '../../api/schemas.ts';
import { FINISHED_QUEUE_STATUSES, QUEUE_REFRESH_MS, type QueueStatus } from '../queue.ts';
import { modeRefusalNotice } from '../mode-notices.ts';
import { describeApiError, isAborted, isOwnershipRefusal, newActionKey, rateLimitNotice } from '../remote.ts';
import { clampPartySize, validateWalkIn, type WalkInForm } from '../validation.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { BookingMemory } from './memory.ts';
import type { WidgetContext } from './context.ts';

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

/** The queue status screen. */
export interface QueueState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  locationId: string;
  serviceId: string;
  /** The public board: names reduced to first name and initial, no phone or notes. */
  entries: QueueEntry[];
  paused: boolean;
  updatedAt: number | null;
  findText: string;
  findProblem: BookingNotice | null;
  finding: boolean;
  myEntryId: string | null;
  /**
   * The visitor's own entry in full (from joining, Find Me by phone, then read by its token on each
   * refresh, in any status); the board has only the public view, and drops an entry once it is over.
   */
  myDetails: QueueEntry | null;
  /** The token from joining (or a Find Me by phone): only with it can the visitor leave the queue. */
  myToken: string | null;
  confirmingLeave: boolean;
  leaving: boolean;
  /** 'left' after the visitor left the queue (the screen says so). */
  notice: 'left' | null;
}

/**
 * True once the visitor's entry is over for them: served (seated), no-show (cancelled) or taken off
 * the line (left). Its own copy is then read no more.
 */
export function isOver(entry: { status: string } | null): boolean {
  return entry !== null && (entry.status === 'seated' || FINISHED_QUEUE_STATUSES.includes(entry.status as QueueStatus));
}

/**
 * The visitor's entry as the screen shows it: the board's live position, status and wait, with the
 * name, phone and notes only the visitor's own copy has; once the own copy says it is over, that
 * copy. Null when the visitor follows no entry.
 */
export function ownEntry(state: QueueState): QueueEntry | null {
  if (!state.myEntryId) return null;
  const live = state.entries.find((e) => e.id === state.myEntryId);
  const details = state.myDetails?.id === state.myEntryId ? state.myDetails : null;
  if (!live || isOver(details)) return details;
  if (!details) return live;
  return { ...details, ...live, customerName: details.customerName, customerPhone: details.customerPhone, notes: details.notes };
}

/** True when the visitor may leave the queue here: they hold the entry's token and it is still waiting or called. */
export function canLeave(state: QueueState): boolean {
  const mine = ownEntry(state);
  return state.myToken !== null && mine !== null && (mine.status === 'waiting' || mine.status === 'notified');
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
  /** Find Me: asks the server for the entry with this full phone number or id. */
  find(): Promise<void>;
  /** 'Leave the Queue' asks first; then `leave()` removes the entry with the joining token. */
  askLeave(): void;
  dismissLeave(): void;
  leave(): Promise<void>;
  dispose(): void;
}

/** Creates the walk-in and queue state over the widget context. */
export function createQueue(ctx: WidgetContext, memory: BookingMemory): QueueStore {
  const onlyLocation = () => (ctx.catalog().locations.length === 1 ? (ctx.catalog().locations[0]?.id ?? '') : '');
  const emptyForm = (): WalkInForm => ({
    name: '',
    phone: '',
    email: '',
    locationId: onlyLocation(),
    serviceId: '',
    partySize: 1,
    notes: '',
  });
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
    finding: false,
    myEntryId: null,
    myDetails: null,
    myToken: null,
    confirmingLeave: false,
    leaving: false,
    notice: null,
  });
  const patchQueue = (change: Partial<QueueState>) => $queue.set({ ...$queue.get(), ...change });
  const patchWalkIn = (change: Partial<WalkInState>) => $walkIn.set({ ...$walkIn.get(), ...change });
  let controller: AbortController | null = null;
  let finder: AbortController | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  // One key per join action; a retry re-sends the first attempt's joinedAt, so the repeat is the same request.
  let joinKey: { body: string; key: string; joinedAt: string } | null = null;

  /**
   * The visitor's own entry by its token while it is open; undefined when there is nothing to read
   * (no token, or the entry is over), null when the token opens nothing (wrong or expired).
   */
  const readOwn = (signal: AbortSignal): Promise<QueueEntry | null | undefined> => {
    const { myEntryId, myToken, myDetails } = $queue.get();
    if (!myEntryId || !myToken || (myDetails?.id === myEntryId && isOver(myDetails))) return Promise.resolve(undefined);
    return ctx.api.ownQueueEntry(myToken, signal);
  };
  /** Applies the own read: the fresh copy, or (token refused) following by id on the board only. */
  const ownChange = (id: string | null, own: QueueEntry | null | undefined): Partial<QueueState> => {
    if (own === undefined || id === null || id !== $queue.get().myEntryId) return {};
    if (own?.id === id) return { myDetails: own };
    memory.setQueueId(id);
    return { myToken: null };
  };
  const refresh = (): void => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const id = $queue.get().myEntryId;
    patchQueue({ status: $queue.get().status === 'ready' ? 'ready' : 'loading' });
    void ctx
      .track(Promise.all([ctx.api.queue($queue.get().locationId || undefined, current.signal), readOwn(current.signal)]))
      .then(([entries, own]) => {
        if (!current.signal.aborted) patchQueue({ status: 'ready', entries, updatedAt: ctx.now(), ...ownChange(id, own) });
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
        customerEmail: form.email.trim() || undefined,
        language: ctx.locale,
        partySize: clampPartySize(form.partySize),
        notes: form.notes.trim() || undefined,
        joinedAt: new Date(ctx.now()).toISOString(),
        status: 'waiting' as const,
      };
      const body = JSON.stringify({ ...request, joinedAt: undefined });
      if (joinKey?.body !== body) joinKey = { body, key: newActionKey(), joinedAt: request.joinedAt };
      patchWalkIn({ working: true });
      try {
        const { entry, manageToken } = await ctx.track(ctx.api.joinQueue({ ...request, joinedAt: joinKey.joinedAt }, joinKey.key));
        joinKey = null;
        memory.setQueueId(entry.id, manageToken);
        patchQueue({ myEntryId: entry.id, myDetails: entry, myToken: manageToken, notice: null });
        patchWalkIn({ stage: 'done', entry, working: false });
        ctx.emit('booking-queue-joined', { queueEntry: entry });
      } catch (error) {
        // A refusal of the policy (walk-ins not enabled here) says so, in the page's language.
        const e = describeApiError(error);
        const refused = e.status === 409 ? modeRefusalNotice(e, 'queueJoinFailedForm') : null;
        patchWalkIn({ working: false, failure: rateLimitNotice(error) ?? refused ?? notice('queueJoinFailedForm') });
      }
    },
    done() {
      joinKey = null;
      $walkIn.set({ stage: 'form', form: emptyForm(), errors: {}, failure: null, entry: null, working: false });
    },
    open(queueId) {
      const state = $queue.get();
      // The full copy and the token stay only for the same entry (from joining here, or remembered with it).
      const same = queueId !== null && queueId === state.myEntryId;
      const remembered = queueId !== null && queueId === memory.queueId() ? memory.queueToken() : null;
      patchQueue({
        myEntryId: queueId,
        myDetails: same ? state.myDetails : null,
        myToken: same ? (state.myToken ?? remembered) : remembered,
        findText: queueId ?? state.findText,
        findProblem: null,
        confirmingLeave: false,
        notice: queueId ? null : state.notice,
      });
      refresh();
      startTimer();
    },
    close() {
      stopTimer();
      controller?.abort();
      finder?.abort();
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
    async find() {
      const text = $queue.get().findText.trim();
      if (!text) {
        patchQueue({ findProblem: notice('queueLookupEmpty'), myEntryId: null });
        return;
      }
      finder?.abort();
      const current = new AbortController();
      finder = current;
      patchQueue({ finding: true, findProblem: null, notice: null });
      try {
        const found = await ctx.track(ctx.api.findInQueue(text, current.signal));
        if (current.signal.aborted) return;
        if (!found) {
          patchQueue({ finding: false, findProblem: notice('queueEntryNotFound'), myEntryId: null });
          return;
        }
        memory.setQueueId(found.entry.id, found.manageToken);
        patchQueue({ finding: false, myEntryId: found.entry.id, myDetails: found.entry, myToken: found.manageToken, findProblem: null });
      } catch (error) {
        if (current.signal.aborted || isAborted(error)) return;
        const limited = rateLimitNotice(error);
        patchQueue({ finding: false, findProblem: limited });
        if (!limited) ctx.showError(notice('loadQueue'));
      }
    },
    askLeave: () => patchQueue({ confirmingLeave: true }),
    dismissLeave: () => patchQueue({ confirmingLeave: false }),
    async leave() {
      const state = $queue.get();
      patchQueue({ confirmingLeave: false });
      if (!canLeave(state) || state.leaving || !state.myEntryId) return;
      patchQueue({ leaving: true });
      try {
        await ctx.track(ctx.api.leaveQueue(state.myEntryId, state.myToken));
        memory.setQueueId(null);
        patchQueue({ leaving: false, myEntryId: null, myDetails: null, myToken: null, findText: '', notice: 'left' });
        refresh();
      } catch (error) {
        patchQueue({ leaving: false });
        ctx.showError(notice(isOwnershipRefusal(error) ? 'leaveRefused' : 'queueRemoveFailed'));
      }
    },
    dispose() {
      stopTimer();
      controller?.abort();
      finder?.abort();
    },
  };
}
