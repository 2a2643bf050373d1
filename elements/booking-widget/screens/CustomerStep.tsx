import { useStore } from '@nanostores/react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { mealTypeIn } from '../../../shared/booking/adaptive.ts';
import type { FieldProblem } from '../../../shared/booking/validation.ts';
import * as frame from '../css/frame.css.ts';
import * as form from '../css/form.css.ts';
import { Field } from '../parts/Field.tsx';
import { Summary } from '../parts/Summary.tsx';
import { useStepNav } from '../use-step-nav.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';

/**
 * The customer-info step: the summary of the choices, then full name, email, phone,
 * notes and the configured additional fields, with the specified validation texts. Submitting
 * re-checks the slot and creates the reservation.
 */
export function CustomerStep(): ReactNode {
  const { widget, t } = useUi();
  const selection = useStore(widget.flow.$selection);
  const values = useStore(widget.flow.$form);
  const problems = useStore(widget.flow.$formErrors);
  const submitting = useStore(widget.flow.$submitting);
  const nav = useStepNav('customer-info');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = widget.context.config.ui.additionalFields;
  const text = (problem: FieldProblem | undefined) => (problem ? t(problem.key, { label: problem.label ?? '' }) : null);

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    // After a submit the form refused, focus goes to the first field in error.
    void widget.flow
      .submit()
      .then(() => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()));
  };

  return (
    <div>
      <StepHeading>{nav.title ?? t('step.customer-info')}</StepHeading>
      {nav.description && <p className={frame.lead}>{nav.description}</p>}
      <div className={form.panel}>
        <SubHeading>{t('summary')}</SubHeading>
        <Summary
          facts={{
            locationId: selection.locationId,
            serviceId: selection.serviceId ?? widget.context.config.defaultServiceId ?? null,
            attendantId: selection.attendantId,
            startTime: selection.slot?.startTime,
            partySize: selection.partySize,
            mealType: mealTypeIn(widget.context.config.mealTypes, selection.mealType)?.id,
          }}
        />
      </div>
      <form ref={formRef} className={form.form} noValidate onSubmit={onSubmit} aria-label={t('step.customer-info')}>
        <Field
          label={t('fullName')}
          name="name"
          value={values.name}
          onChange={(v) => widget.flow.setField('name', v)}
          error={text(problems.name)}
          autoComplete="name"
        />
        <Field
          label={t('email')}
          name="email"
          type="email"
          value={values.email}
          onChange={(v) => widget.flow.setField('email', v)}
          error={text(problems.email)}
          autoComplete="email"
        />
        <Field
          label={t('phone')}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(v) => widget.flow.setField('phone', v)}
          error={text(problems.phone)}
          autoComplete="tel"
        />
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            optional={!field.required}
            value={values.extra[field.name] ?? ''}
            options={
              field.type === 'select'
                ? [{ value: '', label: t('chooseOption') }, ...(field.options ?? []).map((o) => ({ value: o, label: o }))]
                : undefined
            }
            onChange={(v) => widget.flow.setField(field.name, v)}
            error={text(problems[field.name])}
            wide={field.type === 'textarea'}
          />
        ))}
        <Field
          label={t('notes')}
          name="notes"
          type="textarea"
          optional
          wide
          value={values.notes}
          onChange={(v) => widget.flow.setField('notes', v)}
        />
        <div className={`${frame.actions} ${form.wide}`}>
          {nav.onBack ? (
            <button type="button" className={frame.secondaryButton} onClick={nav.onBack}>
              {t('back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={frame.primaryButton} disabled={submitting}>
            {submitting ? t('booking') : (nav.nextText ?? t('confirmBooking'))}
          </button>
        </div>
      </form>
    </div>
  );
}
