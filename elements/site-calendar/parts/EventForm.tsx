import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { readEventForm, type CalendarEventKind, type CalendarEventWrite, type EventFormError, type EventFormValues } from '../../../shared/calendar/event-draft.ts';
import * as styles from '../css/site-calendar.css.ts';
import type { ModalOptions } from '../../../shared/element/modal.ts';
import { useModal } from '../../../shared/element/react/use-modal.ts';

type Key = EventFormError | 'eventTitle' | 'start' | 'end' | 'location' | 'host' | 'notes' | 'save' | 'cancel';
type T = (key: Key) => string;

/** What the form is for: a new event of a kind, or an existing event (`id`), with the fields to start from. */
export interface FormTarget {
  kind: CalendarEventKind;
  id?: string;
  heading: string;
  values: EventFormValues;
  returnTo: ModalOptions['opener'];
}

const FIELDS: { name: keyof EventFormValues; label: Key; type: 'text' | 'datetime-local' | 'textarea'; required?: boolean }[] = [
  { name: 'title', label: 'eventTitle', type: 'text', required: true },
  { name: 'start', label: 'start', type: 'datetime-local', required: true },
  { name: 'end', label: 'end', type: 'datetime-local', required: true },
  { name: 'location', label: 'location', type: 'text' },
  { name: 'host', label: 'host', type: 'text' },
  { name: 'notes', label: 'notes', type: 'textarea' },
];

/**
 * The add and edit form in a modal dialog: title, start, end, location, host and notes, checked in
 * `zone` on Save with each problem written beside its field (the first bad field takes focus); Tab
 * stays inside, Esc or Cancel closes, focus returns to what opened it.
 */
export function EventForm({ target, zone, t, onSave, onClose }: { target: FormTarget | null; zone: string; t: T; onSave: (event: CalendarEventWrite) => void; onClose: () => void }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<keyof EventFormValues, EventFormError>>>({});
  useModal(dialog, target !== null, { opener: target?.returnTo });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? '')])) as unknown as EventFormValues;
    const result = readEventForm(values, target.kind, zone);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f.name]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    onSave(result.value);
  };

  const close = () => (setErrors({}), onClose());
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-h`} onClose={close}>
      {target && (
        <form ref={form} key={`${target.kind}-${target.id ?? 'new'}`} className={styles.form} noValidate onSubmit={submit}>
          <h2 id={`${id}-h`} className={styles.dialogTitle}>
            {target.heading}
          </h2>
          {FIELDS.map((f) => {
            const error = errors[f.name];
            const props = {
              id: `${id}-${f.name}`,
              name: f.name,
              defaultValue: target.values[f.name],
              required: f.required,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-${f.name}-error` : undefined,
            };
            return (
              <div key={f.name} className={styles.field}>
                <label htmlFor={props.id} className={styles.fieldLabel}>
                  {t(f.label)}
                </label>
                {f.type === 'textarea' ? <textarea {...props} className={styles.textarea} maxLength={2000} /> : <input {...props} type={f.type} className={styles.input} maxLength={f.type === 'text' ? 200 : undefined} />}
                {error && (
                  <p id={`${id}-${f.name}-error`} className={styles.fieldError}>
                    {t(error)}
                  </p>
                )}
              </div>
            );
          })}
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </button>
            <button type="submit" className={styles.primaryButton}>
              {t('save')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
