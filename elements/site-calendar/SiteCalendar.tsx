import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { addDays, safeZone, todayIn } from '../../shared/calendar/dates.ts';
import type { calendarEventSchema } from '../../shared/calendar/event-schema.ts';
import { normalizeEvents, upcomingItems, type CalendarEventInput, type CalendarItem } from '../../shared/calendar/events.ts';
import { formatDate } from '../../shared/calendar/format.ts';
import { visibleRange } from '../../shared/calendar/grid.ts';
import { publicEvents } from '../../shared/calendar/public-view.ts';
import { useLocale, useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { EventDialog } from './EventDialog.tsx';
import { Header } from './Header.tsx';
import { calendarMessages } from './messages.ts';
import { MiniMonth } from './MiniMonth.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { MontageView } from './MontageView.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import type { CalendarAddDetail, calendarAttributes } from './site-calendar.element.ts';
import * as styles from './site-calendar.css.ts';
import { TimeGrid } from './TimeGrid.tsx';
import { TimelineView } from './TimelineView.tsx';
import { UpcomingList } from './UpcomingList.tsx';
import { useCalendarState } from './use-calendar-state.ts';
import { useTimedData } from './use-timed-data.ts';
import { YearView } from './YearView.tsx';

type Props = ElementViewProps<typeof calendarAttributes, v.InferOutput<typeof calendarEventSchema>[]>;

const pageZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function titleFor(effective: string, date: string, from: string, to: string, locale: string): string {
  if (effective === 'month' || effective === 'montage') return formatDate(date, 'month', locale);
  if (effective === 'year') return formatDate(date, 'year', locale);
  if (effective === 'week') return `${formatDate(from, 'short', locale)} – ${formatDate(addDays(to, -1), 'short', locale)}, ${to.slice(0, 4)}`;
  return formatDate(date, 'long', locale);
}

/** The calendar screen: header, modes and the view of the current range, with the details dialog. */
export function SiteCalendar(props: Props): ReactNode {
  const { label, data, api, locationId, weekStart, url, audience, emit } = props;
  const t = useMessages(calendarMessages);
  const locale = useLocale();
  const [clock] = useState(() => Date.now());
  const now = props.now && !Number.isNaN(Date.parse(props.now)) ? Date.parse(props.now) : clock;
  const inlineZone = data?.find((e) => e.timeZone)?.timeZone;
  const [apiZone, setApiZone] = useState<string | undefined>(undefined);
  const zone = safeZone(props.timeZone || inlineZone || apiZone || pageZone());
  const state = useCalendarState({ view: props.view, mode: props.mode, date: props.date, zone, url, now });
  const range = useMemo(() => visibleRange(state.effective, state.date, zone, weekStart), [state.effective, state.date, zone, weekStart]);
  const remote = useTimedData(api, range, locationId, audience);
  const loadedZone = remote.events.find((e) => e.timeZone)?.timeZone;
  // The location's zone, once the API has named it, stays the zone of this calendar (no flip back while loading).
  if (loadedZone && loadedZone !== apiZone) setApiZone(loadedZone);

  const { items, rejected } = useMemo(() => {
    const all: CalendarEventInput[] = [...(data ?? []), ...remote.events];
    return normalizeEvents(audience === 'public' ? publicEvents(all) : all);
  }, [data, remote.events, audience]);
  useEffect(() => {
    if (rejected.length) console.error('<site-calendar> events left out:', rejected);
  }, [rejected]);
  useEffect(() => {
    emit('site-calendar-change', { view: state.view, mode: state.mode, date: state.date, from: range.from, to: range.to });
  }, [emit, state.view, state.mode, state.date, range.from, range.to]);

  const [open, setOpen] = useState<{ item: CalendarItem; trigger: HTMLElement } | null>(null);
  const onOpen = useCallback((item: CalendarItem, trigger: HTMLElement) => {
    setOpen({ item, trigger });
    emit('site-calendar-open', { id: item.id });
  }, [emit]);
  const onClose = useCallback(() => {
    setOpen((current) => {
      if (current?.trigger.isConnected) current.trigger.focus();
      return null;
    });
  }, []);
  const onAdd = (kind: CalendarAddDetail['kind']): void => {
    const proceed = emit('site-calendar-add', { kind, date: state.date } satisfies CalendarAddDetail);
    if (proceed && kind === 'reservation') {
      const booking = document.querySelector<HTMLElement>('booking-widget');
      if (!booking && props.bookingUrl.startsWith('/') && !props.bookingUrl.startsWith('//')) location.assign(props.bookingUrl);
      booking?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      booking?.querySelector<HTMLElement>('button, [href], input, select, [tabindex="0"]')?.focus({ preventScroll: true });
    }
  };
  const today = todayIn(zone, now);
  const more = (count: number) => t('more', { count });
  const openDay = (date: string) => state.goTo(date, 'day');
  const name = label || t('label');

  let body: ReactNode;
  const e = state.effective;
  if (e === 'month') {
    body = <MonthGrid date={state.date} range={range} items={items} zone={zone} weekStart={weekStart} label={`${name}, ${formatDate(state.date, 'month', locale)}`} onMove={(d) => state.goTo(d)} onOpenDay={openDay} onOpen={onOpen} more={more} allDay={t('allDay')} today={today} />;
  } else if (e === 'day' || e === 'week') {
    const grid = <TimeGrid range={range} items={items} zone={zone} label={name} onOpen={onOpen} onMore={(d) => (state.setMode('upcoming'), state.goTo(d))} more={more} allDay={t('allDay')} />;
    body = e === 'day' ? (
      <div className={styles.dayLayout}>
        {grid}
        <MiniMonth date={state.date} weekStart={weekStart} label={t('miniMonth')} today={today} onPick={(d) => state.goTo(d)} />
      </div>
    ) : (
      grid
    );
  } else if (e === 'year') {
    body = <YearView date={state.date} range={range} items={items} weekStart={weekStart} onMove={(d) => state.goTo(d)} onOpenDay={openDay} eventsOn={(count) => t('eventsOn', { count })} />;
  } else if (e === 'timeline') {
    body = <TimelineView range={range} items={items} zone={zone} t={t} onOpen={onOpen} onMore={more} />;
  } else if (e === 'montage') {
    const start = range.boundaries[0] ?? 0;
    const end = range.boundaries[range.days] ?? 0;
    body = <MontageView items={items.filter((i) => i.end > start && i.start < end)} zone={zone} empty={t('noEvents')} more={more} onOpen={onOpen} onShowAll={() => state.setMode('upcoming')} />;
  } else {
    body = null;
  }
  const upcomingFrom = e === 'upcoming' ? (range.boundaries[0] ?? now) : now;

  return (
    <section className={styles.root} aria-label={name}>
      <Header
        title={titleFor(e, state.date, range.from, range.to, locale)}
        view={state.view}
        mode={state.mode}
        t={t}
        loading={remote.loading}
        onToday={state.today}
        onStep={state.step}
        onRefresh={remote.refresh}
        onView={state.setView}
        onMode={state.setMode}
        onAdd={onAdd}
      />
      <div className={styles.status} role="status">
        {remote.loading ? t('loading') : ''}
        {remote.truncated ? t('truncated', { count: remote.events.length }) : ''}
      </div>
      {remote.error && (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: remote.error })}
        </p>
      )}
      {rejected.length > 0 && <p className={styles.error}>{t('rejected', { count: rejected.length, first: rejected[0] ?? '' })}</p>}
      <div className={styles.stage}>
        <div className={styles.body} data-view={e} inert={remote.denied || undefined}>
          {body}
        </div>
        <SignInPrompt denied={remote.denied} href={props.signInHref} text={t('signInPrompt')} link={t('signIn')} />
      </div>
      {e === 'upcoming' && <UpcomingList items={upcomingItems(items, upcomingFrom)} zone={zone} heading={t('upcomingEvents')} empty={t('noEvents')} onOpen={onOpen} />}
      <EventDialog item={open?.item ?? null} zone={zone} t={t} onClose={onClose} />
    </section>
  );
}
