import { useEffect, useState } from 'react';
import { loadSavedForm } from '../../shared/forms/remote.ts';
import type { FormSchema } from '../../shared/forms/schema.ts';

/** A saved form as the element holds it: loading, failed, or its schema with the ticket to send back. */
export type SavedFormState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; schema: FormSchema; ticket: string };

/** Loads the latest saved version of `formId` (nothing when it is empty), again whenever it changes. */
export function useSavedForm(formId: string): SavedFormState {
  const [loaded, setLoaded] = useState<{ id: string; state: SavedFormState } | null>(null);
  useEffect(() => {
    if (!formId) return;
    const controller = new AbortController();
    loadSavedForm(formId, controller.signal).then(
      ({ schema, ticket }) => setLoaded({ id: formId, state: { kind: 'ready', schema, ticket } }),
      () => {
        if (!controller.signal.aborted) setLoaded({ id: formId, state: { kind: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [formId]);
  if (!formId) return { kind: 'none' };
  return loaded?.id === formId ? loaded.state : { kind: 'loading' };
}
