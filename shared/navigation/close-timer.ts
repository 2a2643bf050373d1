/** Timer functions, injectable for tests. */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A delayed close that a new hover cancels. */
export interface CloseTimer {
  /** Starts (or restarts) the countdown. */
  start(): void;
  /** Stops a pending close. */
  cancel(): void;
  /** True while a close is pending. */
  readonly pending: boolean;
}

/**
 * The hover close delay of menus (150 ms): leaving a trigger or its panel starts the
 * countdown, entering either again cancels it, so a pointer crossing the gap keeps the panel open.
 */
export function createCloseTimer(delayMs: number, onClose: () => void, timers: Timers = realTimers): CloseTimer {
  let handle: unknown = null;
  const cancel = (): void => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    start() {
      cancel();
      handle = timers.set(() => {
        handle = null;
        onClose();
      }, delayMs);
    },
    cancel,
    get pending() {
      return handle !== null;
    },
  };
}
