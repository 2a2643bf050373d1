import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { addField, exportSchema, moveField, removeField, schemaProblems, updateField } from '../../../shared/forms/designer.ts';
import { saveFormDesign } from '../../../shared/forms/remote.ts';
import type { FieldType, FormField, FormSchema } from '../../../shared/forms/schema.ts';
import { FormView } from '../parts/FormView.tsx';
import type { FormT } from '../messages.ts';
import { designerMessages, typeKey } from './messages.ts';
import { FieldEditor, FieldTypeSelect } from './FieldEditor.tsx';
import * as styles from './designer.css.ts';

let nextUid = 1;

/**
 * The form designer: form settings, the list of fields (add, move up and down, edit, remove, each
 * announced), a live preview, the exported schema and Save, which stores the design as the next
 * version of its form (staff only). Every change is reported through `onChange`.
 */
export function FormDesigner({ initial, t: formT, onChange }: { initial: FormSchema; t: FormT; onChange: (schema: FormSchema) => void }): ReactNode {
  const t = useMessages(designerMessages);
  const [form, setForm] = useState(initial);
  const [uids, setUids] = useState(() => initial.fields.map(() => nextUid++));
  const [editing, setEditing] = useState<number | null>(null);
  const [newType, setNewType] = useState<FieldType>('text');
  const [said, setSaid] = useState('');
  const [saving, setSaving] = useState<{ kind: 'idle' | 'saving' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const pendingFocus = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const base = useId();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange(form);
  }, [form, onChange]);

  useEffect(() => {
    // After a move or removal, focus follows the field (or its neighbour) instead of falling to <body>.
    if (!pendingFocus.current) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const labelOf = (field: FormField | undefined): string => field?.label || field?.name || '';
  const move = (index: number, by: -1 | 1): void => {
    const to = index + by;
    const field = form.fields[index];
    const uid = uids[index];
    if (!field || uid === undefined || to < 0 || to >= form.fields.length) return;
    setForm(moveField(form, index, to));
    setUids((list) => {
      const next = [...list];
      next.splice(index, 1);
      next.splice(to, 0, uid);
      return next;
    });
    setSaid(t('moved', { label: labelOf(field), position: to + 1, count: form.fields.length }));
    const edge = (by === -1 && to === 0) || (by === 1 && to === form.fields.length - 1);
    pendingFocus.current = `${uid}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
  };
  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };
  const setting = (key: 'title' | 'id' | 'submitLabel' | 'successMessage', label: string) => (
    <div className={styles.setting}>
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input
        id={`${base}-${key}`}
        className={styles.input}
        value={form[key] ?? ''}
        onChange={(e) => {
          const value = e.target.value;
          setForm((f) => {
            const next = { ...f, [key]: value };
            if (key !== 'id' && value === '') delete next[key];
            return next;
          });
        }}
      />
    </div>
  );

  const problems = schemaProblems(form);
  const json = exportSchema(form);
  const save = async (): Promise<void> => {
    if (saving.kind === 'saving') return;
    if (problems.length > 0) {
      setSaving({ kind: 'failed', text: t('saveProblems') });
      return;
    }
    setSaving({ kind: 'saving' });
    try {
      const saved = await saveFormDesign(JSON.parse(json) as FormSchema);
      setSaving({ kind: 'done', text: t('saved', { name: saved.name, version: saved.version }) });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const text = status === 401 || status === 403 ? t('saveSignIn') : t('saveFailed', { message: error instanceof Error ? error.message : String(error) });
      setSaving({ kind: 'failed', text });
    }
  };
  return (
    <div className={styles.designer}>
      <h2 className={styles.heading}>{t('title')}</h2>
      <p className={styles.visuallyHidden} role="status">
        {said}
      </p>
      <div className={styles.columns}>
        <div className={styles.column}>
          <fieldset className={styles.box}>
            <legend>{t('settings')}</legend>
            {setting('title', t('formTitle'))}
            {setting('id', t('formId'))}
            {setting('submitLabel', t('submitLabel'))}
            {setting('successMessage', t('successMessage'))}
          </fieldset>
          <section className={styles.box} aria-labelledby={`${base}-fields`}>
            <h3 id={`${base}-fields`}>{t('fields')}</h3>
            <div className={styles.addRow}>
              <FieldTypeSelect id={`${base}-type`} label={t('newType')} value={newType} t={t} onChoose={setNewType} />
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  const next = addField(form, newType);
                  const uid = nextUid++;
                  setForm(next);
                  setUids((list) => [...list, uid]);
                  setEditing(uid);
                  setSaid(t('added', { label: labelOf(next.fields.at(-1)), position: next.fields.length, count: next.fields.length }));
                }}
              >
                {t('add')}
              </button>
            </div>
            {form.fields.length === 0 ? (
              <p className={styles.muted}>{t('empty')}</p>
            ) : (
              <ol className={styles.fieldList}>
                {form.fields.map((field, index) => {
                  const uid = uids[index] ?? index;
                  const open = editing === uid;
                  const label = labelOf(field);
                  return (
                    <li key={uid} className={styles.fieldItem}>
                      <div className={styles.fieldRow}>
                        <span className={styles.fieldName}>
                          <strong>{label}</strong>
                          <span className={styles.muted}>
                            {t(typeKey[field.type])}
                            {field.required ? ` · ${t('required')}` : ''}
                          </span>
                        </span>
                        <button type="button" ref={ref(`${uid}-up`)} className={styles.icon} aria-label={t('moveUp', { label })} disabled={index === 0} onClick={() => move(index, -1)}>
                          ↑
                        </button>
                        <button type="button" ref={ref(`${uid}-down`)} className={styles.icon} aria-label={t('moveDown', { label })} disabled={index === form.fields.length - 1} onClick={() => move(index, 1)}>
                          ↓
                        </button>
                        <button type="button" className={styles.secondary} aria-expanded={open} aria-controls={`${base}-edit-${uid}`} onClick={() => setEditing(open ? null : uid)}>
                          {t('edit')}
                          <span className={styles.visuallyHidden}> {label}</span>
                        </button>
                        <button
                          type="button"
                          className={styles.secondary}
                          onClick={() => {
                            setForm(removeField(form, index));
                            setUids((list) => list.filter((_, i) => i !== index));
                            setSaid(t('removed', { label }));
                            const neighbour = uids[index + 1] ?? uids[index - 1];
                            if (neighbour !== undefined) pendingFocus.current = `${neighbour}-${index === 0 ? 'down' : 'up'}`;
                          }}
                        >
                          {t('remove')}
                          <span className={styles.visuallyHidden}> {label}</span>
                        </button>
                      </div>
                      {open && <FieldEditor key={`${uid}-${field.type}`} id={`${base}-edit-${uid}`} field={field} t={t} onChange={(patch) => setForm((f) => updateField(f, index, patch))} />}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>
        <div className={styles.column}>
          <section className={styles.box} aria-labelledby={`${base}-preview`}>
            <h3 id={`${base}-preview`}>{t('preview')}</h3>
            {problems.length > 0 ? (
              <div className={styles.problems}>
                <p>{t('problems')}</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <FormView key={json} schema={form} t={formT} preview onSubmit={async () => ({ ok: true })} />
            )}
          </section>
          <section className={styles.box} aria-labelledby={`${base}-schema`}>
            <h3 id={`${base}-schema`}>{t('schema')}</h3>
            <label htmlFor={`${base}-json`} className={styles.visuallyHidden}>
              {t('schemaLabel')}
            </label>
            <textarea id={`${base}-json`} className={styles.code} readOnly rows={12} value={json} />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                navigator.clipboard.writeText(json).then(
                  () => setSaid(t('copied')),
                  () => setSaid(t('copyFailed')),
                );
              }}
            >
              {t('copy')}
            </button>
            <div className={styles.saveRow}>
              <button type="button" className={styles.primary} aria-disabled={saving.kind === 'saving' || undefined} onClick={() => void save()}>
                {saving.kind === 'saving' ? t('saving') : t('save')}
              </button>
              <p role="status" className={saving.kind === 'failed' ? styles.saveFailed : styles.saveDone}>
                {saving.kind === 'done' || saving.kind === 'failed' ? saving.text : ''}
              </p>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
