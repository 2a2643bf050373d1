import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { VisibleRange } from '../../../shared/calendar/grid.ts';
import { monthCells, splitCell } from '../../../shared/calendar/grid.ts';
import { eventsByDay, type CalendarItem } from '../../../shared/calendar/events.ts';
import { formatDate, weekdayNames } from '../../../shared/calendar/format.ts';
import { dateGridMove } from '../../../shared/calendar/keyboard.ts';
import { EventChip, type OpenEvent } from '../parts/EventChip.tsx';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale, useMessages } from '../../../shared/element/react/define-element.tsx';
import { calendarMessages } from '../messages.ts';

/**
 * The 6×7 month grid (WAI-ARIA grid): one tab stop on the focused day; arrows, Home/End and
 * PageUp/PageDown move it (leaving the month moves the month); Enter opens the day. Each cell shows
 * at most 2 events then '+ N more' (opens the day); Tab from the focused day reaches its events.
 */
export function MonthGrid({ date, range, items, zone, weekStart, label, onMove, onOpenDay, onOpen, more, allDay, today }: {
  date: string;
  range: VisibleRange;
  items: readonly CalendarItem[];
  zone: string;
  weekStart: number;
  label: string;
  onMove: (date: string) => void;
  onOpenDay: (date: string) => void;
  onOpen: OpenEvent;
  more: (count: number) => string;
  allDay: string;
  today: string;
}): ReactNode {
  const locale = useLocale();
  const t = useMessages(calendarMessages);
  const cells = useMemo(() => monthCells(date, weekStart), [date, weekStart]);
  const byDay = useMemo(() => eventsByDay(items, range.boundaries), [items, range.boundaries]);
  const grid = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(false);
  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  }, [date]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, cellDate: string): void => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(cellDate);
      return;
    }
    const target = dateGridMove(event.key, cellDate, { weekStart, shift: event.shiftKey });
    if (!target) return;
    event.preventDefault();
    focusWanted.current = true;
    onMove(target);
  };

  const names = weekdayNames(weekStart, locale);
  return (
    <div ref={grid} role="grid" aria-label={label} className={styles.monthGrid}>
      <div role="row" className={styles.monthRow}>
        {names.map((name) => (
          <div key={name} role="columnheader" className={styles.weekday}>
            {name}
          </div>
        ))}
      </div>
      {Array.from({ length: 6 }, (_, week) => (
        <div key={week} role="row" className={styles.monthRow}>
          {cells.slice(week * 7, week * 7 + 7).map((cell, i) => {
            const index = week * 7 + i;
            const { shown, more: hidden } = splitCell(byDay[index] ?? []);
            const active = cell.date === date;
            const count = byDay[index]?.length ?? 0;
            return (
              <div
                key={cell.date}
                role="gridcell"
                data-date={cell.date}
                tabIndex={active ? 0 : -1}
                aria-selected={active}
                aria-current={cell.date === today ? 'date' : undefined}
                className={cell.inMonth ? styles.monthCell : styles.monthCellOther}
                onKeyDown={(event) => onKeyDown(event, cell.date)}
                onClick={(event) => event.target === event.currentTarget && onMove(cell.date)}
              >
                <span className={styles.dayNumber} aria-hidden="true">
                  {Number(cell.date.slice(8))}
                </span>
                <span className={styles.visuallyHidden}>{`${formatDate(cell.date, 'long', locale)}${count ? `, ${t('eventsOn', { count })}` : ''}`}</span>
                {shown.map((item) => (
                  <EventChip key={item.id} item={item} zone={zone} onOpen={onOpen} tabIndex={active ? 0 : -1} compact allDayLabel={allDay} />
                ))}
                {hidden > 0 && (
                  <button type="button" className={styles.more} tabIndex={active ? 0 : -1} onClick={() => onOpenDay(cell.date)}>
                    {more(hidden)}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
