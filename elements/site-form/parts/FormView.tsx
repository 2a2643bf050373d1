import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SubmittedValue } from '../../../shared/forms/api.ts';
import type { FormField, FormSchema } from '../../../shared/forms/schema.ts';
import { HONEYPOT_NAME } from '../../../shared/forms/spam.ts';
import { emptyValues, validateField, validateForm, type FieldError, type FormValues } from '../../../shared/forms/validate.ts';
import { Field } from './Field.tsx';
import type { FormT } from '../messages.ts';
import * as styles from '../css/site-form.css.ts';

/**
 * The outcome of sending: done, or the reason it failed (`complete`: a whole sentence such as "Too many
 * attempts", shown alone; `fields`: the answers the server refused, shown beside their fields).
 */
export type SendResult = { ok: true } | { ok: false; message: string; complete?: boolean; fields?: Record<string, FieldError> };

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string; complete: boolean };

/** The sentence for a field's error. */
export function errorText(t: FormT, field: FormField, error: FieldError): string {
  const params = { label: field.label, ...error.params };
  if (error.code === 'pattern' && field.patternMessage) return field.patternMessage;
  if (error.code === 'required' && field.type === 'checkbox') return t('requiredCheckbox', params);
  return t(error.code, params);
}

/**
 * A form rendered from a schema: fields validated with valibot on submit (then as they change),
 * an error summary that takes focus and links to each field, and the outcome announced. A honeypot
 * input, out of sight, out of the tab order and hidden from assistive technology, is sent as `trap`.
 */
export function FormView({ schema, t, onSubmit, preview = false }: { schema: FormSchema; t: FormT; onSubmit: (data: Record<string, SubmittedValue>, trap: string) => Promise<SendResult>; preview?: boolean }): ReactNode {
  const [values, setValues] = useState<FormValues>(() => emptyValues(schema));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [trap, setTrap] = useState('');
  const summary = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const idOf = (field: FormField): string => `${baseId}-${field.name}`;
  const titleId = `${baseId}-title`;

  const recheck = (field: FormField, value: string | boolean): void => {
    const error = validateField(field, value);
    setErrors((current) => {
      const next = { ...current };
      if (error) next[field.name] = error;
      else delete next[field.name];
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setSubmitted(true);
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus({ kind: 'idle' });
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const sent = await onSubmit(result.data, trap);
    if (sent.ok) {
      setValues(emptyValues(schema));
      setSubmitted(false);
      setStatus({ kind: 'sent' });
    } else if (sent.fields && Object.keys(sent.fields).length > 0) {
      setErrors(sent.fields);
      setStatus({ kind: 'idle' });
      requestAnimationFrame(() => summary.current?.focus());
    } else setStatus({ kind: 'failed', message: /[.!?]$/.test(sent.message) ? sent.message : `${sent.message}.`, complete: sent.complete === true });
  };

  const failing = schema.fields.filter((f) => errors[f.name]);
  return (
    <form className={styles.form} noValidate aria-labelledby={schema.title ? titleId : undefined} onSubmit={(event) => void submit(event)}>
      {schema.title && (
        <h2 id={titleId} className={styles.title}>
          {schema.title}
        </h2>
      )}
      {schema.description && <p className={styles.description}>{schema.description}</p>}
      {schema.fields.some((f) => f.required) && <p className={styles.note}>{t('requiredNote')}</p>}
      {submitted && failing.length > 0 && (
        <div ref={summary} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={`${baseId}-summary`}>
          <h3 id={`${baseId}-summary`} className={styles.summaryTitle}>
            {t('summaryTitle')}
          </h3>
          <p>{t('summary', { count: failing.length })}</p>
          <ul>
            {failing.map((field) => (
              <li key={field.name}>
                <a
                  href={`#${idOf(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(field))?.focus();
                  }}
                >
                  {errorText(t, field, errors[field.name] as FieldError)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {schema.fields.map((field) => {
        const error = errors[field.name];
        return (
          <Field
            key={field.name}
            field={field}
            id={idOf(field)}
            value={values[field.name] ?? ''}
            error={error ? errorText(t, field, error) : null}
            errorPrefix={t('errorPrefix')}
            choose={t('choose')}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field.name]: value }));
              if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
              if (submitted || errors[field.name]) recheck(field, value);
            }}
            onBlur={() => {
              const value = values[field.name] ?? '';
              if (submitted || (typeof value === 'string' && value.trim() !== '')) recheck(field, value);
            }}
          />
        );
      })}
      <div className={styles.trap} aria-hidden="true" inert>
        <label>
          {t('honeypot')}
          <input name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? t('sending') : schema.submitLabel || t('send')}
        </button>
      </div>
      <div className={styles.outcome}>
        <div role="status" className={styles.sent}>
          {status.kind === 'sent' && (preview ? t('previewSent') : schema.successMessage || t('sent'))}
        </div>
        <div role="alert" className={styles.failed}>
          {status.kind === 'failed' && (status.complete ? status.message : t('failed', { message: status.message }))}
        </div>
      </div>
    </form>
  );
}
