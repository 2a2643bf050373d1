import { useEffect, useReducer, type Dispatch } from 'react';
import { initialControls, nextControls, type ControlsEvent, type ControlsState } from '../../shared/video/controls-timer.ts';

/** The controls' visibility with its hide timer running in real time. */
export function useControls(): [ControlsState, Dispatch<ControlsEvent>] {
  const [state, dispatch] = useReducer(nextControls, initialControls);
  const { hideAt } = state;
  useEffect(() => {
    if (hideAt === null) return undefined;
    // The tick claims at least the deadline: a timer that fires a hair early must still hide.
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Math.max(Date.now(), hideAt) }), Math.max(0, hideAt - Date.now()));
    return () => clearTimeout(timer);
  }, [hideAt]);
  return [state, dispatch];
}
