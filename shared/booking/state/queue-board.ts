import type { WritableAtom } from 'nanostores';
import type { QueueEntry } from '../../api/schemas.ts';
import { QUEUE_REFRESH_MS } from '../queue.ts';
import { isAborted, isOwnershipRefusal, rateLimitNotice } from '../remote.ts';
import { notice } from '../widget-messages.ts';
import type { BookingMemory } from './memory.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';
import { canLeave, isOver, type QueueState } from './queue-state.ts';

/** The queue board's loading and polling. */
export interface QueueBoard {
  /** Loads the board (and the visitor's own entry by its token) now. */
  refresh(): void;
  /** Follows `queueId` (or none), loads now and every 30 s unless paused. */
  open(queueId: string | null): void;
  /** Stops refreshing and drops a load under way. */
  close(): void;
  setPaused(paused: boolean): void;
  setFilter(filter: { locationId?: string; serviceId?: string }): void;
}

/**
 * The visitor's own entry by its token while it is open; undefined when there is nothing to read
 * (no token, or the entry is over), null when the token opens nothing (wrong or expired).
 */
function readOwn(ctx: WidgetContext, state: QueueState, signal: AbortSignal): Promise<QueueEntry | null | undefined> {
  const { myEntryId, myToken, myDetails } = state;
  if (!myEntryId || !myToken || (myDetails?.id === myEntryId && isOver(myDetails))) return Promise.resolve(undefined);
  return ctx.api.ownQueueEntry(myToken, signal);
}

/** Applies the own read: the fresh copy, or (token refused) following by id on the board only. */
function ownChange(memory: BookingMemory, state: QueueState, id: string | null, own: QueueEntry | null | undefined): Partial<QueueState> {
  if (own === undefined || id === null || id !== state.myEntryId) return {};
  if (own?.id === id) return { myDetails: own };
  memory.setQueueId(id);
  return { myToken: null };
}

/** What following `queueId` keeps: the full copy and the token only for the same entry (joined here, or remembered with it). */
function followChange(memory: BookingMemory, state: QueueState, queueId: string | null): Partial<QueueState> {
  const same = queueId !== null && queueId === state.myEntryId;
  const remembered = queueId !== null && queueId === memory.queueId() ? memory.queueToken() : null;
  return {
    myEntryId: queueId,
    myDetails: same ? state.myDetails : null,
    myToken: same ? (state.myToken ?? remembered) : remembered,
    findText: queueId ?? state.findText,
    findProblem: null,
    confirmingLeave: false,
    notice: queueId ? null : state.notice,
  };
}

/** Creates the board's loading (a newer load aborts the older one) and its 30-second refresh. */
export function createQueueBoard(ctx: WidgetContext, memory: BookingMemory, $queue: WritableAtom<QueueState>): QueueBoard {
  const patch = patcher($queue);
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const refresh = (): void => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const id = $queue.get().myEntryId;
    patch({ status: $queue.get().status === 'ready' ? 'ready' : 'loading' });
    // Not under the widget's loading overlay: the board says it is loading in its own place the first
    // time, and a refresh every 30 seconds must not cover what the visitor is reading.
    void Promise.all([ctx.api.queue($queue.get().locationId || undefined, current.signal), readOwn(ctx, $queue.get(), current.signal)])
      .then(([entries, own]) => {
        if (!current.signal.aborted) patch({ status: 'ready', entries, updatedAt: ctx.now(), ...ownChange(memory, $queue.get(), id, own) });
      })
      .catch((error: unknown) => {
        if (current.signal.aborted || isAborted(error)) return;
        patch({ status: 'error' });
        ctx.showError(notice('loadQueue'));
      });
  };
  const stopTimer = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const poll = (): void => {
    refresh();
    stopTimer();
    if (!$queue.get().paused) timer = setInterval(refresh, QUEUE_REFRESH_MS);
  };

  return {
    refresh,
    open(queueId) {
      patch(followChange(memory, $queue.get(), queueId));
      poll();
    },
    close() {
      stopTimer();
      controller?.abort();
    },
    setPaused(paused) {
      patch({ paused });
      if (paused) stopTimer();
      else poll();
    },
    setFilter(filter) {
      const locationChanged = filter.locationId !== undefined && filter.locationId !== $queue.get().locationId;
      patch({ ...filter });
      if (locationChanged) refresh();
    },
  };
}

/** Find Me, and dropping a search under way. */
export interface QueueFinder {
  find(): Promise<void>;
  abort(): void;
}

/** Creates Find Me: the entry with the typed full phone number or id (a newer search aborts the older one). */
export function createQueueFinder(ctx: WidgetContext, memory: BookingMemory, $queue: WritableAtom<QueueState>): QueueFinder {
  const patch = patcher($queue);
  let finder: AbortController | null = null;
  return {
    async find() {
      const text = $queue.get().findText.trim();
      if (!text) return patch({ findProblem: notice('queueLookupEmpty'), myEntryId: null });
      finder?.abort();
      const current = new AbortController();
      finder = current;
      patch({ finding: true, findProblem: null, notice: null });
      try {
        const found = await ctx.track(ctx.api.findInQueue(text, current.signal));
        if (current.signal.aborted) return;
        if (!found) return patch({ finding: false, findProblem: notice('queueEntryNotFound'), myEntryId: null });
        memory.setQueueId(found.entry.id, found.manageToken);
        patch({ finding: false, myEntryId: found.entry.id, myDetails: found.entry, myToken: found.manageToken, findProblem: null });
      } catch (error) {
        if (current.signal.aborted || isAborted(error)) return;
        const limited = rateLimitNotice(error);
        patch({ finding: false, findProblem: limited });
        if (!limited) ctx.showError(notice('loadQueue'));
      }
    },
    abort: () => finder?.abort(),
  };
}

/** Leaves the queue with the joining token, then shows the board without the entry ('left'). */
export async function leaveQueue(ctx: WidgetContext, memory: BookingMemory, $queue: WritableAtom<QueueState>, refresh: () => void): Promise<void> {
  const patch = patcher($queue);
  const state = $queue.get();
  patch({ confirmingLeave: false });
  if (!canLeave(state) || state.leaving || !state.myEntryId) return;
  patch({ leaving: true });
  try {
    await ctx.track(ctx.api.leaveQueue(state.myEntryId, state.myToken));
    memory.setQueueId(null);
    patch({ leaving: false, myEntryId: null, myDetails: null, myToken: null, findText: '', notice: 'left' });
    refresh();
  } catch (error) {
    patch({ leaving: false });
    ctx.showError(notice(isOwnershipRefusal(error) ? 'leaveRefused' : 'queueRemoveFailed'));
  }
}
