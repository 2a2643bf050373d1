import { useMemo, useState, type ReactNode } from 'react';
import type { CalendarItem } from '../../../shared/calendar/events.ts';
import { wallMinutes, type VisibleRange } from '../../../shared/calendar/grid.ts';
import { EventChip, type OpenEvent } from '../parts/EventChip.tsx';
import * as styles from '../css/site-calendar.css.ts';

/** Bars drawn per lane before '+ N more'. */
const PER_LANE = 24;

/** The day as a timeline: one lane per location (or per host), events as bars placed by the hour. */
export function TimelineView({ range, items, zone, t, onOpen, onMore }: {
  range: VisibleRange;
  items: readonly CalendarItem[];
  zone: string;
  t: (key: 'byLocation' | 'byHost' | 'unassigned' | 'allDay' | 'noEvents', params?: Record<string, string | number>) => string;
  onOpen: OpenEvent;
  onMore: (count: number) => string;
}): ReactNode {
  const [by, setBy] = useState<'location' | 'host'>('location');
  const start = range.boundaries[0] ?? 0;
  const end = range.boundaries[range.days] ?? start;
  const lanes = useMemo(() => {
    const map = new Map<string, CalendarItem[]>();
    for (const item of items) {
      if (item.end <= start || item.start >= end) continue;
      const key = (by === 'location' ? item.location : item.host) || t('unassigned');
      map.set(key, [...(map.get(key) ?? []), item]);
    }
    return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [items, by, start, end, t]);
  return (
    <div className={styles.timeline}>
      <div role="group" aria-label={t('byLocation') + ' / ' + t('byHost')} className={styles.segmented}>
        {(['location', 'host'] as const).map((key) => (
          <button key={key} type="button" aria-pressed={by === key} className={styles.segment} onClick={() => setBy(key)}>
            {t(key === 'location' ? 'byLocation' : 'byHost')}
          </button>
        ))}
      </div>
      {lanes.length === 0 && <p className={styles.empty}>{t('noEvents')}</p>}
      <ul className={styles.lanes}>
        {lanes.map(([name, list]) => (
          <li key={name} className={styles.lane}>
            <span className={styles.laneName}>{name}</span>
            <div className={styles.laneTrack}>
              {list.slice(0, PER_LANE).map((item) => {
                const from = Math.max(0, wallMinutes(Math.max(item.start, start), start, zone));
                const to = Math.min(24 * 60, wallMinutes(Math.min(item.end, end), start, zone));
                return <EventChip key={item.id} item={item} zone={zone} onOpen={onOpen} compact allDayLabel={t('allDay')} style={{ position: 'absolute', left: `${(from / 1440) * 100}%`, width: `max(2.5rem, ${((to - from) / 1440) * 100}%)` }} />;
              })}
              {list.length > PER_LANE && <span className={styles.laneMore}>{onMore(list.length - PER_LANE)}</span>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
