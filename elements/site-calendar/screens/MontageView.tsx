import type { ReactNode } from 'react';
import type { CalendarItem } from '../../../shared/calendar/events.ts';
import { formatSpan } from '../../../shared/calendar/format.ts';
import type { OpenEvent } from '../parts/EventChip.tsx';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';

/** Cards on the board before '+ N more'. */
const CARDS = 60;

/** The montage: the range's events as a visual board of coloured cards, soonest first. */
export function MontageView({ items, zone, empty, more, onOpen, onShowAll }: { items: readonly CalendarItem[]; zone: string; empty: string; more: (count: number) => string; onOpen: OpenEvent; onShowAll: () => void }): ReactNode {
  const locale = useLocale();
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div>
      <ul className={styles.montage}>
        {items.slice(0, CARDS).map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.card} style={{ borderTopColor: item.color }} data-event-id={item.id} onClick={(event) => onOpen(item, event.currentTarget)}>
              <strong>{item.name}</strong>
              <span>{formatSpan(item.start, item.end, zone, item.allDay, locale)}</span>
              {item.location && <span>{item.location}</span>}
              {item.customer?.name && <span>{item.customer.name}</span>}
            </button>
          </li>
        ))}
      </ul>
      {items.length > CARDS && (
        <button type="button" className={styles.more} onClick={onShowAll}>
          {more(items.length - CARDS)}
        </button>
      )}
    </div>
  );
}
