/** What Tab can land on: enabled, not inert, tabindex not negative (hidden ones are filtered out below). */
const TABBABLE =
  ':is(a[href],button,input:not([type=hidden]),select,textarea,summary,iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable=false]),[tabindex]):not([tabindex^="-"],:disabled,[inert] *)';

/** The elements of `box` that Tab reaches, in document order (ones not rendered left out). */
export function tabbables(box: ParentNode): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
}
