/**
 * Follows a menu's open entry: each call with the entry now open (null: none) reports what changed
 * since the last call, first the entry that closed, then the one that opened.
 */
export function openEntryTracker(): (open: number | null, report: (index: number, open: boolean) => void) => void {
  let reported: number | null = null;
  return (open, report) => {
    const before = reported;
    if (before === open) return;
    reported = open;
    if (before !== null) report(before, false);
    if (open !== null) report(open, true);
  };
}

/**
 * Calls `close` when a pointer goes down outside the element `container` holds at that moment.
 * Returns the function that stops listening.
 */
export function onPointerDownOutside(container: { readonly current: Element | null }, close: () => void): () => void {
  const outside = (event: PointerEvent): void => {
    if (!container.current?.contains(event.target as Node)) close();
  };
  document.addEventListener('pointerdown', outside);
  return () => document.removeEventListener('pointerdown', outside);
}
