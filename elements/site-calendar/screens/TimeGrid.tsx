import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isOwnEvent } from '../../../shared/calendar/event-draft.ts';
import type { Span } from '../../../shared/calendar/move.ts';
import { addDays } from '../../../shared/calendar/dates.ts';
import { eventsByDay, isLongEvent, type CalendarItem } from '../../../shared/calendar/events.ts';
import { formatDate } from '../../../shared/calendar/format.ts';
import { DAY_ROWS, MAX_COLUMNS, dayRows, wallMinutes, type VisibleRange } from '../../../shared/calendar/grid.ts';
import { timeGridMove, type TimeSlot } from '../../../shared/calendar/keyboard.ts';
import { layoutOverlaps } from '../../../shared/calendar/overlap.ts';
import { EventChip, type OpenEvent } from '../parts/EventChip.tsx';
import { useEventDrag } from '../use-event-drag.ts';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale, useMessages } from '../../../shared/element/react/define-element.tsx';
import { calendarMessages } from '../messages.ts';

/** Height of one half-hour row in rem (6 sub-rows of 0.5 rem). */
const ROW_REM = 3;
/** All-day events shown per day before '+ N more'. */
const ALL_DAY_SHOWN = 3;

/**
 * The day or week time grid: 48 half-hour rows per day (a WAI-ARIA grid of slots: arrows move by half
 * an hour or a day, Home/End to the first/last day, Ctrl+Home/End, PageUp/PageDown by four hours),
 * timed events over it laid out side by side where they overlap (at most 4 columns, then '+ N more'),
 * all-day and multi-day events in a lane above. Rows a DST change skips are marked. With `onMove`,
 * staff-made timed events move by drag, or by the arrow keys while focused (focus stays on them).
 */
export function TimeGrid({ range, items, zone, label, onOpen, onMore, more, allDay, focusRow = 16, onMove }: {
  range: VisibleRange;
  items: readonly CalendarItem[];
  zone: string;
  label: string;
  onOpen: OpenEvent;
  onMore: (date: string) => void;
  more: (count: number) => string;
  allDay: string;
  focusRow?: number;
  onMove?: (item: CalendarItem, span: Span) => void;
}): ReactNode {
  const locale = useLocale();
  const t = useMessages(calendarMessages);
  const dates = useMemo(() => Array.from({ length: range.days }, (_, i) => addDays(range.from, i)), [range]);
  const byDay = useMemo(() => eventsByDay(items, range.boundaries), [items, range.boundaries]);
  const rowsPerDay = useMemo(() => dates.map((d) => dayRows(d, zone)), [dates, zone]);
  const [slot, setSlot] = useState<TimeSlot>({ day: 0, row: focusRow });
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const layer = useRef<HTMLDivElement>(null);
  const drag = useEventDrag({ layer, range, zone, onMove });

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = focusRow * ROW_REM * 16;
  }, [focusRow]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-slot="${slot.day}-${slot.row}"]`)?.focus();
  }, [slot]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = timeGridMove(event.key, slot, dates.length, DAY_ROWS, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setSlot(next);
  };

  const columns = dates.map((date, day) => {
    const start = range.boundaries[day] ?? 0;
    const timed: CalendarItem[] = [];
    const long: CalendarItem[] = [];
    for (const item of byDay[day] ?? []) (isLongEvent(item, [start, range.boundaries[day + 1] ?? start]) ? long : timed).push(item);
    const placed = layoutOverlaps(timed);
    const visible = placed.filter((p) => p.column < MAX_COLUMNS);
    return { date, start, long, visible, hidden: placed.length - visible.length };
  });

  return (
    <div className={styles.timeGrid}>
      {onMove && (
        <span id={drag.hintId} hidden>
          {t('moveHint')}
        </span>
      )}
      <div className={styles.allDayLane} style={{ gridTemplateColumns: `4rem repeat(${dates.length}, minmax(0, 1fr))` }}>
        <span className={styles.timeLabel}>{allDay}</span>
        {columns.map((c) => (
          <div key={c.date} className={styles.allDayCell}>
            <span className={styles.columnDate}>{formatDate(c.date, dates.length === 1 ? 'long' : 'short', locale)}</span>
            {c.long.slice(0, ALL_DAY_SHOWN).map((item) => (
              <EventChip key={item.id} item={item} zone={zone} onOpen={onOpen} compact allDayLabel={allDay} />
            ))}
            {c.long.length > ALL_DAY_SHOWN && (
              <button type="button" className={styles.more} onClick={() => onMore(c.date)}>
                {more(c.long.length - ALL_DAY_SHOWN)}
              </button>
            )}
          </div>
        ))}
      </div>
      <div ref={scroller} className={styles.timeScroller}>
        <div className={styles.timeBody}>
          <div ref={grid} role="grid" tabIndex={-1} aria-label={label} className={styles.slotGrid} style={{ gridTemplateColumns: `4rem repeat(${dates.length}, minmax(0, 1fr))` }} onKeyDown={onKeyDown}>
            {(rowsPerDay[0] ?? []).map((row) => (
              <div key={row.index} role="row" className={styles.slotRow}>
                <div role="rowheader" className={styles.timeLabel}>
                  {row.minutes % 60 === 0 ? row.label : <span className={styles.visuallyHidden}>{row.label}</span>}
                </div>
                {dates.map((date, day) => {
                  const exists = rowsPerDay[day]?.[row.index]?.exists ?? true;
                  const active = slot.day === day && slot.row === row.index;
                  return (
                    <div
                      key={date}
                      role="gridcell"
                      data-slot={`${day}-${row.index}`}
                      tabIndex={active ? 0 : -1}
                      aria-label={`${formatDate(date, 'long', locale)} ${row.label}${exists ? '' : ` ${t('skipped')}`}`}
                      className={exists ? styles.slot : styles.slotSkipped}
                      onFocus={() => (slot.day !== day || slot.row !== row.index) && setSlot({ day, row: row.index })}
                    />
                  );
                })}
              </div>
            ))}
          </div>
          <div ref={layer} className={styles.eventLayer} style={{ gridTemplateColumns: `4rem repeat(${dates.length}, minmax(0, 1fr))` }}>
            <span />
            {columns.map((c) => (
              <div key={c.date} className={styles.eventColumn} data-day-column>
                {c.visible.map(({ item, column, columns: count }) => {
                  const top = Math.max(0, wallMinutes(item.start, c.start, zone));
                  const bottom = Math.min(24 * 60, wallMinutes(Math.min(item.end, range.boundaries[dates.indexOf(c.date) + 1] ?? item.end), c.start, zone));
                  const width = 100 / Math.min(count, MAX_COLUMNS);
                  return (
                    <EventChip
                      key={item.id}
                      item={item}
                      zone={zone}
                      onOpen={drag.onOpen(onOpen)}
                      allDayLabel={allDay}
                      move={onMove && isOwnEvent(item.id) ? drag.chip(item) : undefined}
                      style={{ position: 'absolute', top: `${(top / 30) * ROW_REM}rem`, height: `max(1.25rem, ${((bottom - top) / 30) * ROW_REM}rem)`, left: `${column * width}%`, width: `calc(${width}% - 2px)` }}
                    />
                  );
                })}
                {c.hidden > 0 && (
                  <button type="button" className={styles.moreFloating} onClick={() => onMore(c.date)}>
                    {more(c.hidden)}
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
