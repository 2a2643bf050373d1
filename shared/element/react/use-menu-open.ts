import { useEffect, useRef, type RefObject } from 'react';

/**
 * Reports each change of a menu's open entry, by its title: first the entry that closed, then the
 * one that opened.
 */
export function useReportMenuToggle(open: number | null, items: readonly { title: string }[], report: (detail: { title: string; open: boolean }) => void): void {
  const reported = useRef<number | null>(null);
  useEffect(() => {
    const before = reported.current;
    if (before === open) return;
    reported.current = open;
    if (before !== null) report({ title: items[before]?.title ?? '', open: false });
    if (open !== null) report({ title: items[open]?.title ?? '', open: true });
  }, [open, items, report]);
}

/** While a menu entry is open, a pointer going down outside `container` closes it (`setOpen(null)`). */
export function useCloseOnPointerOutside(isOpen: boolean, container: RefObject<HTMLElement | null>, setOpen: (none: null) => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: PointerEvent): void => {
      if (!container.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [isOpen, container, setOpen]);
}
