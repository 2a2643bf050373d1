import { useStore } from '@nanostores/react';
import { Fragment, type ReactNode } from 'react';
import type { Reservation } from '../../../shared/api/schemas.ts';
import { zoneDiffers, zoneLongName } from '../../../shared/booking/wall-clock.ts';
import * as form from '../css/form.css.ts';
import { useUi } from '../use-ui.ts';

/** What a booking summary shows; missing parts are left out. */
export interface SummaryFacts {
  locationId: string | null;
  serviceId: string | null;
  attendantId?: string | null;
  startTime?: string | null;
  partySize?: number | null;
  /** Price in cents; shown when pricing is on. */
  price?: number | null;
  /** The restaurant meal type's id, shown by the configuration's name for it. */
  mealType?: string | null;
}

/** The facts of a booked reservation, for its summary. */
export function reservationFacts(reservation: Reservation): SummaryFacts {
  return {
    locationId: reservation.locationId,
    serviceId: reservation.serviceId,
    attendantId: reservation.attendantId,
    startTime: reservation.startTime,
    partySize: reservation.partySize,
    price: reservation.price,
    mealType: reservation.mealType,
  };
}

/** A definition list of a booking's facts: location, service, staff, date, time (in the location's zone), guests, price. */
export function Summary({
  facts,
  hidePrice = false,
  before = [],
  after = [],
}: {
  facts: SummaryFacts;
  hidePrice?: boolean;
  /** Rows shown first (the code, the status, the name), in the same list so the columns line up. */
  before?: [string, ReactNode][];
  /** Rows shown last (the customer's name and email on the confirmation). */
  after?: [string, ReactNode][];
}): ReactNode {
  const { widget, t, time, date, money, locale, visitorZone } = useUi();
  const catalog = useStore(widget.$catalog);
  const location = catalog.locations.find((l) => l.id === facts.locationId);
  const service = catalog.services.find((s) => s.id === facts.serviceId);
  const attendant = catalog.attendants.find((a) => a.id === facts.attendantId);
  const zone = location?.timeZone ?? 'UTC';
  const price = facts.price ?? service?.price;
  const rows: [string, ReactNode][] = [...before];
  if (location) rows.push([t('summaryLocation'), [location.name, location.address].filter(Boolean).join(', ')]);
  if (service) rows.push([t('summaryService'), service.name]);
  if (facts.mealType)
    rows.push([t('mealTypeLabel'), widget.context.config.mealTypes.find((m) => m.id === facts.mealType)?.name ?? facts.mealType]);
  if (attendant) rows.push([t('summaryStaff'), attendant.name]);
  if (facts.startTime) {
    rows.push([t('summaryDate'), date(facts.startTime, zone, true)]);
    const at = Date.parse(facts.startTime);
    const zoneName = zoneDiffers(zone, visitorZone, at) ? ` (${zoneLongName(at, zone, locale)})` : '';
    rows.push([t('summaryTime'), time(facts.startTime, zone) + zoneName]);
  }
  if (facts.partySize && (widget.context.config.ui.showGuestCount || facts.partySize > 1))
    rows.push([t('summaryGuests'), String(facts.partySize)]);
  if (!hidePrice && widget.context.config.ui.showPricing && service) rows.push([t('summaryPrice'), price ? money(price) : t('free')]);
  rows.push(...after);
  return (
    <dl className={form.details}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
