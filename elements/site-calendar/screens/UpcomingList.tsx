import { useId, useState, type ReactNode } from 'react';
import { itemColor, type CalendarItem } from '../../../shared/calendar/events.ts';
import { formatSpan } from '../../../shared/calendar/format.ts';
import { visibleSlice } from '../../../shared/calendar/virtual.ts';
import type { OpenEvent } from '../parts/EventChip.tsx';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';

/** Row height of the list in px (3.5 rem at 16 px). */
const ROW_PX = 56;
const VIEWPORT_PX = 448;

/** The 'Upcoming Events' list: soonest first, virtualised (only the rows in view exist), each row opens its event. */
export function UpcomingList({ items, zone, heading, empty, onOpen }: { items: readonly CalendarItem[]; zone: string; heading: string; empty: string; onOpen: OpenEvent }): ReactNode {
  const locale = useLocale();
  const [scrollTop, setScrollTop] = useState(0);
  const headingId = useId();
  const { start, end } = visibleSlice(items.length, ROW_PX, scrollTop, VIEWPORT_PX);
  return (
    <section className={styles.upcoming} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.upcomingScroller} style={{ maxHeight: `${VIEWPORT_PX}px` }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
          <ul className={styles.upcomingList} style={{ height: `${items.length * ROW_PX}px` }}>
            {items.slice(start, end).map((item, i) => (
              <li key={item.id} className={styles.upcomingRow} style={{ top: `${(start + i) * ROW_PX}px`, height: `${ROW_PX}px` }} aria-posinset={start + i + 1} aria-setsize={items.length}>
                <button type="button" className={styles.upcomingButton} data-event-id={item.id} onClick={(event) => onOpen(item, event.currentTarget)}>
                  <span className={styles.swatch} style={{ background: itemColor(item) }} aria-hidden="true" />
                  <span className={styles.upcomingName}>{item.name}</span>
                  <span className={styles.upcomingMeta}>
                    {formatSpan(item.start, item.end, zone, item.allDay, locale)}
                    {item.location ? ` · ${item.location}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
