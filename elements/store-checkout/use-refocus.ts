import { useLayoutEffect } from 'react';
import type { EarlyFocus } from './early-fields.ts';

/** Focuses the field the shopper was typing in before the upgrade, with its caret where it was. */
export function useRefocus(host: HTMLElement, focus: EarlyFocus | null): void {
  useLayoutEffect(() => {
    if (!focus) return;
    const field = Array.from(host.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).find(
      (f) => f.getAttribute('autocomplete') === focus.token,
    );
    field?.focus({ preventScroll: true });
    if (field instanceof HTMLInputElement && focus.selection) field.setSelectionRange(...focus.selection);
  }, [host, focus]);
}
