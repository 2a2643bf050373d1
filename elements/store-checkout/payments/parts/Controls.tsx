import type { ReactNode } from 'react';
import * as c from '../../css/checkout.css.ts';
import * as p from '../css/panel.css.ts';
import type { Notice } from '../use-pay.ts';

/**
 * The pay button: disabled from the click to the final result (and until the shopper may pay), with
 * its label turning into the progress text meanwhile.
 */
export function PayButton({ busy, disabled, label, busyLabel, onClick }: { busy: boolean; disabled: boolean; label: string; busyLabel: string; onClick: () => void }): ReactNode {
  return (
    <button type="button" className={c.payButton} disabled={busy || disabled} aria-disabled={busy || disabled} onClick={onClick} data-busy={busy ? '' : undefined}>
      {busy && <span className={p.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A panel's message, in live regions that stay on the page (a region added together with its text
 * is often not read): failures in an alert, progress and success in a polite status. A notice a
 * toast already announced shows its text outside both regions, and only its detail in the alert, so
 * a screen reader hears each sentence once.
 */
export function NoticeView({ notice }: { notice: Notice | null }): ReactNode {
  const toasted = notice?.toasted;
  const detail = notice?.detail && <span className={p.detail}>{notice.detail}</span>;
  const live = (tone: 'error' | 'polite') =>
    notice && !toasted && (notice.tone === 'error') === (tone === 'error') ? (
      <p className={c.status} data-tone={notice.tone}>
        {notice.text}
        {detail}
      </p>
    ) : null;
  // The box is always there, so the alert inside it stays on the page; it takes the notice's look when a toast said the text.
  return (
    <>
      <div className={toasted ? c.status : undefined} data-tone={toasted ? notice.tone : undefined}>
        {toasted && notice.text}
        {toasted === 'all' && detail}
        <div role="alert">{toasted === 'text' ? detail : live('error')}</div>
      </div>
      <div role="status">{live('polite')}</div>
    </>
  );
}

/** The props of a `ChoiceGroup`: one radio per option, labelled by `label(option)`. */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  label: (option: T) => string;
  disabled: boolean;
}

/** A panel's own choice (a method, a coin): a labelled group of radios on one row. */
export function ChoiceGroup<T extends string>({ legend, name, options, value, onChange, label, disabled }: ChoiceGroupProps<T>): ReactNode {
  return (
    <fieldset className={p.choices} disabled={disabled}>
      <legend className={p.legend}>{legend}</legend>
      <div className={p.inline}>
        {options.map((option) => (
          <label key={option} className={p.choice}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
