import type { Location } from '../../shared/api/schemas.ts';
import { hoursOn } from '../../shared/booking/calendar.ts';
import { zoneDateOf } from '../../shared/booking/wall-clock.ts';
import { useUi } from './use-ui.ts';

/** Today's opening hours of a location in its own zone, as "Today: 10:00 AM – 8:00 PM" or "Closed today". */
export function useTodayHours(): (location: Location) => string {
  const { t, time, widget } = useUi();
  const clock = (hhmm: string) => time(`1970-01-01T${hhmm === '24:00' ? '00:00' : hhmm}:00Z`, 'UTC');
  return (location) => {
    const today = zoneDateOf(widget.context.now(), location.timeZone);
    const hours = hoursOn(location, today);
    if (hours.length === 0) return t('closedToday');
    return t('todayHours', { hours: hours.map((h) => t('hoursRange', { open: clock(h.open), close: clock(h.close) })).join(', ') });
  };
}
