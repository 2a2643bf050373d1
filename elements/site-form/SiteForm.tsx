import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useRateLimitText } from '../../shared/element/react/use-rate-limit-text.ts';
import { submissionKey, submitFormValues } from '../../shared/forms/remote.ts';
import type { FormSchema } from '../../shared/forms/schema.ts';
import { FormView } from './FormView.tsx';
import { formMessages } from './messages.ts';
import type { formAttributes } from './site-form.element.ts';
import * as styles from './site-form.css.ts';

type Props = ElementViewProps<typeof formAttributes, FormSchema>;

// The designer is its own chunk: a page that only shows a form never downloads it.
const FormDesigner = lazy(() => import('./designer/FormDesigner.tsx').then((module) => ({ default: module.FormDesigner })));

/** `<site-form>`'s view: the form, or (data-mode="designer") the designer, loaded on demand. */
export function SiteForm({ mode, data, emit }: Props): ReactNode {
  const t = useMessages(formMessages);
  const limited = useRateLimitText();
  const key = useRef<{ answers: string; key: string } | null>(null);

  if (mode === 'designer') {
    return (
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {t('loadingDesigner')}
          </p>
        }
      >
        <FormDesigner initial={data ?? { id: 'form', title: 'New form', fields: [] }} t={t} onChange={(schema) => emit('site-form-schema-change', { schema })} />
      </Suspense>
    );
  }
  if (!data || data.fields.length === 0) return <p className={styles.description}>{t('noFields')}</p>;

  return (
    <FormView
      schema={data}
      t={t}
      onSubmit={async (values) => {
        try {
          // One key per answers sent: resending them after a lost answer stores one submission;
          // edited answers are a new submission (the old key would be refused for another body).
          const answers = JSON.stringify(values);
          if (key.current?.answers !== answers) key.current = { answers, key: await submissionKey() };
          const { id } = await submitFormValues(data.id, values, data.title, key.current.key);
          key.current = null;
          emit('site-form-submit', { formId: data.id, id, values });
          return { ok: true };
        } catch (error) {
          const wait = limited(error);
          if (wait !== undefined) return { ok: false, message: wait, limited: true };
          return { ok: false, message: error instanceof Error ? error.message : String(error) };
        }
      }}
    />
  );
}
