import { atom, type ReadableAtom } from 'nanostores';
import { applyFilter, ERROR_BANNER_MS, preloadedInitialStep, type Catalog } from '../adaptive.ts';
import { isModeEnabled, startingMode, stepForMode } from '../flow.ts';
import { isAborted, type BookingApi } from '../remote.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { BusinessConfig, Mode } from '../widget-config.ts';
import type { BookingEvents, WidgetContext } from './context.ts';
import { createBookingFlow, type BookingFlow } from './flow.ts';
import type { BookingMemory } from './memory.ts';
import { keepRecentConfirmation, reopenRecentReservation } from './recent-reservation.ts';

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

/** A part of the widget's state made on first use (the manage, check-in, queue and payment screens load lazily). */
export interface WidgetPart {
  dispose(): void;
}

/** Everything `createBookingWidget` needs. */
export interface BookingWidgetOptions {
  config: BusinessConfig;
  api: BookingApi;
  memory: BookingMemory;
  locale: string;
  /** Preloaded catalogue: nothing is fetched for it. */
  preloaded?: Catalog;
  preview?: boolean;
  /** The mode asked for by the page (`data-mode`); the first enabled mode otherwise. */
  mode?: Mode;
  /**
   * A signed manage link's token (`?manage=` or `data-manage-token`): the widget opens in manage mode
   * showing that reservation, when manage is enabled.
   */
  manageToken?: string | null;
  now?: () => number;
  emit?: <K extends keyof BookingEvents>(name: K, detail: BookingEvents[K]) => void;
}

/** One booking widget's state and actions (one per element on the page). */
export interface BookingWidget {
  $shell: ReadableAtom<ShellState>;
  $catalog: ReadableAtom<Catalog>;
  flow: BookingFlow;
  context: WidgetContext;
  memory: BookingMemory;
  /** The part under `key`, made with `create` the first time and kept (its state survives mode changes). */
  part<T extends WidgetPart>(key: string, create: (context: WidgetContext, memory: BookingMemory) => T): T;
  /** Loads the catalogue (unless preloaded) and applies the 60-second rule. Call once after mounting. */
  start(): void;
  setMode(mode: Mode): void;
  /** View Queue or the page event `view-queue-progress`: remembers the mode, switches, looks the id up. */
  viewQueue(queueId?: string | null): void;
  /** Back from queue mode to the remembered mode. */
  back(): void;
  /** The manage link's token, once: the manage screen opens it (null when none is waiting). */
  takeManageLink(): string | null;
  showError(message: BookingNotice): void;
  dismissError(): void;
  retryCatalog(): void;
  dispose(): void;
}

/** Creates a booking widget's state: nothing is fetched until `start()`. */
export function createBookingWidget(options: BookingWidgetOptions): BookingWidget {
  const { config, memory } = options;
  const now = options.now ?? (() => Date.now());
  const manageLink = options.manageToken && isModeEnabled(config, 'manage') ? options.manageToken : null;
  const mode = manageLink ? 'manage' : startingMode(config, options.mode);
  const $shell = atom<ShellState>({
    mode,
    previousMode: memory.previousMode(),
    error: null,
    busy: 0,
    catalog: options.preloaded ? 'ready' : 'loading',
    queueId: memory.queueId(),
    queueRequest: 0,
    manageLink,
  });
  const patch = (change: Partial<ShellState>) => $shell.set({ ...$shell.get(), ...change });
  let errorTimer: ReturnType<typeof setTimeout> | undefined;
  const stopBanner = (): void => {
    if (errorTimer !== undefined) clearTimeout(errorTimer);
  };
  const showError = (message: BookingNotice): void => {
    stopBanner();
    patch({ error: message });
    errorTimer = setTimeout(() => patch({ error: null }), ERROR_BANNER_MS);
  };
  const dismissError = (): void => {
    stopBanner();
    if ($shell.get().error !== null) patch({ error: null });
  };
  const track = <T,>(work: Promise<T>): Promise<T> => {
    patch({ busy: $shell.get().busy + 1 });
    return work.finally(() => patch({ busy: Math.max(0, $shell.get().busy - 1) }));
  };
  const parts = new Map<string, WidgetPart>();
  const $catalog = atom<Catalog>(applyFilter(options.preloaded ?? { locations: [], services: [], attendants: [] }, config.filter));
  const context: WidgetContext = {
    api: options.api,
    config,
    locale: options.locale,
    preview: options.preview ?? false,
    now,
    showError,
    clearError: dismissError,
    track,
    emit: (name, detail) => options.emit?.(name, detail),
    catalog: () => $catalog.get(),
  };
  const flow = createBookingFlow(context, memory);

  const configuredInitial = () => (options.preloaded ? preloadedInitialStep($catalog.get()) : config.flow.initialStep);

  const enterMode = (next: Mode): void => {
    patch({ mode: next });
    dismissError();
    flow.setStep(stepForMode(next, flow.initial(), flow.$step.get()));
    keepRecentConfirmation(flow, memory, next, now());
  };

  /**
   * The catalogue is known: the flow starts (after a load, in the mode asked for) and a reservation
   * made under 60 seconds ago shows again.
   */
  const begin = (loaded: boolean): void => {
    flow.begin(configuredInitial());
    if (loaded && $shell.get().mode !== 'new-reservation') enterMode($shell.get().mode);
    void reopenRecentReservation(context, flow, memory, $shell.get().mode);
  };

  let controller: AbortController | null = null;
  const loadCatalog = (): void => {
    if (options.preloaded) return begin(false);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    patch({ catalog: 'loading' });
    void track(options.api.catalog(current.signal))
      .then((catalog) => {
        if (current.signal.aborted) return;
        $catalog.set(applyFilter(catalog, config.filter));
        patch({ catalog: 'ready' });
        begin(true);
      })
      .catch((error: unknown) => {
        if (current.signal.aborted || isAborted(error)) return;
        patch({ catalog: 'error' });
        showError(notice('loadLocations'));
      });
  };

  return {
    $shell,
    $catalog,
    flow,
    context,
    memory,
    part<T extends WidgetPart>(key: string, create: (context: WidgetContext, memory: BookingMemory) => T): T {
      let made = parts.get(key) as T | undefined;
      if (!made) {
        made = create(context, memory);
        parts.set(key, made);
      }
      return made;
    },
    start() {
      enterMode(mode);
      loadCatalog();
    },
    setMode(next) {
      if (!isModeEnabled(config, next) || next === $shell.get().mode) return;
      if (next === 'view-queue-progress') return this.viewQueue();
      enterMode(next);
    },
    viewQueue(queueId) {
      if (!isModeEnabled(config, 'view-queue-progress')) return;
      const current = $shell.get().mode;
      if (current !== 'view-queue-progress') {
        memory.setPreviousMode(current);
        patch({ previousMode: current });
      }
      // A new id forgets the token of the entry followed before; the same id keeps it.
      if (queueId && queueId !== memory.queueId()) memory.setQueueId(queueId);
      patch({ queueId: queueId ?? memory.queueId(), queueRequest: $shell.get().queueRequest + 1 });
      enterMode('view-queue-progress');
    },
    back() {
      const target = memory.previousMode();
      enterMode(isModeEnabled(config, target) && target !== 'view-queue-progress' ? target : startingMode(config, 'new-reservation'));
    },
    takeManageLink() {
      const token = $shell.get().manageLink;
      if (token !== null) patch({ manageLink: null });
      return token;
    },
    showError,
    dismissError,
    retryCatalog: loadCatalog,
    dispose() {
      stopBanner();
      controller?.abort();
      flow.dispose();
      for (const made of parts.values()) made.dispose();
      parts.clear();
    },
  };
}
