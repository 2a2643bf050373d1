import { useCallback, useEffect, useState } from 'react';
import type { CalendarEventInput } from '../../shared/calendar/events.ts';
import { loadTimedData } from '../../shared/calendar/load.ts';

/** What the endpoint gave for the current range. */
export interface TimedDataState {
  events: CalendarEventInput[];
  loading: boolean;
  error: string | null;
  truncated: boolean;
  /** Loads the range again (the Refresh button). */
  refresh(): void;
}

const EMPTY: CalendarEventInput[] = [];

/**
 * Loads the timed data of the visible range from `api` on mount, on refresh and whenever the range
 * changes; the request of a range the user has left is aborted so its answer never renders. A
 * failure keeps the last events and names the reason.
 */
export function useTimedData(api: string, range: { from: string; to: string }, locationId: string): TimedDataState {
  const [tick, setTick] = useState(0);
  const key = `${api}|${range.from}|${range.to}|${locationId}|${tick}`;
  const [state, setState] = useState<{ key: string; events: CalendarEventInput[]; error: string | null; truncated: boolean }>({ key: '', events: EMPTY, error: null, truncated: false });
  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    loadTimedData(api, { from: range.from, to: range.to, locationId: locationId || undefined }, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, events: data.events, truncated: data.truncated, error: null });
      },
      (error: Error) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, key, error: error.message }));
      },
    );
    return () => controller.abort();
  }, [api, range.from, range.to, locationId, key]);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  return { events: state.events, truncated: state.truncated, error: state.error, loading: Boolean(api) && state.key !== key, refresh };
}
