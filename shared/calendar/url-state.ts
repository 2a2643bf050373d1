import { CALENDAR_MODES, CALENDAR_VIEWS, type CalendarMode, type CalendarView } from './dates.ts';

/** What the URL keeps of the calendar: view, mode and date. */
export interface CalendarUrlState {
  view?: CalendarView;
  mode?: CalendarMode;
  date?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `?calendar-view=&calendar-mode=&calendar-date=` from a query string; unknown values are left out (the date is checked by the caller). */
export function readUrlState(search: string): CalendarUrlState {
  const params = new URLSearchParams(search);
  const view = params.get('calendar-view');
  const mode = params.get('calendar-mode');
  const date = params.get('calendar-date');
  const state: CalendarUrlState = {};
  if (view && (CALENDAR_VIEWS as readonly string[]).includes(view)) state.view = view as CalendarView;
  if (mode && (CALENDAR_MODES as readonly string[]).includes(mode)) state.mode = mode as CalendarMode;
  if (date !== null) state.date = date;
  return state;
}

/** The query string with the calendar state written in; other parameters are kept as they are. */
export function writeUrlState(search: string, state: Required<CalendarUrlState>): string {
  const params = new URLSearchParams(search);
  params.set('calendar-view', state.view);
  params.set('calendar-mode', state.mode);
  if (DATE.test(state.date)) params.set('calendar-date', state.date);
  const text = params.toString();
  return text ? `?${text}` : '';
}
