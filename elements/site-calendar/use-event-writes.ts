import { useCallback, useEffect, useRef, useState } from 'react';
import { applyChanges, withChange, withoutChange, type PendingChanges } from '../../shared/calendar/changes.ts';
import { toCalendarEvent, type CalendarEventWrite, type EventFields } from '../../shared/calendar/event-draft.ts';
import type { CalendarEventInput } from '../../shared/calendar/events.ts';

/** A finished write, for the live region: what happened to which event, or why it was undone. */
export type WriteNote = { kind: 'saved' | 'deleted' | 'moved'; name: string; span?: { start: number; end: number } } | { kind: 'failed'; name: string; reason: string };

/** The calendar's writes: the events as they should show now, and the actions that change them. */
export interface EventWrites {
  events: CalendarEventInput[];
  note: WriteNote | null;
  create(event: CalendarEventWrite): void;
  /** Saves `event` as the new state of `id`; `moved` says the note should read as a move. */
  update(id: string, event: EventFields, moved?: boolean): void;
  remove(id: string, name: string): void;
}

let pendingIds = 0;

/**
 * Writes staff-made events through the typed client (organisation headers and the staff session go
 * along), showing each change at once and undoing it with a note when the server refuses. A change
 * the server confirmed stays shown until the next load of the range (asked for by `refresh`) carries it.
 */
export function useEventWrites(api: string, loaded: CalendarEventInput[], refresh: () => void): EventWrites {
  const [changes, setChanges] = useState<PendingChanges>(() => new Map());
  const [note, setNote] = useState<WriteNote | null>(null);
  const confirmed = useRef(new Set<string>());

  useEffect(() => {
    // A new load carries every confirmed change; drop them so the server's events show as they are.
    if (confirmed.current.size === 0) return;
    const done = [...confirmed.current];
    confirmed.current.clear();
    setChanges((c) => done.reduce((next, id) => withoutChange(next, id), c as Map<string, CalendarEventInput | null>));
  }, [loaded]);

  const run = useCallback(
    (id: string, shown: CalendarEventInput | null, call: (client: typeof import('../../shared/api/calendar.ts')) => Promise<CalendarEventInput | undefined>, ok: WriteNote, name: string) => {
      let before: CalendarEventInput | null | undefined;
      setChanges((c) => ((before = c.has(id) ? c.get(id) : undefined), withChange(c, id, shown)));
      import('../../shared/api/calendar.ts')
        .then(call)
        .then(
          (saved) => {
            setChanges((c) => {
              let next = withoutChange(c, id);
              const savedId = saved?.sk ?? id;
              next = withChange(next, savedId, saved ?? null);
              confirmed.current.add(savedId);
              return next;
            });
            setNote(ok);
            refresh();
          },
          (error: Error) => {
            setChanges((c) => (before === undefined ? withoutChange(c, id) : withChange(c, id, before)));
            setNote({ kind: 'failed', name, reason: error.message });
          },
        );
    },
    [refresh],
  );

  const create = useCallback(
    (event: CalendarEventWrite) => {
      const temp = `cev_pending_${++pendingIds}`;
      run(temp, toCalendarEvent(temp, event), (m) => m.calendarApi.create(m.calendarEndpoint(api), event), { kind: 'saved', name: event.title }, event.title);
    },
    [api, run],
  );
  const update = useCallback(
    (id: string, event: EventFields, moved?: boolean) => {
      const span = { start: Date.parse(event.start), end: Date.parse(event.end) };
      const done: WriteNote = moved ? { kind: 'moved', name: event.title, span } : { kind: 'saved', name: event.title };
      run(id, toCalendarEvent(id, event), (m) => m.calendarApi.update(m.calendarEndpoint(api), id, { location: '', host: '', notes: '', ...event }), done, event.title);
    },
    [api, run],
  );
  const remove = useCallback(
    (id: string, name: string) => {
      run(id, null, (m) => m.calendarApi.remove(m.calendarEndpoint(api), id), { kind: 'deleted', name }, name);
    },
    [api, run],
  );

  return { events: applyChanges(loaded, changes), note, create, update, remove };
}
