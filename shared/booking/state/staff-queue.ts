import { atom, type ReadableAtom } from 'nanostores';
import type { QueueEntry } from '../../api/schemas.ts';
import type { QueueStatus } from '../queue.ts';
import { describeApiError, isAborted, rateLimitNotice } from '../remote.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';

/** What staff can do from the console: call the next customer, or finish or remove one entry. */
export type StaffAction = 'call-next' | 'served' | 'no-show' | 'remove';

/**
 * The queue status each finishing button sets. The queue has no 'no-show' status of its own
 * (shared/booking/queue.ts): a customer who never came is cancelled, one who was served is seated
 * (the queue table shows seated entries for the rest of the day).
 */
export const STAFF_ACTION_STATUS = { served: 'seated', 'no-show': 'cancelled' } as const satisfies Record<string, QueueStatus>;

/** Who the console is for: unknown until the session answers; `ended` after a 401 on an action. */
export type StaffSession = 'checking' | 'visitor' | 'staff' | 'ended';

/** A problem of the console's own (its catalogue) or a booking notice (the booking error texts, 429). */
export type StaffProblem = { staff: 'sessionEnded' | 'forbidden' } | { notice: BookingNotice };

/** The staff console's state. */
export interface StaffQueueState {
  session: StaffSession;
  /** The action running now (`call-next:<location>` or `<action>:<entry id>`); the buttons wait for it. */
  working: string | null;
  /** The entry whose removal is being asked about. */
  confirmingRemove: QueueEntry | null;
  problem: StaffProblem | null;
  /** The last action that worked, for the live region; `name` is null when Call next found nobody. */
  done: { action: StaffAction; name: string | null; serial: number } | null;
}

/** The calls the console makes; the page's implementation sends the staff cookie with each. */
export interface StaffQueueApi {
  /** True when the browser holds a staff session of the page's organisation (the server decides). */
  isStaff(signal?: AbortSignal): Promise<boolean>;
  notifyNext(locationId: string): Promise<QueueEntry | null>;
  setStatus(queueEntryId: string, status: QueueStatus): Promise<void>;
  remove(queueEntryId: string): Promise<void>;
}

/** The staff console over the queue screen. */
export interface StaffQueueStore {
  $state: ReadableAtom<StaffQueueState>;
  /** Asks once who is signed in (never in a preview); the console shows only for staff. */
  check(): void;
  callNext(locationId: string): Promise<void>;
  serve(entry: QueueEntry): Promise<void>;
  noShow(entry: QueueEntry): Promise<void>;
  /** 'Remove' asks first; `remove()` then takes the entry out of the line. */
  askRemove(entry: QueueEntry): void;
  dismissRemove(): void;
  remove(): Promise<void>;
  dismissProblem(): void;
  dispose(): void;
}

/** What the console needs besides the widget context. */
export interface StaffQueueOptions {
  api: StaffQueueApi;
  /** Reloads the line after an action (the queue screen's refresh). */
  refresh(): void;
}

/** The booking error text of a failed action (when the server gave no reason the console knows). */
const FAILED: Record<StaffAction, Parameters<typeof notice>[0]> = {
  'call-next': 'notifyNextFailed',
  served: 'queueUpdateFailed',
  'no-show': 'queueUpdateFailed',
  remove: 'queueRemoveFailed',
};

/** What a failed action says: session ended (401), another tenant (403), too many (429), else the booking error text. */
export function staffProblemOf(error: unknown, action: StaffAction): StaffProblem {
  const { status } = describeApiError(error);
  if (status === 401) return { staff: 'sessionEnded' };
  if (status === 403) return { staff: 'forbidden' };
  return { notice: rateLimitNotice(error) ?? notice(FAILED[action]) };
}

/** Creates the staff console's state: nothing is asked until `check()`. */
export function createStaffQueue(ctx: WidgetContext, options: StaffQueueOptions): StaffQueueStore {
  const $state = atom<StaffQueueState>({ session: 'checking', working: null, confirmingRemove: null, problem: null, done: null });
  const patch = patcher($state);
  let checked = false;
  let controller: AbortController | null = null;
  let serial = 0;

  const run = async (action: StaffAction, target: string, work: () => Promise<string | null>): Promise<void> => {
    const state = $state.get();
    if (state.working !== null || state.session !== 'staff') return;
    patch({ working: `${action}:${target}`, problem: null });
    try {
      const name = await ctx.track(work());
      patch({ working: null, done: { action, name, serial: ++serial } });
    } catch (error) {
      const problem = staffProblemOf(error, action);
      patch({ working: null, problem, session: 'staff' in problem && problem.staff === 'sessionEnded' ? 'ended' : 'staff' });
    }
    options.refresh();
  };

  const finish = (entry: QueueEntry, action: 'served' | 'no-show') =>
    run(action, entry.id, async () => {
      await options.api.setStatus(entry.id, STAFF_ACTION_STATUS[action]);
      return entry.customerName;
    });

  return {
    $state,
    check() {
      if (checked) return;
      checked = true;
      if (ctx.preview) return patch({ session: 'visitor' });
      const current = new AbortController();
      controller = current;
      options.api.isStaff(current.signal).then(
        (staff) => {
          if (!current.signal.aborted) patch({ session: staff ? 'staff' : 'visitor' });
        },
        (error: unknown) => {
          // Without an answer the widget stays the visitor's: no console, nothing else changes.
          if (!current.signal.aborted && !isAborted(error)) patch({ session: 'visitor' });
        },
      );
    },
    callNext: (locationId) => run('call-next', locationId, async () => (await options.api.notifyNext(locationId))?.customerName ?? null),
    serve: (entry) => finish(entry, 'served'),
    noShow: (entry) => finish(entry, 'no-show'),
    askRemove: (entry) => patch({ confirmingRemove: entry }),
    dismissRemove: () => patch({ confirmingRemove: null }),
    async remove() {
      const entry = $state.get().confirmingRemove;
      patch({ confirmingRemove: null });
      if (!entry) return;
      await run('remove', entry.id, async () => {
        await options.api.remove(entry.id);
        return entry.customerName;
      });
    },
    dismissProblem: () => patch({ problem: null }),
    dispose() {
      controller?.abort();
    },
  };
}

/**
 * The page's staff calls through `shared/api` (the `<meta>`-configured client; the HttpOnly staff
 * cookie goes with each same-origin call). The client loads on first use.
 */
export function pageStaffQueueApi(): StaffQueueApi {
  const modules = async () => {
    const [{ staffQueueApi }, { authApi }, { pageApi }] = await Promise.all([
      import('../../api/reservations.ts'),
      import('../../api/auth.ts'),
      import('../../api/client.ts'),
    ]);
    return { q: staffQueueApi, auth: authApi, api: pageApi() };
  };
  return {
    async isStaff(signal) {
      const { auth, api } = await modules();
      return (await auth.session(api, signal)).staff != null;
    },
    async notifyNext(locationId) {
      const { q, api } = await modules();
      return q.notifyNext(api, locationId);
    },
    async setStatus(queueEntryId, status) {
      const { q, api } = await modules();
      await q.setStatus(api, queueEntryId, status);
    },
    async remove(queueEntryId) {
      const { q, api } = await modules();
      await q.remove(api, queueEntryId);
    },
  };
}
