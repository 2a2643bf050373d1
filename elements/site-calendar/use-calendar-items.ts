import { useEffect, useMemo } from 'react';
import type { CalendarAudience } from '../../shared/api/calendar.ts';
import { normalizeEvents, type CalendarEventInput, type CalendarItem } from '../../shared/calendar/events.ts';
import { publicEvents } from '../../shared/calendar/public-view.ts';

/**
 * The events shown: the page's inline ones and the API's (with unsaved writes), only their public
 * side for a public audience. Events that cannot be shown are left out, named in `rejected` and logged.
 */
export function useCalendarItems(inline: readonly CalendarEventInput[] | undefined, loaded: readonly CalendarEventInput[], audience: CalendarAudience): { items: CalendarItem[]; rejected: string[] } {
  const shown = useMemo(() => {
    const all: CalendarEventInput[] = [...(inline ?? []), ...loaded];
    return normalizeEvents(audience === 'public' ? publicEvents(all) : all);
  }, [inline, loaded, audience]);
  const { rejected } = shown;
  useEffect(() => {
    if (rejected.length) console.error('<site-calendar> events left out:', rejected);
  }, [rejected]);
  return shown;
}
