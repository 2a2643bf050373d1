import { useId, type ReactNode } from 'react';
import * as form from '../css/form.css.ts';
import { useUi } from '../use-ui.ts';

/** One labelled form control with its hint and error (aria-invalid, aria-describedby). */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  options,
  optional,
  quiet,
  autoComplete,
  inputMode,
  wide,
  name,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
  /** No "(optional)" marker (filters, which are neither required nor optional input). */
  quiet?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  wide?: boolean;
  name?: string;
  maxLength?: number;
}): ReactNode {
  const { t } = useUi();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    className: form.control,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': optional ? undefined : true,
  } as const;
  return (
    <div className={`${form.field} ${wide ? form.wide : ''}`}>
      <label className={form.label} htmlFor={id}>
        {label} {optional && !quiet && <span className={form.hint}>{t('optional')}</span>}
      </label>
      {hint && (
        <p className={form.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea {...common} rows={3} maxLength={maxLength ?? 2000} onChange={(event) => onChange(event.target.value)} />
      ) : type === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {(options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p className={form.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
