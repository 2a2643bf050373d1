import type { ReactNode } from 'react';
import type { FormField } from '../../../shared/forms/schema.ts';
import * as styles from '../css/site-form.css.ts';

/** What one field needs from the form. */
export interface FieldProps {
  field: FormField;
  id: string;
  value: string | boolean;
  /** The error sentence, when the answer is wrong. */
  error: string | null;
  errorPrefix: string;
  choose: string;
  onChange: (value: string | boolean) => void;
  onBlur: () => void;
}

/** One labelled field with its help text and error message (aria-invalid, aria-describedby). */
export function Field({ field, id, value, error, errorPrefix, choose, onChange, onBlur }: FieldProps): ReactNode {
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const text = typeof value === 'string' ? value : '';
  const star = field.required ? <span className={styles.star} aria-hidden="true"> *</span> : null;
  const help = field.help && (
    <p id={helpId} className={styles.help}>
      {field.help}
    </p>
  );
  const message = error && (
    <p id={errorId} className={styles.error}>
      <span className={styles.visuallyHidden}>{errorPrefix} </span>
      {error}
    </p>
  );
  const bounds = (kind: 'min' | 'max') => (field.type === 'number' || field.type === 'date' ? field[kind] : undefined);

  if (field.type === 'radio') {
    return (
      <fieldset className={styles.field} role="radiogroup" aria-describedby={describedBy} aria-invalid={invalid} aria-required={field.required || undefined} data-field={field.name}>
        <legend className={styles.label}>
          {field.label}
          {star}
        </legend>
        {help}
        {message}
        <div className={styles.choices}>
          {(field.options ?? []).map((option, i) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                id={i === 0 ? id : `${id}-${i}`}
                name={`${id}-${field.name}`}
                value={option.value}
                checked={text === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (field.type === 'checkbox') {
    return (
      <div className={styles.field} data-field={field.name}>
        {help}
        {message}
        <label className={styles.choice}>
          <input type="checkbox" id={id} name={field.name} checked={value === true} required={field.required} aria-invalid={invalid} aria-describedby={describedBy} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />
          <span className={styles.checkLabel}>
            {field.label}
            {star}
          </span>
        </label>
      </div>
    );
  }

  const common = { id, name: field.name, required: field.required, 'aria-invalid': invalid, 'aria-describedby': describedBy, onBlur, value: text };
  const control =
    field.type === 'textarea' ? (
      <textarea {...common} className={styles.textarea} rows={5} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} />
    ) : field.type === 'select' ? (
      <select {...common} className={styles.input} onChange={(e) => onChange(e.target.value)}>
        <option value="">{choose}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        className={styles.input}
        type={field.type}
        step={field.type === 'number' ? 'any' : undefined}
        min={bounds('min')}
        max={bounds('max')}
        autoComplete={field.type === 'email' ? 'email' : undefined}
        placeholder={field.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className={styles.field} data-field={field.name}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {star}
      </label>
      {help}
      {message}
      {control}
    </div>
  );
}
