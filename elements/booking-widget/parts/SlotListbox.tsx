import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Slot } from '../../../shared/api/schemas.ts';
import { groupSlotsByHour } from '../../../shared/booking/calendar.ts';
import * as schedule from '../css/schedule.css.ts';
import { useUi } from '../use-ui.ts';

/**
 * Time slots as a WAI-ARIA listbox grouped by hour: the list takes focus, arrows move
 * the active option (aria-activedescendant), Home/End jump, Enter or Space chooses; each option says
 * 'N spot(s) left', a full slot is disabled.
 */
export function SlotListbox({
  slots,
  selected,
  zone,
  labelledBy,
  onSelect,
}: {
  slots: Slot[];
  selected: string | null;
  zone: string;
  labelledBy: string;
  onSelect: (slot: Slot) => void;
}): ReactNode {
  const { t, time } = useUi();
  const baseId = useId();
  const [active, setActive] = useState<number | null>(null);
  const groups = groupSlotsByHour(slots);
  const indexOf = new Map(slots.map((slot, i) => [slot.startTime, i]));
  const selectedIndex = selected ? (indexOf.get(selected) ?? -1) : -1;
  const current = active ?? (selectedIndex >= 0 ? selectedIndex : null);
  const optionId = (i: number) => `${baseId}-o${i}`;

  const choose = (i: number): void => {
    const slot = slots[i];
    setActive(i);
    if (slot?.available) onSelect(slot);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const last = slots.length - 1;
    const from = current ?? -1;
    const target =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? Math.min(last, from + 1)
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? Math.max(0, from - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target !== undefined) {
      event.preventDefault();
      setActive(target);
      document.getElementById(optionId(target))?.scrollIntoView({ block: 'nearest' });
    } else if ((event.key === 'Enter' || event.key === ' ') && current !== null) {
      event.preventDefault();
      choose(current);
    }
  };

  return (
    <div
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-activedescendant={current !== null ? optionId(current) : undefined}
      className={schedule.slots}
      onKeyDown={onKeyDown}
      onFocus={() => {
        if (current === null)
          setActive(
            Math.max(
              0,
              slots.findIndex((s) => s.available),
            ),
          );
      }}
      data-slots=""
    >
      {groups.map((group) => {
        const labelId = `${baseId}-h${group.hour}`;
        return (
          <div key={group.hour} role="group" aria-labelledby={labelId} className={schedule.hourGroup}>
            <p className={schedule.hourLabel} id={labelId}>
              {time(group.slots[0]?.startTime ?? '', zone).replace(/:\d\d/, ':00')}
            </p>
            <div className={schedule.hourRow}>
              {group.slots.map((slot) => {
                const i = indexOf.get(slot.startTime) ?? 0;
                const spots = !slot.available ? t('full') : t('spotsLeft', { count: slot.capacity });
                return (
                  // Options are chosen with the listbox's keyboard handler (aria-activedescendant); the click is for pointers.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={slot.startTime}
                    id={optionId(i)}
                    role="option"
                    aria-selected={slot.startTime === selected}
                    aria-disabled={!slot.available || undefined}
                    data-active={i === current ? 'true' : undefined}
                    data-start={slot.startTime}
                    className={schedule.slot}
                    tabIndex={-1}
                    // Keeps focus on the listbox (aria-activedescendant) when an option is clicked.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      (event.currentTarget.closest('[role="listbox"]') as HTMLElement | null)?.focus({ preventScroll: true });
                    }}
                    onClick={() => choose(i)}
                  >
                    <span className={schedule.slotTime}>{time(slot.startTime, zone)}</span>
                    <span className={schedule.slotSpots}>{spots}</span>
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
