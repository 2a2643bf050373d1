/** Custom controls hide after this long without pointer movement while the video plays. */
export const CONTROLS_HIDE_MS = 2000;
/**
 * The start timer: when playback starts, the controls stay up this long before they may
 * hide for the first time, so a viewer sees what they can do before the controls get out of the way.
 */
export const START_TIMER_MS = 2500;

/** Whether the custom controls show, and when (epoch ms) they hide if nothing else happens. */
export interface ControlsState {
  visible: boolean;
  playing: boolean;
  focusedInside: boolean;
  hideAt: number | null;
}

/** What happens to the player, at time `now` (ms). */
export type ControlsEvent =
  | { type: 'play'; now: number }
  | { type: 'pause' }
  | { type: 'pointer'; now: number }
  | { type: 'focus-in' }
  | { type: 'focus-out'; now: number }
  | { type: 'tick'; now: number };

/** Controls of a paused player: shown, no timer. */
export const initialControls: ControlsState = { visible: true, playing: false, focusedInside: false, hideAt: null };

function armed(state: ControlsState, hideAt: number): ControlsState {
  return { ...state, visible: true, hideAt: state.playing && !state.focusedInside ? hideAt : null };
}

/**
 * The controls' next state. Playing arms the 2.5 s start timer; pointer movement shows them and
 * re-arms the 2 s timer (never shortening a running start timer); pausing or focus inside keeps them
 * shown with no timer; a tick at or after the deadline hides them.
 */
export function nextControls(state: ControlsState, event: ControlsEvent): ControlsState {
  switch (event.type) {
    case 'play':
      return armed({ ...state, playing: true }, event.now + START_TIMER_MS);
    case 'pause':
      return { ...state, playing: false, visible: true, hideAt: null };
    case 'pointer':
      return armed(state, Math.max(event.now + CONTROLS_HIDE_MS, state.hideAt ?? 0));
    case 'focus-in':
      return { ...state, focusedInside: true, visible: true, hideAt: null };
    case 'focus-out':
      return armed({ ...state, focusedInside: false }, event.now + CONTROLS_HIDE_MS);
    case 'tick':
      return state.hideAt !== null && event.now >= state.hideAt ? { ...state, visible: false, hideAt: null } : state;
  }
}
