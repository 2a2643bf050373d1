import type { ReactNode } from 'react';
import { itemColor, type CalendarItem } from '../../shared/calendar/events.ts';
import { formatTime } from '../../shared/calendar/format.ts';
import * as styles from './site-calendar.css.ts';
import { useLocale } from '../../shared/element/react/define-element.tsx';

/** How a view asks for an event's details: the event and the element to return focus to. */
export type OpenEvent = (item: CalendarItem, trigger: HTMLElement) => void;

/** One event as a button: colour bar, time and name; Enter, Space or a click opens its details. */
export function EventChip({ item, zone, onOpen, tabIndex, style, compact, allDayLabel }: {
  item: CalendarItem;
  zone: string;
  onOpen: OpenEvent;
  tabIndex?: number;
  style?: React.CSSProperties;
  compact?: boolean;
  allDayLabel: string;
}): ReactNode {
  const locale = useLocale();
  const time = item.allDay ? allDayLabel : formatTime(item.start, zone, locale);
  return (
    <button
      type="button"
      className={compact ? styles.chipCompact : styles.chip}
      style={{ ...style, background: itemColor(item) }}
      tabIndex={tabIndex}
      data-event-id={item.id}
      onClick={(event) => onOpen(item, event.currentTarget)}
    >
      <span className={styles.chipTime}>{time}</span> <span className={styles.chipName}>{item.name}</span>
      {item.location && <span className={styles.visuallyHidden}>, {item.location}</span>}
    </button>
  );
}
