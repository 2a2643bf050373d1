import { atom, type ReadableAtom } from 'nanostores';
import type { BookingMemory } from './memory.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';
import { createQueueBoard, createQueueFinder, leaveQueue } from './queue-board.ts';
import { EMPTY_QUEUE, type QueueState } from './queue-state.ts';
import { createWalkIn, type WalkInStore } from './walk-in.ts';

export { canLeave, isOver, ownEntry, type QueueState } from './queue-state.ts';
export type { WalkInState } from './walk-in.ts';

/** Walk-in and queue status together: joining feeds the status screen its queue id. */
export interface QueueStore extends WalkInStore {
  $queue: ReadableAtom<QueueState>;
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
  const $queue = atom<QueueState>(EMPTY_QUEUE);
  const patch = patcher($queue);
  const board = createQueueBoard(ctx, memory, $queue);
  const finder = createQueueFinder(ctx, memory, $queue);
  const walkIn = createWalkIn(ctx, (entry, manageToken) => {
    memory.setQueueId(entry.id, manageToken);
    patch({ myEntryId: entry.id, myDetails: entry, myToken: manageToken, notice: null });
  });
  const stop = () => {
    board.close();
    finder.abort();
  };
  return {
    ...walkIn,
    $queue,
    open: board.open,
    close: stop,
    refresh: board.refresh,
    setPaused: board.setPaused,
    setFilter: board.setFilter,
    setFindText: (findText) => patch({ findText, findProblem: null }),
    find: finder.find,
    askLeave: () => patch({ confirmingLeave: true }),
    dismissLeave: () => patch({ confirmingLeave: false }),
    leave: () => leaveQueue(ctx, memory, $queue, board.refresh),
    dispose: stop,
  };
}
