import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseCalendarDate, stepDate, todayIn, type CalendarMode, type CalendarView } from '../../shared/calendar/dates.ts';
import { readUrlState, writeUrlState } from '../../shared/calendar/url-state.ts';

/** The calendar's navigation state and its actions. */
export interface CalendarState {
  view: CalendarView;
  mode: CalendarMode;
  date: string;
  /** The view that decides the range and the step: the grid view in calendar mode, else the mode. */
  effective: CalendarView | Exclude<CalendarMode, 'calendar'>;
  setView(view: CalendarView): void;
  setMode(mode: CalendarMode): void;
  /** Goes to a date; an invalid one is rejected (logs 'Invalid date') and the date stays. */
  goTo(date: string, view?: CalendarView): void;
  step(direction: 1 | -1): void;
  today(): void;
}

/** View, mode and date, first from the URL (when `url`), then the attributes; written back to the URL without new history entries. */
export function useCalendarState(options: { view: CalendarView; mode: CalendarMode; date: string; zone: string; url: boolean; now: number }): CalendarState {
  const { zone, url, now } = options;
  const [state, setState] = useState(() => {
    const fromUrl = url ? readUrlState(location.search) : {};
    const wanted = fromUrl.date ?? (options.date || null);
    const date = (wanted !== null ? parseCalendarDate(wanted, zone) : null) ?? todayIn(zone, now);
    return { view: fromUrl.view ?? options.view, mode: fromUrl.mode ?? options.mode, date };
  });

  useEffect(() => {
    if (!url) return;
    const search = writeUrlState(location.search, state);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [url, state]);

  const goTo = useCallback(
    (text: string, view?: CalendarView) => {
      const date = parseCalendarDate(text, zone);
      if (date) setState((s) => ({ ...s, date, view: view ?? s.view, mode: view ? 'calendar' : s.mode }));
    },
    [zone],
  );
  const effective = state.mode === 'calendar' ? state.view : state.mode;
  return useMemo(
    () => ({
      ...state,
      effective,
      setView: (view: CalendarView) => setState((s) => ({ ...s, view, mode: 'calendar' })),
      setMode: (mode: CalendarMode) => setState((s) => ({ ...s, mode })),
      goTo,
      step: (direction: 1 | -1) => setState((s) => ({ ...s, date: stepDate(s.date, effective, direction) })),
      today: () => setState((s) => ({ ...s, date: todayIn(zone, Date.now()) })),
    }),
    [state, effective, goTo, zone],
  );
}
