import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { applyFilter, preloadedInitialStep, type Catalog } from '../adaptive.ts';
import { isModeEnabled, startingMode, stepForMode } from '../flow.ts';
import { isAborted, type BookingApi } from '../remote.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { BusinessConfig, Mode } from '../widget-config.ts';
import type { BookingEvents, WidgetContext } from './context.ts';
import { createBookingFlow, type BookingFlow } from './flow.ts';
import type { BookingMemory } from './memory.ts';
import { keepRecentConfirmation, reopenRecentReservation } from './recent-reservation.ts';
import { createShell, type Shell, type ShellState } from './widget-shell.ts';

export type { ShellState } from './widget-shell.ts';

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
  const shell = createShell(firstShell(options, mode, manageLink));
  const { $shell, patch, showError, dismissError } = shell;
  const $catalog = atom<Catalog>(applyFilter(options.preloaded ?? { locations: [], services: [], attendants: [] }, config.filter));
  const context = widgetContext(options, shell, $catalog, now);
  const flow = createBookingFlow(context, memory);
  const parts = createParts(context, memory);
  const modes = createModes(config, memory, shell, flow, now);

  /**
   * The catalogue is known: the flow starts (after a load, in the mode asked for) and a reservation
   * made under 60 seconds ago shows again.
   */
  const begin = (loaded: boolean): void => {
    flow.begin(options.preloaded ? preloadedInitialStep($catalog.get()) : config.flow.initialStep);
    if (loaded && $shell.get().mode !== 'new-reservation') modes.enterMode($shell.get().mode);
    void reopenRecentReservation(context, flow, memory, () => $shell.get().mode);
  };
  const catalog = createCatalogLoader(options, shell, $catalog, begin);

  return {
    $shell,
    $catalog,
    flow,
    context,
    memory,
    part: parts.part,
    start() {
      modes.enterMode(mode);
      catalog.load();
    },
    setMode: modes.setMode,
    viewQueue: modes.viewQueue,
    back: modes.back,
    takeManageLink() {
      const token = $shell.get().manageLink;
      if (token !== null) patch({ manageLink: null });
      return token;
    },
    showError,
    dismissError,
    retryCatalog: catalog.load,
    dispose() {
      shell.dispose();
      catalog.abort();
      flow.dispose();
      parts.dispose();
    },
  };
}

/** The frame as the widget starts: in `mode`, with the remembered previous mode and queue id. */
function firstShell({ memory, preloaded }: BookingWidgetOptions, mode: Mode, manageLink: string | null): ShellState {
  return {
    mode,
    previousMode: memory.previousMode(),
    error: null,
    busy: 0,
    catalog: preloaded ? 'ready' : 'loading',
    queueId: memory.queueId(),
    queueRequest: 0,
    manageLink,
  };
}

/** What the widget's stores share: the API, the configuration, the clock, the banner, the loading count and the catalogue. */
function widgetContext(options: BookingWidgetOptions, shell: Shell, $catalog: ReadableAtom<Catalog>, now: () => number): WidgetContext {
  return {
    api: options.api,
    config: options.config,
    locale: options.locale,
    preview: options.preview ?? false,
    now,
    showError: shell.showError,
    clearError: shell.dismissError,
    track: shell.track,
    emit: (name, detail) => options.emit?.(name, detail),
    catalog: () => $catalog.get(),
  };
}

/** The widget's parts (the lazily loaded screens' stores), each made once and kept. */
function createParts(context: WidgetContext, memory: BookingMemory): Pick<BookingWidget, 'part'> & WidgetPart {
  const parts = new Map<string, WidgetPart>();
  return {
    part<T extends WidgetPart>(key: string, create: (context: WidgetContext, memory: BookingMemory) => T): T {
      let made = parts.get(key) as T | undefined;
      if (!made) {
        made = create(context, memory);
        parts.set(key, made);
      }
      return made;
    },
    dispose() {
      for (const made of parts.values()) made.dispose();
      parts.clear();
    },
  };
}

/** Switching modes: the flow's step follows, View Queue remembers where it came from, Back returns there. */
function createModes(
  config: BusinessConfig,
  memory: BookingMemory,
  { $shell, patch, dismissError }: Shell,
  flow: BookingFlow,
  now: () => number,
): Pick<BookingWidget, 'setMode' | 'viewQueue' | 'back'> & { enterMode(next: Mode): void } {
  const enterMode = (next: Mode): void => {
    patch({ mode: next });
    dismissError();
    flow.setStep(stepForMode(next, flow.initial(), flow.$step.get()));
    keepRecentConfirmation(flow, memory, next, now());
  };
  const viewQueue = (queueId?: string | null): void => {
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
  };
  return {
    enterMode,
    setMode(next) {
      if (!isModeEnabled(config, next) || next === $shell.get().mode) return;
      if (next === 'view-queue-progress') return viewQueue();
      enterMode(next);
    },
    viewQueue,
    back() {
      const target = memory.previousMode();
      enterMode(isModeEnabled(config, target) && target !== 'view-queue-progress' ? target : startingMode(config, 'new-reservation'));
    },
  };
}

/** Loading the catalogue (a retry aborts the load under way); a preloaded one begins at once. */
function createCatalogLoader(
  options: BookingWidgetOptions,
  { patch, track, showError }: Shell,
  $catalog: WritableAtom<Catalog>,
  begin: (loaded: boolean) => void,
): { load(): void; abort(): void } {
  let controller: AbortController | null = null;
  return {
    load() {
      if (options.preloaded) return begin(false);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      patch({ catalog: 'loading' });
      void track(options.api.catalog(current.signal))
        .then((catalog) => {
          if (current.signal.aborted) return;
          $catalog.set(applyFilter(catalog, options.config.filter));
          patch({ catalog: 'ready' });
          begin(true);
        })
        .catch((error: unknown) => {
          if (current.signal.aborted || isAborted(error)) return;
          patch({ catalog: 'error' });
          showError(notice('loadLocations'));
        });
    },
    abort: () => controller?.abort(),
  };
}
