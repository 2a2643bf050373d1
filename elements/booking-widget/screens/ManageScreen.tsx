import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { governingPolicy } from '../../../shared/booking/policy-wording.ts';
import { reservationActions } from '../../../shared/booking/status.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { createManage } from '../../../shared/booking/state/manage.ts';
import * as frame from '../css/frame.css.ts';
import { CancellationPolicy } from '../parts/CancellationPolicy.tsx';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { LookupForm, ReservationDetails } from '../parts/Lookup.tsx';
import { DateAndSlots } from './DateStep.tsx';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';
import { useModeText } from '../use-mode-text.ts';

const NOTICES = { cancelled: 'cancelledNotice', 'checked-in': 'checkInSuccess', modified: 'modifiedNotice' } as const;

/** Modify: a new date and slot for the reservation's location, service and staff. */
function ModifyPanel(): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const manage = widget.part('manage', createManage);
  const catalog = useStore(widget.$catalog);
  const state = useStore(manage.$state);
  const lookup = useStore(manage.lookup.$state);
  const slotsState = useStore(manage.slots.$state);
  const reservation = lookup.reservation;
  if (!reservation) return null;
  const location = catalog.locations.find((l) => l.id === reservation.locationId) ?? null;
  return (
    <section aria-label={t('modifyTitle')} data-modify="">
      <SubHeading>{t('modifyTitle')}</SubHeading>
      <DateAndSlots
        location={location}
        date={state.modifyDate}
        slotsState={slotsState}
        selected={state.modifySlot?.startTime ?? null}
        onDate={(date) => manage.chooseDate(date)}
        onSlot={(slot) => manage.chooseSlot(slot)}
      />
      <div className={frame.actions}>
        <button type="button" className={frame.secondaryButton} onClick={() => manage.stopModify()}>
          {t('stopModify')}
        </button>
        <button type="button" className={frame.primaryButton} disabled={state.working} onClick={() => void manage.saveModify()}>
          {t('saveNewTime')}
        </button>
      </div>
    </section>
  );
}

/**
 * The manage screen: lookup by code or id with the e-mail or phone used to book (or a
 * signed manage link), then the reservation with Cancel (after an
 * in-widget confirmation), Check In and Modify offered by status and the booking's
 * policy (the server's for it, else the configuration's), which the screen states.
 */
export function ManageScreen(): ReactNode {
  const { widget, announce, locale } = useUi();
  const t = useModeText();
  const manage = widget.part('manage', createManage);
  const lookup = useStore(manage.lookup.$state);
  const state = useStore(manage.$state);
  const config = widget.context.config;
  const reservation = lookup.reservation;
  // A cancelled paid booking also says what comes back: refunded, or (pending, failed, by staff) being processed.
  const refund = state.notice === 'cancelled' ? state.refund : null;
  const refundText =
    refund && t(refund.done ? 'refundDone' : 'refundProcessing', { amount: formatMoney(refund.amount, refund.currency, locale) });
  const notice = state.notice
    ? [t(NOTICES[state.notice as keyof typeof NOTICES] ?? 'cancelledNotice'), refundText].filter(Boolean).join(' ')
    : null;
  useEffect(() => {
    if (notice) announce(notice);
  }, [notice, announce]);
  // A signed manage link (`?manage=` or data-manage-token) opens its reservation once.
  useEffect(() => {
    const token = widget.takeManageLink();
    if (token) void manage.lookup.open(token);
  }, [widget, manage]);

  if (!reservation) {
    return (
      <div>
        <StepHeading>{t('lookupTitle')}</StepHeading>
        <LookupForm lookup={manage.lookup} onSearch={() => void manage.lookup.search()} />
      </div>
    );
  }
  const actions = reservationActions(reservation.status);
  const policy = governingPolicy(config, reservation);
  return (
    <div>
      <StepHeading>{t('reservationTitle')}</StepHeading>
      {notice && (
        <p className={frame.success} data-manage-notice="">
          {notice}
        </p>
      )}
      <ReservationDetails reservation={reservation} />
      {(actions.canCancel || actions.canModify) && <CancellationPolicy reservation={reservation} />}
      {state.modifying ? (
        <ModifyPanel />
      ) : (
        <div className={frame.actions}>
          <button type="button" className={frame.secondaryButton} onClick={() => manage.newSearch()}>
            {t('newSearch')}
          </button>
          <div className={frame.actionsEnd}>
            {actions.canModify && policy.allowModification && (
              <button type="button" className={frame.secondaryButton} disabled={state.working} onClick={() => manage.startModify()}>
                {t('modify')}
              </button>
            )}
            {actions.canCheckIn && (
              <button type="button" className={frame.primaryButton} disabled={state.working} onClick={() => void manage.checkIn()}>
                {t('checkIn')}
              </button>
            )}
            {actions.canCancel && policy.allowCancellation && (
              <button type="button" className={frame.dangerButton} disabled={state.working} onClick={() => manage.askCancel()}>
                {t('cancelReservation')}
              </button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={state.confirmingCancel}
        question={t('cancelConfirm')}
        yes={t('yesCancel')}
        no={t('keepReservation')}
        onYes={() => void manage.cancel()}
        onNo={() => manage.dismissCancel()}
      />
    </div>
  );
}
