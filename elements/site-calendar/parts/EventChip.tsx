import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { itemColor, type CalendarItem } from '../../../shared/calendar/events.ts';
import { formatTime } from '../../../shared/calendar/format.ts';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';

/** How a view asks for an event's details: the event and the element to return focus to. */
export type OpenEvent = (item: CalendarItem, trigger: HTMLElement) => void;

/** What makes a chip movable: its key and pointer handlers and the id of the hint read with it. */
export interface ChipMove {
  hintId: string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
}

/**
 * One event as a button: colour bar, time and name; Enter, Space or a click opens its details. A
 * movable one (`move`) also answers the arrow keys and a drag, and its hint is read with it.
 */
export function EventChip({ item, zone, onOpen, tabIndex, style, compact, allDayLabel, move }: {
  item: CalendarItem;
  zone: string;
  onOpen: OpenEvent;
  tabIndex?: number;
  style?: React.CSSProperties;
  compact?: boolean;
  allDayLabel: string;
  move?: ChipMove;
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
      data-movable={move ? '' : undefined}
      aria-describedby={move?.hintId}
      onClick={(event) => onOpen(item, event.currentTarget)}
      onKeyDown={move?.onKeyDown}
      onPointerDown={move?.onPointerDown}
    >
      <span className={styles.chipTime}>{time}</span> <span className={styles.chipName}>{item.name}</span>
      {item.location && <span className={styles.visuallyHidden}>, {item.location}</span>}
    </button>
  );
}
