import { useEffect, useId, useRef, type RefObject } from 'react';
import type { CalendarItem } from '../../shared/calendar/events.ts';
import type { VisibleRange } from '../../shared/calendar/grid.ts';
import { dropAt, moveForKey, type Span } from '../../shared/calendar/move.ts';
import type { ChipMove, OpenEvent } from './parts/EventChip.tsx';

/** Pixels a pointer must travel before a press on an event counts as a drag rather than a click. */
const DRAG_PX = 6;

/**
 * Moving events on a time grid (movable chips are described by the element with id `hintId`): arrow keys on a focused event (focus follows it to its new place),
 * and a pointer drag onto any day column, dropped on the nearest half hour. A drag does not also
 * open the event's details.
 */
export function useEventDrag({ layer, range, zone, onMove }: {
  layer: RefObject<HTMLDivElement | null>;
  range: VisibleRange;
  zone: string;
  onMove?: (item: CalendarItem, span: Span) => void;
}): { hintId: string; chip: (item: CalendarItem) => ChipMove; onOpen: (open: OpenEvent) => OpenEvent } {
  const hintId = useId();
  const refocus = useRef<string | null>(null);
  const dragged = useRef(false);

  // Focus follows a moved event to its new place, and comes back to it when a later render (the
  // server's answer) replaces its chip and the focus fell to the page; once the visitor puts focus
  // anywhere else, it is theirs.
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const target = layer.current?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`);
    const active = document.activeElement;
    if (active === target) return;
    if (active && active !== document.body) refocus.current = null;
    else target?.focus();
  });

  const move = (item: CalendarItem, span: Span) => {
    refocus.current = item.id;
    onMove?.(item, span);
  };

  const chip = (item: CalendarItem): ChipMove => ({
    hintId,
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const span = moveForKey(event.key, item, zone);
      if (!span) return;
      event.preventDefault();
      move(item, span);
    },
    onPointerDown: (down) => {
      if (down.button !== 0) return;
      const grab = down.clientY - down.currentTarget.getBoundingClientRect().top;
      dragged.current = false;
      const onUp = (up: PointerEvent) => {
        document.removeEventListener('pointerup', onUp);
        if (Math.hypot(up.clientX - down.clientX, up.clientY - down.clientY) < DRAG_PX) return;
        dragged.current = true;
        // The click that may follow this pointerup is the drag's, not a request to open the event.
        setTimeout(() => (dragged.current = false), 0);
        const columns = [...(layer.current?.querySelectorAll<HTMLElement>('[data-day-column]') ?? [])];
        const day = columns.findIndex((c) => {
          const box = c.getBoundingClientRect();
          return up.clientX >= box.left && up.clientX < box.right;
        });
        const column = columns[day];
        const dayStart = range.boundaries[day];
        if (!column || dayStart === undefined) return;
        const box = column.getBoundingClientRect();
        const minutes = ((up.clientY - grab - box.top) / box.height) * 24 * 60;
        const span = dropAt(item, dayStart, minutes, zone);
        if (span.start !== item.start) move(item, span);
      };
      document.addEventListener('pointerup', onUp);
    },
  });

  const onOpen =
    (open: OpenEvent): OpenEvent =>
    (item, trigger) => {
      if (dragged.current) return;
      open(item, trigger);
    };

  return { hintId, chip, onOpen };
}
