import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { Reservation } from '../../../shared/api/schemas.ts';
import { CARD_CVV_MAX_LENGTH, CARD_EXPIRY_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH } from '../../../shared/booking/card-fields.ts';
import { amountDueCents } from '../../../shared/booking/rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../../shared/pricing/totals.ts';
import { createLookup } from '../../../shared/booking/state/manage.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import { Field } from '../parts/Field.tsx';
import { LookupForm, ReservationDetails } from '../parts/Lookup.tsx';
import { useModeText } from '../use-mode-text.ts';
import { usePayment } from '../use-payment.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';
import { useNoticeText } from '../use-notice-text.ts';

/**
 * The reservation's price (the service's when the reservation has none), its tax (8.25 % added, or
 * the VAT inside the price where the server says the tenant's prices include it) and total, and
 * what is due now: the total, or the deposit the server set on the booking (the salon's 10).
 */
function dueOf(reservation: Reservation, servicePrice: number | null | undefined) {
  const totals = reservationPaymentTotals(reservation.price ?? servicePrice ?? 0, reservationTaxRule(reservation));
  return { ...totals, due: amountDueCents(totals.total, reservation.depositCents) };
}

/** 'Reservation Details' with price, 8.25 % tax (or 'Includes VAT') and total (a missing price counts as 0). */
export function PaymentTotals({ reservation }: { reservation: Reservation }): ReactNode {
  const { widget, money } = useUi();
  const t = useModeText();
  const catalog = useStore(widget.$catalog);
  const totals = dueOf(reservation, catalog.services.find((s) => s.id === reservation.serviceId)?.price);
  return (
    <dl className={form.totals} data-totals="">
      <dt>{t('price')}</dt>
      <dd>{money(totals.price)}</dd>
      <dt>{totals.taxIncluded ? t('includesTax') : t('tax')}</dt>
      <dd data-tax-included={totals.taxIncluded ? '' : undefined}>{money(totals.tax)}</dd>
      <dt className={form.totalRow}>{t('total')}</dt>
      <dd className={form.totalRow} data-total={totals.total}>
        {money(totals.total)}
      </dd>
      {totals.due < totals.total && (
        <>
          <dt className={form.totalRow}>{t('depositDue')}</dt>
          <dd className={form.totalRow} data-deposit={totals.due}>
            {money(totals.due)}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * 'Payment Information': the card form (number, expiry, CVV, name on card), posted straight to the card-and-bank-transfer
 * provider (its endpoint from the gateway data), never to our API; then our server's verdict, which
 * alone confirms the reservation. 'Processing...' while it runs; failures leave the form in place.
 */
export function PaymentPanel({ reservation, manageToken }: { reservation: Reservation; manageToken: string | null }): ReactNode {
  const { widget, money } = useUi();
  const t = useModeText();
  const payment = usePayment(widget);
  const state = useStore(payment.$state);
  const text = useNoticeText();
  useEffect(() => payment.load(), [payment]);
  const payable = reservation.status === 'pending' && dueOf(reservation, null).due > 0;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void payment.pay(
      reservation,
      { name: reservation.customerName, email: reservation.customerEmail, phone: reservation.customerPhone },
      manageToken,
    );
  };
  let body: ReactNode;
  if (!payable) body = <p className={frame.note}>{t('nothingToPay')}</p>;
  else if (state.gateway === 'loading') body = <p>{t('loading')}</p>;
  else if (state.gateway !== 'ready') body = <p className={frame.note}>{t('paymentUnavailable')}</p>;
  else
    body = (
      <form onSubmit={onSubmit} noValidate aria-label={t('paymentInformation')} className={form.form} data-card-form="">
        <Field
          label={t('cardNumberLabel')}
          name="cardnumber"
          value={state.card.number}
          onChange={(v) => payment.setField('number', v)}
          error={text(state.errors.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          wide
        />
        <Field
          label={t('expiryLabel')}
          name="exp-date"
          hint="MM/YY"
          value={state.card.expiry}
          onChange={(v) => payment.setField('expiry', v)}
          error={text(state.errors.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={CARD_EXPIRY_MAX_LENGTH}
        />
        <Field
          label={t('cvvLabel')}
          name="cvc"
          value={state.card.cvv}
          onChange={(v) => payment.setField('cvv', v)}
          hint={t('cvvHint')}
          error={text(state.errors.cvv)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CARD_CVV_MAX_LENGTH}
        />
        <Field
          label={t('cardNameLabel')}
          name="ccname"
          value={state.card.name}
          onChange={(v) => payment.setField('name', v)}
          error={text(state.errors.name)}
          autoComplete="cc-name"
          wide
        />
        <p className={`${form.hint} ${form.wide}`}>{t('cardPrivacy')}</p>
        {state.problem && (
          <p className={`${frame.problem} ${form.wide}`} role="alert" data-payment-problem="">
            {text(state.problem)}
          </p>
        )}
        {state.stage === 'action' && state.actionUrl ? (
          <div className={`${frame.note} ${form.wide}`} role="status">
            <p>{t('authRequired')}</p>
            <a className={frame.secondaryButton} href={state.actionUrl} target="_blank" rel="noopener">
              {t('openAuth')}
            </a>{' '}
            <button type="button" className={frame.secondaryButton} onClick={() => void payment.checkNow()}>
              {t('checkNow')}
            </button>
          </div>
        ) : (
          <div className={form.wide}>
            <button type="submit" className={frame.primaryButton} disabled={state.stage !== 'idle'}>
              {state.stage === 'processing' ? t('processing') : t('pay', { amount: money(dueOf(reservation, null).due) })}
            </button>
          </div>
        )}
      </form>
    );
  return (
    <section aria-label={t('paymentInformation')} data-payment-panel={reservation.id}>
      <SubHeading>{t('paymentInformation')}</SubHeading>
      {body}
    </section>
  );
}

/** Reservation Details and Payment Information side by side (stacked below 768 px). */
function PaymentPanels({ reservation, manageToken }: { reservation: Reservation; manageToken: string | null }): ReactNode {
  const t = useModeText();
  return (
    <div className={form.twoPanels}>
      <section aria-label={t('reservationDetails')}>
        <SubHeading>{t('reservationDetails')}</SubHeading>
        <ReservationDetails reservation={reservation} hidePrice />
        <PaymentTotals reservation={reservation} />
      </section>
      <PaymentPanel reservation={reservation} manageToken={manageToken} />
    </div>
  );
}

/** The payment step of the booking flow: the reservation just made; once paid, its confirmation. */
export function PaymentStep(): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const reservation = useStore(widget.flow.$reservation);
  const manageToken = useStore(widget.flow.$manageToken);
  const payment = usePayment(widget);
  const { paid } = useStore(payment.$state);
  useEffect(() => {
    if (!paid) return;
    payment.reset();
    widget.flow.paid(paid);
  }, [paid, payment, widget]);
  if (!reservation) return null;
  return (
    <div>
      <StepHeading>{t('step.payment')}</StepHeading>
      <PaymentPanels reservation={reservation} manageToken={manageToken} />
    </div>
  );
}

/** The payment checkout (sections 2.9, 4.8): lookup, the two panels, then 'Payment Successful' and 'New Payment'. */
export function PaymentCheckout(): ReactNode {
  const { widget, announce } = useUi();
  const t = useModeText();
  const lookup = widget.part('payment-lookup', createLookup);
  const payment = usePayment(widget);
  const { reservation, manageToken } = useStore(lookup.$state);
  const { stage, paid } = useStore(payment.$state);
  useEffect(() => {
    if (stage === 'success') announce(t('paymentSuccessful'));
  }, [stage, announce, t]);
  const newPayment = (): void => {
    payment.reset();
    lookup.clear();
  };
  if (stage === 'success' && paid) {
    return (
      <div data-payment="success">
        <StepHeading>{t('paymentSuccessful')}</StepHeading>
        <p className={frame.success}>{t('paymentSuccessText', { code: paid.confirmationCode })}</p>
        <ReservationDetails reservation={paid} />
        <div className={frame.actions}>
          <span />
          <button type="button" className={frame.primaryButton} onClick={newPayment}>
            {t('newPayment')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <StepHeading>{t('paymentTitle')}</StepHeading>
      {reservation ? (
        <>
          <PaymentPanels reservation={reservation} manageToken={manageToken} />
          <div className={frame.actions}>
            <button type="button" className={frame.secondaryButton} onClick={newPayment}>
              {t('newSearch')}
            </button>
          </div>
        </>
      ) : (
        <LookupForm lookup={lookup} onSearch={() => void lookup.search()} />
      )}
    </div>
  );
}
