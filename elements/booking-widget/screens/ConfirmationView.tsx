import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import type { Reservation } from '../../../shared/api/schemas.ts';
import { googleCalendarUrl, icsFile } from '../../../shared/booking/calendar-export.ts';
import { manageLinkUrl } from '../../../shared/booking/manage-link.ts';
import { paymentDeadline } from '../../../shared/booking/payment-hold.ts';
import { governingPolicy } from '../../../shared/booking/policy-wording.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import { CancellationPolicy } from '../parts/CancellationPolicy.tsx';
import { useModeText } from '../use-mode-text.ts';
import { reservationFacts, Summary } from '../parts/Summary.tsx';
import { useLocationZone } from '../use-location-zone.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';

/** 'Add to Calendar': a disclosure with the .ics download and a Google Calendar link, both in the location's zone. */
function AddToCalendar({ reservation }: { reservation: Reservation }): ReactNode {
  const { widget, t } = useUi();
  const catalog = useStore(widget.$catalog);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = catalog.locations.find((l) => l.id === reservation.locationId);
  const service = catalog.services.find((s) => s.id === reservation.serviceId);
  const zone = useLocationZone(reservation.locationId);
  const event = {
    title: [service?.name, location?.name].filter(Boolean).join(' · ') || reservation.confirmationCode,
    description: `${t('codeLabel')}: ${reservation.confirmationCode}`,
    location: location ? [location.name, location.address, location.city].filter(Boolean).join(', ') : '',
    startTime: reservation.startTime,
    endTime: reservation.endTime,
    timeZone: zone,
  };
  const ics = icsFile({ ...event, uid: `${reservation.id}@booking-widget`, now: new Date(widget.context.now()) });
  return (
    <div>
      <button type="button" className={frame.secondaryButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {t('addToCalendar')}
      </button>
      <ul id={menuId} hidden={!open} className={frame.modes} data-calendar-links="">
        <li>
          <a
            className={`${frame.secondaryButton} ${frame.smallButton}`}
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
            download={`booking-${reservation.confirmationCode}.ics`}
          >
            {t('downloadIcs')}
          </a>
        </li>
        <li>
          <a
            className={`${frame.secondaryButton} ${frame.smallButton}`}
            href={googleCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('googleCalendar')}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** 'Manage this booking': this page (or `data-manage-href`) with `?manage=<token>`, when the server gave a token. */
function ManageLink(): ReactNode {
  const { widget, t, manageHref } = useUi();
  const token = useStore(widget.flow.$manageToken);
  const href = token ? manageLinkUrl(token, manageHref, globalThis.location?.href ?? '') : null;
  if (!href) return null;
  return (
    <p data-manage-link="">
      <a href={href}>{t('manageLink')}</a>
      <span className={frame.muted}> {t('manageLinkHint')}</span>
    </p>
  );
}

/**
 * A booking that awaits payment: the time it must be paid by (the payment hold; after it the server
 * releases it) and 'Pay now', which opens its payment step with the token the booking gave.
 */
function PayToConfirm({ reservation, deadline }: { reservation: Reservation; deadline: number }): ReactNode {
  const { widget, time } = useUi();
  const t = useModeText();
  const zone = useLocationZone(reservation.locationId);
  if (deadline <= widget.context.now()) {
    return (
      <p className={frame.problem} data-pay-lapsed="">
        {t('payLapsed')}
      </p>
    );
  }
  const by = new Date(deadline).toISOString();
  return (
    <div className={frame.note} data-pay-by={by}>
      <p>{t('payBy', { time: time(by, zone) })}</p>
      <button type="button" className={frame.primaryButton} onClick={() => widget.flow.setStep('payment')}>
        {t('payNow')}
      </button>
    </div>
  );
}

/** The heading of a booking that is not confirmed until paid. */
function PayToConfirmHeading(): ReactNode {
  const t = useModeText();
  return <StepHeading>{t('payToConfirm')}</StepHeading>;
}

/**
 * The confirmation: 'Appointment Confirmed!', the code when showReservationCode is on,
 * the details, the cancellation policy, 'Book Another Appointment' and 'Add to Calendar'. A booking
 * still to pay says so instead of 'Confirmed', with its deadline and 'Pay now'.
 */
export function ConfirmationView(): ReactNode {
  const { widget, t } = useUi();
  const reservation = useStore(widget.flow.$reservation);
  const config = widget.context.config;
  if (!reservation) {
    return (
      <div>
        <StepHeading>{t('confirmed')}</StepHeading>
        <button type="button" className={frame.primaryButton} onClick={() => widget.flow.reset()}>
          {t('bookAnother')}
        </button>
      </div>
    );
  }
  // A priced booking the payment step left unpaid: not confirmed yet, and released after the booking's hold.
  const deadline = config.flow.skipPayment ? null : paymentDeadline(reservation, governingPolicy(config, reservation));
  return (
    <div data-confirmation="">
      {deadline === null ? <StepHeading>{t('confirmed')}</StepHeading> : <PayToConfirmHeading />}
      {deadline !== null && <PayToConfirm reservation={reservation} deadline={deadline} />}
      {reservation.status === 'pending' && deadline === null && (
        <p className={frame.note}>{config.flow.skipPayment && config.requireConfirmation ? t('pendingNote') : t('awaitingPayment')}</p>
      )}
      {config.ui.showReservationCode && (
        <>
          <p className={frame.muted}>{t('codeLabel')}</p>
          <p className={form.code} data-confirmation-code="">
            {reservation.confirmationCode}
          </p>
        </>
      )}
      <div className={form.panel}>
        <SubHeading>{t('detailsLabel')}</SubHeading>
        <Summary
          facts={reservationFacts(reservation)}
          after={[
            [t('fullName'), reservation.customerName],
            ...(reservation.customerEmail ? [[t('email'), reservation.customerEmail] as [string, string]] : []),
          ]}
        />
      </div>
      <ManageLink />
      <CancellationPolicy reservation={reservation} />
      <div className={frame.actions}>
        <AddToCalendar reservation={reservation} />
        <button type="button" className={frame.primaryButton} onClick={() => widget.flow.reset()}>
          {t('bookAnother')}
        </button>
      </div>
    </div>
  );
}
