import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { addDays, safeZone, todayIn } from '../../shared/calendar/dates.ts';
import { isOwnEvent } from '../../shared/calendar/event-draft.ts';
import type { calendarEventSchema } from '../../shared/calendar/event-schema.ts';
import { upcomingItems } from '../../shared/calendar/events.ts';
import { formatDate } from '../../shared/calendar/format.ts';
import { visibleRange } from '../../shared/calendar/grid.ts';
import { useLocale, useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { calendarMessages } from './messages.ts';
import { EventDialog } from './parts/EventDialog.tsx';
import { EventForm } from './parts/EventForm.tsx';
import { Header } from './parts/Header.tsx';
import { SignInPrompt } from './parts/SignInPrompt.tsx';
import { StatusLines } from './parts/StatusLines.tsx';
import { RangeView } from './screens/RangeView.tsx';
import { UpcomingList } from './screens/UpcomingList.tsx';
import type { calendarAttributes, SiteCalendarEvents } from './site-calendar.element.ts';
import * as styles from './css/site-calendar.css.ts';
import { useCalendarItems } from './use-calendar-items.ts';
import { useCalendarState } from './use-calendar-state.ts';
import { useEventActions } from './use-event-actions.ts';
import { useEventWrites } from './use-event-writes.ts';
import { useTimedData } from './use-timed-data.ts';

type Props = ElementViewProps<typeof calendarAttributes, v.InferOutput<typeof calendarEventSchema>[], never, SiteCalendarEvents>;

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
  const writes = useEventWrites(api, remote.events, remote.refresh);
  // Staff-made events can be added and changed when the calendar reads a staff endpoint that let us in.
  const writable = Boolean(api) && audience === 'staff' && !remote.denied;
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const loadedZone = remote.events.find((e) => e.timeZone)?.timeZone;
  // The location's zone, once the API has named it, stays the zone of this calendar (no flip back while loading).
  if (loadedZone && loadedZone !== apiZone) setApiZone(loadedZone);

  const { items, rejected } = useCalendarItems(data, writes.events, audience);
  useEffect(() => {
    emit('site-calendar-change', { view: state.view, mode: state.mode, date: state.date, from: range.from, to: range.to });
  }, [emit, state.view, state.mode, state.date, range.from, range.to]);
  const actions = useEventActions({ root, zone, date: state.date, writable, writes, bookingUrl: props.bookingUrl, emit, t });
  const { open } = actions;
  const name = label || t('label');
  const e = state.effective;

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
        onAdd={actions.onAdd}
      />
      <StatusLines loading={remote.loading} truncatedAt={remote.truncated ? remote.events.length : null} note={writes.note} loadError={remote.error} rejected={rejected} zone={zone} locale={locale} t={t} />
      <div className={styles.stage}>
        <div className={styles.body} data-view={e} inert={remote.denied || undefined}>
          <RangeView state={state} range={range} items={items} zone={zone} weekStart={weekStart} name={name} today={todayIn(zone, now)} locale={locale} onOpen={actions.onOpen} onMove={writable ? actions.onMove : undefined} t={t} />
        </div>
        <SignInPrompt denied={remote.denied} href={props.signInHref} text={t('signInPrompt')} link={t('signIn')} />
      </div>
      {e === 'upcoming' && <UpcomingList items={upcomingItems(items, range.boundaries[0] ?? now)} zone={zone} heading={t('upcomingEvents')} empty={t('noEvents')} onOpen={actions.onOpen} />}
      <EventDialog
        item={open?.item ?? null}
        zone={zone}
        t={t}
        onClose={actions.onClose}
        returnTo={actions.dialogReturnTo}
        editable={writable && open !== null && isOwnEvent(open.item.id) && !open.item.id.startsWith('cev_pending_')}
        onEdit={actions.onEdit}
        onDelete={actions.onDelete}
      />
      <EventForm target={actions.form} zone={zone} t={t} onSave={actions.onSave} onClose={actions.closeForm} />
    </section>
  );
}
