import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Location } from '../../../shared/api/schemas.ts';
import { addMonths, calendarKeyTarget, isDayBookable, monthGrid, monthOf, type YearMonth } from '../../../shared/booking/calendar.ts';
import { formatInZone } from '../../../shared/booking/wall-clock.ts';
import * as schedule from '../css/schedule.css.ts';
import { useUi } from '../use-ui.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const firstOf = (ym: YearMonth) => `${ym.year}-${pad(ym.month)}-01`;
const noonUtc = (date: string) => `${date}T12:00:00Z`;

/**
 * A month calendar as a WAI-ARIA grid: one focusable day (roving tabindex), arrows move by a day or a
 * week, Home/End to the week's ends, PageUp/PageDown by a month, Enter or Space chooses. Days outside
 * the bookable range, or when the location is closed, are disabled.
 */
export function MonthCalendar({
  selected,
  today,
  range,
  location,
  onSelect,
}: {
  selected: string;
  today: string;
  range: { first: string; last: string };
  location: Pick<Location, 'hours'> | null;
  onSelect: (date: string) => void;
}): ReactNode {
  const { t, locale } = useUi();
  const [focused, setFocused] = useState(selected || today);
  const [month, setMonth] = useState<YearMonth>(monthOf(selected || today));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const focusDate = (date: string): void => {
    const clamped = date < range.first ? range.first : date > range.last ? range.last : date;
    moved.current = true;
    setFocused(clamped);
    setMonth(monthOf(clamped));
  };
  const bookable = (date: string) => isDayBookable(date, range, location);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (bookable(focused)) onSelect(focused);
      return;
    }
    const target = calendarKeyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    focusDate(target);
  };
  const changeMonth = (n: number): void => {
    const next = addMonths(month, n);
    if (firstOf(next) > range.last || firstOf(addMonths(next, 1)) <= range.first) return;
    setMonth(next);
    const first = firstOf(next);
    setFocused(first < range.first ? range.first : first);
  };
  const weeks = monthGrid(month);
  const canPrev = firstOf(month) > range.first;
  const canNext = firstOf(addMonths(month, 1)) <= range.last;
  const weekdayNames = (weeks[0] ?? []).map((cell) => ({
    short: formatInZone(noonUtc(cell.date), 'UTC', locale, { weekday: 'short' }),
    long: formatInZone(noonUtc(cell.date), 'UTC', locale, { weekday: 'long' }),
  }));
  const focusInMonth =
    focused.slice(0, 7) === firstOf(month).slice(0, 7)
      ? focused
      : (weeks.flat().find((c) => c.inMonth && bookable(c.date))?.date ?? firstOf(month));

  return (
    <div className={schedule.calendar}>
      <div className={schedule.calendarHead}>
        <button
          type="button"
          className={schedule.navButton}
          aria-label={t('previousMonth')}
          aria-disabled={!canPrev}
          onClick={() => changeMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={schedule.monthTitle} id={titleId} aria-live="polite">
          {formatInZone(noonUtc(firstOf(month)), 'UTC', locale, { month: 'long', year: 'numeric' })}
        </p>
        <button
          type="button"
          className={schedule.navButton}
          aria-label={t('nextMonth')}
          aria-disabled={!canNext}
          onClick={() => changeMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className={schedule.grid} aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) =>
                cell.inMonth ? (
                  <td
                    key={cell.date}
                    role="gridcell"
                    className={schedule.day}
                    data-date={cell.date}
                    data-today={cell.date === today ? '' : undefined}
                    tabIndex={cell.date === focusInMonth ? 0 : -1}
                    aria-selected={cell.date === selected}
                    aria-disabled={!bookable(cell.date) || undefined}
                    aria-label={formatInZone(noonUtc(cell.date), 'UTC', locale, {
                      weekday: 'long',
                      month: 'long',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                    onClick={() => {
                      setFocused(cell.date);
                      if (bookable(cell.date)) onSelect(cell.date);
                    }}
                  >
                    {cell.day}
                  </td>
                ) : (
                  <td key={cell.date} role="gridcell" aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
