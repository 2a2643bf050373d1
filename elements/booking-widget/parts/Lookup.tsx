import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { Reservation } from '../../../shared/api/schemas.ts';
import type { ReservationLookup } from '../../../shared/booking/state/manage.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import { reservationFacts, Summary } from './Summary.tsx';
import { SubHeading } from './Headings.tsx';
import { useModeText } from '../use-mode-text.ts';
import { useNoticeText } from '../use-notice-text.ts';

/**
 * The lookup form (with its second factor): the confirmation code or reservation id and the e-mail
 * address or phone number used to book; one message under the form (empty code, empty contact, not
 * found, look up again), and the input it is about takes the focus. Typed values stay on any error.
 */
export function LookupForm({
  lookup,
  onSearch,
  submitLabel,
}: {
  lookup: ReservationLookup;
  onSearch: () => void;
  submitLabel?: string;
}): ReactNode {
  const t = useModeText();
  const state = useStore(lookup.$state);
  const text = useNoticeText();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.problem) (state.problemField === 'contact' ? contactInput : codeInput).current?.focus();
  }, [state.problem, state.problemField]);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    onSearch();
  };
  const invalid = (field: 'code' | 'contact') => (state.problem && state.problemField === field ? true : undefined);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('lookupTitle')}>
      <div className={form.inline}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-code`}>
            {t('codeField')}
          </label>
          <p className={form.hint} id={`${id}-hint`}>
            {t('lookupHint')}
          </p>
          <input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            className={form.control}
            value={state.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required
            aria-invalid={invalid('code')}
            aria-describedby={`${id}-hint ${id}-problem`}
            onChange={(event) => lookup.setCode(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-contact`}>
            {t('contactField')}
          </label>
          <p className={form.hint} id={`${id}-contact-hint`}>
            {t('contactHint')}
          </p>
          <input
            ref={contactInput}
            id={`${id}-contact`}
            name="contact"
            className={form.control}
            value={state.contact}
            autoComplete="email"
            spellCheck={false}
            aria-required
            aria-invalid={invalid('contact')}
            aria-describedby={`${id}-contact-hint ${id}-problem`}
            onChange={(event) => lookup.setContact(event.target.value)}
          />
        </div>
        <button type="submit" className={frame.primaryButton} disabled={state.searching}>
          {state.searching ? t('searching') : (submitLabel ?? t('findReservation'))}
        </button>
      </div>
      <p id={`${id}-problem`} className={form.error} role="alert">
        {text(state.problem)}
      </p>
    </form>
  );
}

/** A reservation's code, status, customer and summary: what manage, check-in and payment show. */
export function ReservationDetails({ reservation, hidePrice = false }: { reservation: Reservation; hidePrice?: boolean }): ReactNode {
  const t = useModeText();
  return (
    <div className={form.panel} data-reservation={reservation.id}>
      <SubHeading>{t('detailsLabel')}</SubHeading>
      <Summary
        facts={reservationFacts(reservation)}
        hidePrice={hidePrice}
        before={[
          [t('codeLabel'), <span data-reservation-code="">{reservation.confirmationCode}</span>],
          [
            t('statusLabel'),
            <span className={form.statusBadge} data-status={reservation.status}>
              {t(`status.${reservation.status}`)}
            </span>,
          ],
          [t('fullName'), reservation.customerName],
        ]}
      />
    </div>
  );
}
