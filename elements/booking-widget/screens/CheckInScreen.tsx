import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { createCheckIn } from '../../../shared/booking/state/check-in.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import { LookupForm, ReservationDetails } from '../parts/Lookup.tsx';
import { useUi } from '../use-ui.ts';
import { StepHeading } from '../parts/Headings.tsx';
import { useModeText } from '../use-mode-text.ts';
import { useNoticeText } from '../use-notice-text.ts';

/**
 * Self check-in (sections 2.6, 4.6, 5): search, then 'Confirm Your Details', then the success text
 * with a visible 5-second countdown before it resets. Refusals show the product's specified texts.
 */
export function CheckInScreen(): ReactNode {
  const { widget, announce } = useUi();
  const t = useModeText();
  const checkIn = widget.part('check-in', createCheckIn);
  const state = useStore(checkIn.$state);
  const text = useNoticeText();
  const lookup = useStore(checkIn.lookup.$state);
  const reservation = lookup.reservation;
  const opens = widget.context.config.checkInEarlyMinutes;
  useEffect(() => {
    if (state.stage === 'complete') announce(t('checkInSuccess'));
  }, [state.stage, announce, t]);

  if (state.stage === 'complete' && reservation) {
    return (
      <div data-check-in="complete">
        <StepHeading>{t('completeTitle')}</StepHeading>
        <p className={frame.success}>{t('checkInSuccess')}</p>
        <ReservationDetails reservation={reservation} />
        <p data-countdown={state.secondsLeft}>{t('resetIn', { seconds: state.secondsLeft })}</p>
        <div className={frame.actions}>
          <span />
          <button type="button" className={frame.secondaryButton} onClick={() => checkIn.reset()}>
            {t('startOver')}
          </button>
        </div>
      </div>
    );
  }
  if (state.stage === 'review' && reservation) {
    return (
      <div data-check-in="review">
        <StepHeading>{t('reviewTitle')}</StepHeading>
        <ReservationDetails reservation={reservation} />
        <p className={frame.problem} role="alert">
          {text(state.problem)}
        </p>
        <div className={frame.actions}>
          <button type="button" className={frame.secondaryButton} onClick={() => checkIn.reset()}>
            {t('back')}
          </button>
          <button type="button" className={frame.primaryButton} disabled={state.working} onClick={() => void checkIn.confirm()}>
            {t('confirmCheckIn')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div data-check-in="search">
      <StepHeading>{t('checkInTitle')}</StepHeading>
      <p className={frame.lead}>{opens > 0 ? t('checkInHint', { count: opens }) : t('checkInHintAtStart')}</p>
      <LookupForm lookup={checkIn.lookup} onSearch={() => void checkIn.search()} submitLabel={t('findReservation')} />
      <p className={`${frame.problem} ${form.wide}`} role="alert" data-check-in-problem="">
        {text(state.problem)}
      </p>
    </div>
  );
}
