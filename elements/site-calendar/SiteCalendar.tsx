import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { addDays, safeZone, todayIn } from '../../shared/calendar/dates.ts';
import { editEventForm, isOwnEvent, itemFields, newEventForm, type CalendarEventWrite } from '../../shared/calendar/event-draft.ts';
import type { calendarEventSchema } from '../../shared/calendar/event-schema.ts';
import { normalizeEvents, upcomingItems, type CalendarEventInput, type CalendarItem } from '../../shared/calendar/events.ts';
import { formatDate, formatSpan } from '../../shared/calendar/format.ts';
import { visibleRange } from '../../shared/calendar/grid.ts';
import { publicEvents } from '../../shared/calendar/public-view.ts';
import { useLocale, useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { EventDialog } from './parts/EventDialog.tsx';
import { Header } from './parts/Header.tsx';
import { calendarMessages } from './messages.ts';
import { MiniMonth } from './parts/MiniMonth.tsx';
import { MonthGrid } from './screens/MonthGrid.tsx';
import { MontageView } from './screens/MontageView.tsx';
import { SignInPrompt } from './parts/SignInPrompt.tsx';
import { EventForm, type FormTarget } from './parts/EventForm.tsx';
import type { CalendarAddDetail, calendarAttributes, SiteCalendarEvents } from './site-calendar.element.ts';
import * as styles from './css/site-calendar.css.ts';
import { TimeGrid } from './screens/TimeGrid.tsx';
import { TimelineView } from './screens/TimelineView.tsx';
import { UpcomingList } from './screens/UpcomingList.tsx';
import { useCalendarState } from './use-calendar-state.ts';
import { useEventWrites, type WriteNote } from './use-event-writes.ts';
import { useTimedData } from './use-timed-data.ts';
import { YearView } from './screens/YearView.tsx';

type Props = ElementViewProps<typeof calendarAttributes, v.InferOutput<typeof calendarEventSchema>[], never, SiteCalendarEvents>;

const pageZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const FORM_HEADINGS = { meeting: 'addMeeting', post: 'scheduledPost', message: 'scheduledMessage' } as const;

/** The live region's text for the last write. */
function noteText(note: WriteNote | null, t: ReturnType<typeof useMessages<keyof typeof calendarMessages.en & string>>, zone: string, locale: string): string {
  if (!note || note.kind === 'failed') return '';
  if (note.kind === 'moved' && note.span) return t('moved', { name: note.name, time: formatSpan(note.span.start, note.span.end, zone, false, locale) });
  return t(note.kind === 'deleted' ? 'deleted' : 'saved', { name: note.name });
}

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
  const writes = useEventWrites(api, remote.events, remote.refresh);
  // Staff-made events can be added and changed when the calendar reads a staff endpoint that let us in.
  const writable = Boolean(api) && audience === 'staff' && !remote.denied;
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const loadedZone = remote.events.find((e) => e.timeZone)?.timeZone;
  // The location's zone, once the API has named it, stays the zone of this calendar (no flip back while loading).
  if (loadedZone && loadedZone !== apiZone) setApiZone(loadedZone);

  const { items, rejected } = useMemo(() => {
    const all: CalendarEventInput[] = [...(data ?? []), ...writes.events];
    return normalizeEvents(audience === 'public' ? publicEvents(all) : all);
  }, [data, writes.events, audience]);
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
  const onClose = useCallback(() => setOpen(null), []);
  const [form, setForm] = useState<FormTarget | null>(null);
  /** Where focus goes when the event it would return to is gone (deleted, or moved off the view). */
  const focusEvent = (id: string, trigger: HTMLElement) => () =>
    root?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`) ?? (trigger.isConnected ? trigger : (root?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], button') ?? null));
  const onEdit = (item: CalendarItem) => {
    const trigger = open?.trigger;
    setOpen(null);
    setForm({ kind: 'meeting', id: item.id, heading: t('editEvent'), values: editEventForm(item, zone), returnTo: trigger ? focusEvent(item.id, trigger) : null });
  };
  const onDelete = (item: CalendarItem) => {
    setOpen(null);
    writes.remove(item.id, item.name);
  };
  const onSave = (event: CalendarEventWrite) => {
    const id = form?.id;
    setForm(null);
    const { kind: _kind, ...fields } = event;
    if (id) writes.update(id, fields);
    else writes.create(event);
  };
  const onMove = useCallback((item: CalendarItem, span: { start: number; end: number }) => writes.update(item.id, itemFields(item, zone, span), true), [writes, zone]);
  const onAdd = (kind: CalendarAddDetail['kind']): void => {
    const proceed = emit('site-calendar-add', { kind, date: state.date } satisfies CalendarAddDetail);
    if (proceed && kind !== 'reservation' && writable) {
      const formKind = kind === 'event' ? 'meeting' : kind;
      setForm({ kind: formKind, heading: t(kind === 'event' ? 'scheduleEvent' : FORM_HEADINGS[formKind]), values: newEventForm(state.date), returnTo: null });
    }
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
    const grid = <TimeGrid range={range} items={items} zone={zone} label={name} onOpen={onOpen} onMore={(d) => (state.setMode('upcoming'), state.goTo(d))} more={more} allDay={t('allDay')} onMove={writable ? onMove : undefined} />;
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
    <section ref={setRoot} className={styles.root} aria-label={name}>
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
      <p className={styles.announce} role="status">
        {noteText(writes.note, t, zone, locale)}
      </p>
      {writes.note?.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {t('saveFailed', { name: writes.note.name, reason: writes.note.reason })}
        </p>
      )}
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
      <EventDialog
        item={open?.item ?? null}
        zone={zone}
        t={t}
        onClose={onClose}
        returnTo={open ? focusEvent(open.item.id, open.trigger) : null}
        editable={writable && open !== null && isOwnEvent(open.item.id) && !open.item.id.startsWith('cev_pending_')}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <EventForm target={form} zone={zone} t={t} onSave={onSave} onClose={() => setForm(null)} />
    </section>
  );
}
