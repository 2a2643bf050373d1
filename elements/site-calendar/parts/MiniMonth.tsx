import type { ReactNode } from 'react';
import { formatDate, weekdayNames } from '../../../shared/calendar/format.ts';
import { monthCells } from '../../../shared/calendar/grid.ts';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';

/** The mini month picker of the day view: a small table of day buttons; the chosen day is pressed. */
export function MiniMonth({ date, weekStart, label, onPick, today }: { date: string; weekStart: number; label: string; onPick: (date: string) => void; today: string }): ReactNode {
  const locale = useLocale();
  const cells = monthCells(date, weekStart);
  return (
    <nav aria-label={label} className={styles.mini}>
      <div className={styles.yearMonthTitle}>{formatDate(date, 'month', locale)}</div>
      <table className={styles.miniTable}>
        <thead>
          <tr>
            {weekdayNames(weekStart, locale, 'narrow').map((n, i) => (
              <th key={i} scope="col" abbr={weekdayNames(weekStart, locale)[i]}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, w) => (
            <tr key={w}>
              {cells.slice(w * 7, w * 7 + 7).map((cell) => (
                <td key={cell.date}>
                  <button
                    type="button"
                    className={cell.inMonth ? styles.miniDay : styles.miniDayOther}
                    aria-pressed={cell.date === date}
                    aria-current={cell.date === today ? 'date' : undefined}
                    aria-label={formatDate(cell.date, 'long', locale)}
                    onClick={() => onPick(cell.date)}
                  >
                    {Number(cell.date.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </nav>
  );
}
