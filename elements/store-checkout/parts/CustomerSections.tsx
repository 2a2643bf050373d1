import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { addressSummary, billingAddress, type AddressFields as Address, type CheckoutForm } from '../../../shared/checkout/form.ts';
import { sectionView, stepValid, type CheckoutStep, type StepState } from '../../../shared/checkout/steps.ts';
import { AddressFields, type StreetField } from './AddressFields.tsx';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';

interface Props {
  form: CheckoutForm;
  onChange: (patch: Partial<CheckoutForm>) => void;
  steps: StepState;
  onContinue: (step: CheckoutStep) => void;
  onEdit: (step: CheckoutStep) => void;
  t: Translate;
  Street: StreetField;
}

interface SectionProps {
  step: CheckoutStep;
  number: number;
  steps: StepState;
  form: CheckoutForm;
  summary: ReactNode;
  onContinue: (step: CheckoutStep) => void;
  onEdit: (step: CheckoutStep) => void;
  t: Translate;
  children: ReactNode;
}

/**
 * One customer section: open with its fields and Continue (shown only when the fields are
 * valid), completed with a summary and Edit, or waiting with only its title. When it opens, focus
 * moves to its first field; when it closes through Continue, to its Edit button.
 */
function Section({ step, number, steps, form, summary, onContinue, onEdit, t, children }: SectionProps): ReactNode {
  const headingId = useId();
  const view = sectionView(steps, step);
  const box = useRef<HTMLElement>(null);
  const previous = useRef(view);
  const title = t(step);
  useEffect(() => {
    const was = previous.current;
    previous.current = view;
    if (was === view) return;
    if (view === 'open') box.current?.querySelector<HTMLElement>('input, select')?.focus();
    // Continue removed the focused button: keep focus here unless the next section (or payment) takes it.
    else if (view === 'summary' && (document.activeElement === document.body || !document.activeElement)) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [view]);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onContinue(step);
  };
  return (
    <section ref={box} className={s.card} aria-labelledby={headingId} data-step={step} data-view={view}>
      <div className={s.sectionHeader}>
        <h2 id={headingId} className={s.sectionTitle} data-done={view === 'summary' ? '' : undefined} data-waiting={view === 'waiting' ? '' : undefined}>
          <span className={s.stepNumber} aria-hidden="true">
            {number}
          </span>
          <span className={s.visuallyHidden}>{t('step', { n: number })}: </span>
          {title}
          {view === 'summary' && <span className={s.visuallyHidden}> ({t('completed')})</span>}
        </h2>
        {view === 'summary' && (
          <button type="button" className={s.linkButton} aria-label={t('editSection', { section: title })} onClick={() => onEdit(step)}>
            {t('edit')}
          </button>
        )}
      </div>
      {view === 'summary' && <div className={s.summaryText}>{summary}</div>}
      {view === 'open' && (
        <form className={s.fields} noValidate onSubmit={submit} aria-labelledby={headingId}>
          {children}
          <div className={s.actions}>{stepValid(step, form) && <button className={s.primaryButton}>{t('continue')}</button>}</div>
        </form>
      )}
    </section>
  );
}

/** The two customer sections: 1 Contact Information (email), 2 Shipping Address (with billing and save info). */
export function CustomerSections({ form, onChange, steps, onContinue, onEdit, t, Street }: Props): ReactNode {
  const emailId = useId();
  const billing = billingAddress(form);
  const shippingSummary = (
    <>
      <p className={s.plain}>{addressSummary(form)}</p>
      {!form.useSameForBilling && (
        <p className={s.plain}>
          {t('billing')}: {addressSummary(billing)}
        </p>
      )}
    </>
  );
  return (
    <>
      <Section step="contact" number={1} steps={steps} form={form} summary={<p className={s.plain}>{form.email}</p>} onContinue={onContinue} onEdit={onEdit} t={t}>
        <div className={s.field}>
          <label className={s.label} htmlFor={emailId}>
            {t('email')}
          </label>
          <input
            id={emailId}
            className={s.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            aria-required="true"
            value={form.email}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        </div>
      </Section>
      <Section step="shipping" number={2} steps={steps} form={form} summary={shippingSummary} onContinue={onContinue} onEdit={onEdit} t={t}>
        <AddressFields section="shipping" value={form} onChange={(patch) => onChange(patch)} t={t} Street={Street} />
        <label className={s.checkRow}>
          <input type="checkbox" checked={form.useSameForBilling} onChange={(e) => onChange({ useSameForBilling: e.target.checked })} />
          {t('sameForBilling')}
        </label>
        {!form.useSameForBilling && (
          <>
            <h3 className={s.subheading}>{t('billing')}</h3>
            <AddressFields section="billing" value={form.billing} onChange={(patch: Partial<Address>) => onChange({ billing: { ...form.billing, ...patch } })} t={t} Street={Street} />
          </>
        )}
        <label className={s.checkRow}>
          <input type="checkbox" checked={form.saveInfo} onChange={(e) => onChange({ saveInfo: e.target.checked })} />
          {t('saveInfo')}
        </label>
      </Section>
    </>
  );
}
