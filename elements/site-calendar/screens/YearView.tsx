import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { eventsByDay, type CalendarItem } from '../../../shared/calendar/events.ts';
import { formatDate, weekdayNames } from '../../../shared/calendar/format.ts';
import { monthCells, yearMonths, type VisibleRange } from '../../../shared/calendar/grid.ts';
import { dateGridMove } from '../../../shared/calendar/keyboard.ts';
import { densityLevel } from '../../../shared/calendar/density.ts';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';

/**
 * Twelve small month grids; each day is shaded by how many events it has (density, 5 levels) and
 * named with its count. One tab stop on the focused day; arrows, Home/End and PageUp/PageDown move it
 * across months; Enter opens the day.
 */
export function YearView({ date, range, items, weekStart, onMove, onOpenDay, eventsOn }: {
  date: string;
  range: VisibleRange;
  items: readonly CalendarItem[];
  weekStart: number;
  onMove: (date: string) => void;
  onOpenDay: (date: string) => void;
  eventsOn: (count: number) => string;
}): ReactNode {
  const locale = useLocale();
  const counts = useMemo(() => {
    const byDay = eventsByDay(items, range.boundaries);
    const map = new Map<string, number>();
    let day = range.from;
    for (const list of byDay) {
      map.set(day, list.length);
      day = nextDay(day);
    }
    return map;
  }, [items, range]);
  const max = Math.max(1, ...counts.values());
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  }, [date]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(day);
      return;
    }
    const target = dateGridMove(event.key, day, { weekStart, shift: event.shiftKey });
    if (!target || target.slice(0, 4) !== date.slice(0, 4)) return;
    event.preventDefault();
    moved.current = true;
    onMove(target);
  };
  const names = weekdayNames(weekStart, locale, 'narrow');
  return (
    <div ref={root} className={styles.yearGrid}>
      {yearMonths(date).map((first) => {
        const cells = monthCells(first, weekStart);
        return (
          <div key={first} role="grid" aria-label={formatDate(first, 'month', locale)} className={styles.yearMonth}>
            <div className={styles.yearMonthTitle} aria-hidden="true">{formatDate(first, 'month', locale)}</div>
            <div role="row" className={styles.miniRow}>
              {names.map((n, i) => (
                <span key={i} role="columnheader" className={styles.miniHead}>
                  {n}
                </span>
              ))}
            </div>
            {Array.from({ length: 6 }, (_, w) => (
              <div key={w} role="row" className={styles.miniRow}>
                {cells.slice(w * 7, w * 7 + 7).map((cell) => {
                  if (!cell.inMonth) return <span key={cell.date} role="gridcell" className={styles.miniBlank} />;
                  const count = counts.get(cell.date) ?? 0;
                  return (
                    <span
                      key={cell.date}
                      role="gridcell"
                      data-date={cell.date}
                      data-density={densityLevel(count, max)}
                      tabIndex={cell.date === date ? 0 : -1}
                      aria-selected={cell.date === date}
                      aria-label={`${formatDate(cell.date, 'long', locale)}, ${eventsOn(count)}`}
                      className={styles.yearDay}
                      onClick={() => onOpenDay(cell.date)}
                      onKeyDown={(event) => onKeyDown(event, cell.date)}
                    >
                      {Number(cell.date.slice(8))}
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
