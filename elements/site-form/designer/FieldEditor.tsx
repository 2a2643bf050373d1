import { useId, useState, type ReactNode } from 'react';
import { optionsFromText, optionsToText } from '../../../shared/forms/designer.ts';
import { FIELD_TYPES, type FieldType, type FormField } from '../../../shared/forms/schema.ts';
import { typeKey, type DesignerT } from './messages.ts';
import * as styles from './designer.css.ts';

/** A labelled choice of field type. */
export function FieldTypeSelect({ id, label, value, t, onChoose }: { id: string; label: string; value: FieldType; t: DesignerT; onChoose: (type: FieldType) => void }): ReactNode {
  return (
    <div className={styles.setting}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.input} value={value} onChange={(e) => onChoose(e.target.value as FieldType)}>
        {FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(typeKey[type])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The settings of one field: label, name, type, required, texts, bounds, pattern and options. */
export function FieldEditor({ id, field, t, onChange }: { id: string; field: FormField; t: DesignerT; onChange: (patch: Partial<FormField>) => void }): ReactNode {
  const base = useId();
  const [optionsText, setOptionsText] = useState(() => optionsToText(field.options));
  const hasChoices = field.type === 'select' || field.type === 'radio';
  const isText = field.type === 'text' || field.type === 'email' || field.type === 'textarea';
  const boundKind = field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : isText ? 'number' : null;
  const boundLabels = field.type === 'date' ? (['minDate', 'maxDate'] as const) : field.type === 'number' ? (['minValue', 'maxValue'] as const) : (['minLength', 'maxLength'] as const);
  const text = (key: 'label' | 'name' | 'placeholder' | 'help' | 'pattern' | 'patternMessage', label: string) => (
    <div className={styles.setting}>
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input id={`${base}-${key}`} className={styles.input} value={field[key] ?? ''} onChange={(e) => onChange({ [key]: e.target.value })} />
    </div>
  );
  const bound = (key: 'min' | 'max', label: string) => (
    <div className={styles.setting}>
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input
        id={`${base}-${key}`}
        className={styles.input}
        type={boundKind === 'date' ? 'date' : 'number'}
        value={field[key] ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value === '' ? undefined : boundKind === 'date' ? e.target.value : Number(e.target.value) })}
      />
    </div>
  );
  return (
    <div id={id} className={styles.editor}>
      {text('label', t('label'))}
      {text('name', t('name'))}
      <FieldTypeSelect id={`${base}-type`} label={t('type')} value={field.type} t={t} onChoose={(type) => onChange({ type, min: undefined, max: undefined })} />
      <label className={styles.check}>
        <input type="checkbox" checked={field.required === true} onChange={(e) => onChange({ required: e.target.checked })} />
        {t('requiredField')}
      </label>
      {(isText || field.type === 'number') && text('placeholder', t('placeholder'))}
      {text('help', t('help'))}
      {boundKind && (
        <div className={styles.pair}>
          {bound('min', t(boundLabels[0]))}
          {bound('max', t(boundLabels[1]))}
        </div>
      )}
      {(field.type === 'text' || field.type === 'email') && (
        <>
          {text('pattern', t('pattern'))}
          {text('patternMessage', t('patternMessage'))}
        </>
      )}
      {hasChoices && (
        <div className={styles.setting}>
          <label htmlFor={`${base}-options`}>{t('options')}</label>
          <textarea
            id={`${base}-options`}
            className={styles.textarea}
            rows={4}
            value={optionsText}
            onChange={(e) => {
              setOptionsText(e.target.value);
              onChange({ options: optionsFromText(e.target.value) });
            }}
          />
        </div>
      )}
    </div>
  );
}
