import type { CalendarEventInput } from './events.ts';

/** Edits made here and not yet read back from the server: an event by id, or null for a deleted one. */
export type PendingChanges = ReadonlyMap<string, CalendarEventInput | null>;

const idOf = (event: CalendarEventInput): string => event.sk ?? event.id ?? '';

/**
 * The events as the user should see them now: `loaded` with each pending change applied (an edit
 * replaces the event with its id, a deletion drops it, a new event is added at the end).
 */
export function applyChanges(loaded: readonly CalendarEventInput[], changes: PendingChanges): CalendarEventInput[] {
  if (changes.size === 0) return loaded as CalendarEventInput[];
  const out: CalendarEventInput[] = [];
  const seen = new Set<string>();
  for (const event of loaded) {
    const id = idOf(event);
    if (!changes.has(id)) {
      out.push(event);
      continue;
    }
    seen.add(id);
    const changed = changes.get(id);
    if (changed) out.push(changed);
  }
  for (const [id, changed] of changes) if (changed && !seen.has(id)) out.push(changed);
  return out;
}

/** `changes` with one more change, as a new map (React state). */
export function withChange(changes: PendingChanges, id: string, event: CalendarEventInput | null): Map<string, CalendarEventInput | null> {
  const next = new Map(changes);
  next.set(id, event);
  return next;
}

/** `changes` without the change of `id` (it was refused, or the server's answer now carries it). */
export function withoutChange(changes: PendingChanges, id: string): Map<string, CalendarEventInput | null> {
  const next = new Map(changes);
  next.delete(id);
  return next;
}
