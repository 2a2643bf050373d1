import type { ReactNode } from 'react';
import type { CalendarItem } from '../../../shared/calendar/events.ts';
import { formatDate } from '../../../shared/calendar/format.ts';
import type { VisibleRange } from '../../../shared/calendar/grid.ts';
import type { CalendarTranslate } from '../messages.ts';
import type { OpenEvent } from '../parts/EventChip.tsx';
import { MiniMonth } from '../parts/MiniMonth.tsx';
import type { CalendarState } from '../use-calendar-state.ts';
import * as styles from '../css/site-calendar.css.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { MontageView } from './MontageView.tsx';
import { TimeGrid } from './TimeGrid.tsx';
import { TimelineView } from './TimelineView.tsx';
import { YearView } from './YearView.tsx';

interface Props {
  state: CalendarState;
  range: VisibleRange;
  items: CalendarItem[];
  zone: string;
  weekStart: number;
  /** The calendar's accessible name. */
  name: string;
  today: string;
  locale: string;
  onOpen: OpenEvent;
  /** Moves an event to a new time (the time grids, when events can be changed). */
  onMove: ((item: CalendarItem, span: { start: number; end: number }) => void) | undefined;
  t: CalendarTranslate;
}

/** The view of the current range: month, week or day grid, year, timeline or montage (the upcoming list has none). */
export function RangeView({ state, range, items, zone, weekStart, name, today, locale, onOpen, onMove, t }: Props): ReactNode {
  const e = state.effective;
  const more = (count: number) => t('more', { count });
  const openDay = (date: string) => state.goTo(date, 'day');
  if (e === 'month') {
    return <MonthGrid date={state.date} range={range} items={items} zone={zone} weekStart={weekStart} label={`${name}, ${formatDate(state.date, 'month', locale)}`} onMove={(d) => state.goTo(d)} onOpenDay={openDay} onOpen={onOpen} more={more} allDay={t('allDay')} today={today} />;
  }
  if (e === 'day' || e === 'week') {
    const grid = <TimeGrid range={range} items={items} zone={zone} label={name} onOpen={onOpen} onMore={(d) => (state.setMode('upcoming'), state.goTo(d))} more={more} allDay={t('allDay')} onMove={onMove} />;
    return e === 'day' ? (
      <div className={styles.dayLayout}>
        {grid}
        <MiniMonth date={state.date} weekStart={weekStart} label={t('miniMonth')} today={today} onPick={(d) => state.goTo(d)} />
      </div>
    ) : (
      grid
    );
  }
  if (e === 'year') {
    return <YearView date={state.date} range={range} items={items} weekStart={weekStart} onMove={(d) => state.goTo(d)} onOpenDay={openDay} eventsOn={(count) => t('eventsOn', { count })} />;
  }
  if (e === 'timeline') return <TimelineView range={range} items={items} zone={zone} t={t} onOpen={onOpen} onMore={more} />;
  if (e === 'montage') {
    const start = range.boundaries[0] ?? 0;
    const end = range.boundaries[range.days] ?? 0;
    return <MontageView items={items.filter((i) => i.end > start && i.start < end)} zone={zone} empty={t('noEvents')} more={more} onOpen={onOpen} onShowAll={() => state.setMode('upcoming')} />;
  }
  return null;
}
