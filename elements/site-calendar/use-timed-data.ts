import { useCallback, useEffect, useState } from 'react';
import type { CalendarAudience } from '../../shared/api/calendar.ts';
import type { CalendarEventInput } from '../../shared/calendar/events.ts';
import { loadTimedData, needsStaffSignIn } from '../../shared/calendar/load.ts';

/** What the endpoint gave for the current range. */
export interface TimedDataState {
  events: CalendarEventInput[];
  loading: boolean;
  error: string | null;
  /** The endpoint answered 401 or 403: the visitor has to sign in as staff to see these events. */
  denied: boolean;
  truncated: boolean;
  /** Loads the range again (the Refresh button). */
  refresh(): void;
}

const EMPTY: CalendarEventInput[] = [];

interface Loaded {
  key: string;
  events: CalendarEventInput[];
  error: string | null;
  denied: boolean;
  truncated: boolean;
}

/**
 * Loads the timed data of the visible range from `api` on mount, on refresh and whenever the range
 * changes; the request of a range the user has left is aborted so its answer never renders. A
 * failure keeps the last events and names the reason; a refusal (401/403) drops them and sets `denied`.
 */
export function useTimedData(api: string, range: { from: string; to: string }, locationId: string, audience: CalendarAudience): TimedDataState {
  const [tick, setTick] = useState(0);
  const key = `${api}|${range.from}|${range.to}|${locationId}|${audience}|${tick}`;
  const [state, setState] = useState<Loaded>({ key: '', events: EMPTY, error: null, denied: false, truncated: false });
  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    loadTimedData(api, { from: range.from, to: range.to, locationId: locationId || undefined, audience }, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, events: data.events, truncated: data.truncated, error: null, denied: false });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        if (needsStaffSignIn(error)) setState({ key, events: EMPTY, truncated: false, error: null, denied: true });
        else setState((s) => ({ ...s, key, error: error.message }));
      },
    );
    return () => controller.abort();
  }, [api, range.from, range.to, locationId, audience, key]);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  return { events: state.events, truncated: state.truncated, error: state.error, denied: state.denied, loading: Boolean(api) && state.key !== key, refresh };
}
