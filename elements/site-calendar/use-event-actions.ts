import { useCallback, useState } from 'react';
import { editEventForm, itemFields, newEventForm, type CalendarEventWrite } from '../../shared/calendar/event-draft.ts';
import type { CalendarItem } from '../../shared/calendar/events.ts';
import type { Emit } from '../../shared/element/event-spec.ts';
import type { CalendarTranslate } from './messages.ts';
import type { FormTarget } from './parts/EventForm.tsx';
import type { CalendarAddDetail, SiteCalendarEvents } from './site-calendar.element.ts';
import type { EventWrites } from './use-event-writes.ts';

const FORM_HEADINGS = { meeting: 'addMeeting', post: 'scheduledPost', message: 'scheduledMessage' } as const;

/** What the visitor can do with events: open one, edit, delete, move or add one, and where focus returns after. */
export interface EventActions {
  /** The event whose details dialog is open, and the control that opened it. */
  open: { item: CalendarItem; trigger: HTMLElement } | null;
  /** The event form's target (a new event or the one being edited); null while closed. */
  form: FormTarget | null;
  onOpen: (item: CalendarItem, trigger: HTMLElement) => void;
  onClose: () => void;
  closeForm: () => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: (item: CalendarItem) => void;
  onSave: (event: CalendarEventWrite) => void;
  onMove: (item: CalendarItem, span: { start: number; end: number }) => void;
  onAdd: (kind: CalendarAddDetail['kind']) => void;
  /** Where focus goes when the dialog of the open event closes. */
  dialogReturnTo: (() => HTMLElement | null) | null;
}

interface Options {
  /** The calendar's box (focus is looked for in it). */
  root: HTMLElement | null;
  zone: string;
  /** The date shown, where a new event starts. */
  date: string;
  /** Staff-made events can be added and changed. */
  writable: boolean;
  writes: EventWrites;
  bookingUrl: string;
  emit: Emit<SiteCalendarEvents>;
  t: CalendarTranslate;
}

/**
 * The details dialog and the event form, and the writes they lead to. Adding sends
 * `site-calendar-add` first (cancelable): a reservation goes to the page's booking widget (or the
 * booking page), the other kinds open the form when events can be written.
 */
export function useEventActions({ root, zone, date, writable, writes, bookingUrl, emit, t }: Options): EventActions {
  const [open, setOpen] = useState<{ item: CalendarItem; trigger: HTMLElement } | null>(null);
  const onOpen = useCallback(
    (item: CalendarItem, trigger: HTMLElement) => {
      setOpen({ item, trigger });
      emit('site-calendar-open', { id: item.id });
    },
    [emit],
  );
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
    const proceed = emit('site-calendar-add', { kind, date } satisfies CalendarAddDetail);
    if (proceed && kind !== 'reservation' && writable) {
      const formKind = kind === 'event' ? 'meeting' : kind;
      setForm({ kind: formKind, heading: t(kind === 'event' ? 'scheduleEvent' : FORM_HEADINGS[formKind]), values: newEventForm(date), returnTo: null });
    }
    if (proceed && kind === 'reservation') {
      const booking = document.querySelector<HTMLElement>('booking-widget');
      if (!booking && bookingUrl.startsWith('/') && !bookingUrl.startsWith('//')) location.assign(bookingUrl);
      booking?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      booking?.querySelector<HTMLElement>('button, [href], input, select, [tabindex="0"]')?.focus({ preventScroll: true });
    }
  };
  const closeForm = () => setForm(null);
  return { open, form, onOpen, onClose, closeForm, onEdit, onDelete, onSave, onMove, onAdd, dialogReturnTo: open ? focusEvent(open.item.id, open.trigger) : null };
}
