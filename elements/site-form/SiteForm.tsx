import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useRateLimitText } from '../../shared/element/react/use-rate-limit-text.ts';
import { submissionKey, submitFormValues } from '../../shared/forms/remote.ts';
import type { FormSchema } from '../../shared/forms/schema.ts';
import { FormView, type SendResult } from './parts/FormView.tsx';
import { formMessages } from './messages.ts';
import type { formAttributes, SiteFormEvents } from './site-form.element.ts';
import * as styles from './css/site-form.css.ts';
import { useSavedForm } from './use-saved-form.ts';

type Props = ElementViewProps<typeof formAttributes, FormSchema, never, SiteFormEvents>;

// The designer is its own chunk: a page that only shows a form never downloads it.
const FormDesigner = lazy(() => import('./designer/FormDesigner.tsx').then((module) => ({ default: module.FormDesigner })));

/**
 * `<site-form>`'s view: the form (saved, by `data-form-id` or the inline JSON's id, else the inline
 * JSON), or (data-mode="designer") the designer, loaded on demand.
 */
export function SiteForm({ mode, formId, data, emit }: Props): ReactNode {
  const t = useMessages(formMessages);
  const limited = useRateLimitText();
  const key = useRef<{ answers: string; key: string } | null>(null);
  // A saved version wins over inline JSON of the same id: it is what staff last saved, and what the
  // server checks the answers against (with the ticket that comes with it).
  const saved = useSavedForm(formId || (data?.id ?? ''));
  const schema = saved.kind === 'ready' ? saved.schema : formId ? undefined : data;

  if (saved.kind === 'loading' && (formId || mode === 'designer')) {
    return (
      <p className={styles.loading} role="status">
        {t(mode === 'designer' ? 'loadingDesigner' : 'loading')}
      </p>
    );
  }
  if (saved.kind === 'failed' && formId) {
    return (
      <p className={styles.failed} role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  if (mode === 'designer') {
    return (
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {t('loadingDesigner')}
          </p>
        }
      >
        <FormDesigner initial={schema ?? { id: 'form', title: 'New form', fields: [] }} t={t} onChange={(next) => emit('site-form-schema-change', { schema: next })} />
      </Suspense>
    );
  }
  if (!schema || schema.fields.length === 0) return <p className={styles.description}>{t('noFields')}</p>;

  const send = async (values: Parameters<typeof submitFormValues>[1], trap: string): Promise<SendResult> => {
    try {
      // One key per answers sent: resending them after a lost answer stores one submission;
      // edited answers are a new submission (the old key would be refused for another body).
      const answers = JSON.stringify(values);
      if (key.current?.answers !== answers) key.current = { answers, key: await submissionKey() };
      const guard = { trap, ticket: saved.kind === 'ready' ? saved.ticket : undefined };
      const { id } = await submitFormValues(schema.id, values, schema.title, key.current.key, guard);
      key.current = null;
      emit('site-form-submit', { formId: schema.id, id, values });
      return { ok: true };
    } catch (error) {
      const wait = limited(error);
      if (wait !== undefined) return { ok: false, message: wait, complete: true };
      if ((error as { code?: unknown }).code === 'too_quick') return { ok: false, message: t('tooQuick'), complete: true };
      // Only a refused answer needs this: it is fetched then, not with the form.
      const refused = (await import('../../shared/forms/refused.ts')).refusedField(schema, error);
      if (refused) return { ok: false, message: '', fields: { [refused.name]: refused.error } };
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  };
  return <FormView key={saved.kind === 'ready' ? 'saved' : 'inline'} schema={schema} t={t} onSubmit={send} />;
}
