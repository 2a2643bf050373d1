import { atom, type WritableAtom } from 'nanostores';
import { ERROR_BANNER_MS } from '../adaptive.ts';
import type { BookingNotice } from '../widget-messages.ts';
import type { Mode } from '../widget-config.ts';

/** The frame of the widget: its mode, the banner, the loading count and the catalogue's state. */
export interface ShellState {
  mode: Mode;
  /** The mode View Queue came from; Back returns to it (kept in local storage). */
  previousMode: Mode;
  error: BookingNotice | null;
  /** Calls in flight: the loading overlay shows while above 0. */
  busy: number;
  catalog: 'loading' | 'ready' | 'error';
  /** The queue id the queue screen looks up (from the walk-in, the page event or local storage). */
  queueId: string | null;
  /** Counts View Queue requests, so the queue screen reloads on each one. */
  queueRequest: number;
  /** A signed manage link's token the manage screen still has to open (then it takes it away). */
  manageLink: string | null;
}

/** The widget's frame with its banner (cleared after 5 seconds) and its count of calls in flight. */
export interface Shell {
  $shell: WritableAtom<ShellState>;
  patch(change: Partial<ShellState>): void;
  showError(message: BookingNotice): void;
  dismissError(): void;
  /** Counts a call in flight until it settles (the loading overlay). */
  track<T>(work: Promise<T>): Promise<T>;
  /** Stops the banner's timer. */
  dispose(): void;
}

/** Creates the widget's frame from its first state. */
export function createShell(first: ShellState): Shell {
  const $shell = atom<ShellState>(first);
  // Written out rather than through patcher() (./patch.ts): that shared module would become a chunk of
  // its own in the widget's first load, which costs more bytes than this line.
  const patch = (change: Partial<ShellState>) => $shell.set({ ...$shell.get(), ...change });
  let errorTimer: ReturnType<typeof setTimeout> | undefined;
  const stopBanner = (): void => {
    if (errorTimer !== undefined) clearTimeout(errorTimer);
  };
  return {
    $shell,
    patch,
    showError(message) {
      stopBanner();
      patch({ error: message });
      errorTimer = setTimeout(() => patch({ error: null }), ERROR_BANNER_MS);
    },
    dismissError() {
      stopBanner();
      if ($shell.get().error !== null) patch({ error: null });
    },
    track(work) {
      patch({ busy: $shell.get().busy + 1 });
      return work.finally(() => patch({ busy: Math.max(0, $shell.get().busy - 1) }));
    },
    dispose: stopBanner,
  };
}
