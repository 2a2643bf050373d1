import { useEffect, useRef, type RefObject } from 'react';
import { tabbables, trapTarget } from '../../shared/calendar/focus-trap.ts';

/** Where focus goes back to: an element, or a function asked at closing time (the element may have been replaced). */
export type ReturnFocus = HTMLElement | (() => HTMLElement | null) | null | undefined;

/**
 * Shows `dialog` as a modal while `open`: Tab and Shift+Tab stay inside it, Esc closes it (the
 * dialog's own `cancel`, reported through its `close` event), and on closing focus returns to
 * `returnTo` as it was when the dialog opened (else to what had focus then).
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, returnTo?: ReturnFocus): void {
  const latest = useRef<ReturnFocus>(returnTo);
  const opener = useRef<ReturnFocus>(null);
  useEffect(() => {
    latest.current = returnTo;
  });
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) {
      opener.current = latest.current ?? (document.activeElement as HTMLElement | null);
      box.showModal();
    }
    if (!open && box.open) box.close();
    if (!open && opener.current) {
      const back = typeof opener.current === 'function' ? opener.current() : opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [dialog, open]);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const target = trapTarget(tabbables(box), document.activeElement, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    box.addEventListener('keydown', onKey);
    return () => box.removeEventListener('keydown', onKey);
  }, [dialog]);
}
