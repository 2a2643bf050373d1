/* The calendar's dialogs' Tab trap. Kept out of shared/element/, which the build puts in the shared runtime. */
/** What can take focus by Tab inside a dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `box` Tab can reach, in order (hidden ones left out). */
export function tabbables(box: ParentNode): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/**
 * Where Tab (or Shift+Tab when `back`) should go to stay inside a dialog: the first element after the
 * last, the last before the first, the first when focus is outside; null when the browser may move on.
 */
export function trapTarget(items: readonly HTMLElement[], active: Element | null, back: boolean): HTMLElement | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return back ? last : first;
  if (back && index === 0) return last;
  if (!back && index === items.length - 1) return first;
  return null;
}
