import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import type { Location, Slot } from '../../../shared/api/schemas.ts';
import { mealTypeIn } from '../../../shared/booking/adaptive.ts';
import { bookableRange } from '../../../shared/booking/calendar.ts';
import { zoneDateOf } from '../../../shared/booking/wall-clock.ts';
import type { SlotsState } from '../../../shared/booking/state/context.ts';
import * as frame from '../css/frame.css.ts';
import * as schedule from '../css/schedule.css.ts';
import { FlowStepActions } from '../parts/Frame.tsx';
import { GuestCount } from '../parts/GuestCount.tsx';
import { MealTypePicker } from '../parts/MealTypePicker.tsx';
import { MonthCalendar } from '../parts/MonthCalendar.tsx';
import { SlotListbox } from '../parts/SlotListbox.tsx';
import { ZoneNote } from '../parts/ZoneNote.tsx';
import { useStepNav } from '../use-step-nav.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';

/** A calendar and the day's slots, shared by the date step and Modify on the manage screen. */
export function DateAndSlots({
  location,
  date,
  slotsState,
  selected,
  onDate,
  onSlot,
}: {
  location: Location | null;
  date: string;
  slotsState: SlotsState;
  selected: string | null;
  onDate: (date: string) => void;
  onSlot: (slot: Slot) => void;
}): ReactNode {
  const { widget, t, date: formatDate } = useUi();
  const labelId = useId();
  const zone = location?.timeZone ?? 'UTC';
  const today = zoneDateOf(widget.context.now(), zone);
  const range = bookableRange(today, widget.context.config.advanceBookingDays);
  return (
    <>
      {location && <ZoneNote zone={zone} locationName={location.name} />}
      <div className={schedule.layout}>
        <MonthCalendar selected={date} today={today} range={range} location={location} onSelect={onDate} />
        <div>
          <SubHeading id={labelId}>{date ? t('timesFor', { date: formatDate(date, zone, true) }) : t('timesLabel')}</SubHeading>
          {!date ? (
            <p>{t('pickDateFirst')}</p>
          ) : slotsState.status === 'loading' ? (
            <p aria-hidden="true">{t('loading')}</p>
          ) : slotsState.status === 'ready' && slotsState.slots.length === 0 ? (
            <p data-no-slots="">{t('noSlots')}</p>
          ) : slotsState.status === 'ready' ? (
            <SlotListbox slots={slotsState.slots} selected={selected} zone={zone} labelledBy={labelId} onSelect={onSlot} />
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * The date step: the restaurant's meal type, the optional guest count, month calendar,
 * hourly-grouped slots; Back and 'Book Appointment'.
 */
export function DateStep(): ReactNode {
  const { widget, t } = useUi();
  const catalog = useStore(widget.$catalog);
  const selection = useStore(widget.flow.$selection);
  const slotsState = useStore(widget.flow.slots.$state);
  const nav = useStepNav('date');
  const config = widget.context.config;
  const location = catalog.locations.find((l) => l.id === selection.locationId) ?? null;
  return (
    <div>
      <StepHeading>{nav.title ?? t('step.date')}</StepHeading>
      {nav.description && <p className={frame.lead}>{nav.description}</p>}
      {config.mealTypes.length > 0 && (
        <MealTypePicker
          meals={config.mealTypes}
          value={mealTypeIn(config.mealTypes, selection.mealType)?.id}
          onChange={(id) => widget.flow.chooseMealType(id)}
        />
      )}
      {config.ui.showGuestCount && (
        <GuestCount value={selection.partySize} max={config.maxPartySize} onChange={(n) => widget.flow.setPartySize(n)} />
      )}
      <DateAndSlots
        location={location}
        date={selection.date}
        slotsState={slotsState}
        selected={selection.slot?.startTime ?? null}
        onDate={(date) => widget.flow.chooseDate(date)}
        onSlot={(slot) => widget.flow.chooseSlot(slot)}
      />
      <FlowStepActions nav={nav} nextLabel={t('bookAppointment')} />
    </div>
  );
}
