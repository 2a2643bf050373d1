import { useEffect, type RefObject } from 'react';
import type { ModalOptions } from '../modal.ts';

/**
 * Keeps `box` a modal (`activateModal` in `shared/element/modal.ts`) while `open` is true, and
 * releases it, focus going back to the opener or else to `fallback`, when `open` turns false or the
 * view unmounts. A `<dialog>` shows at once; the focus trap's code comes the first time a modal opens.
 * The options are those of the render that opened it.
 */
export function useModal(box: RefObject<HTMLElement | null>, open: boolean, options: ModalOptions & { fallback?: RefObject<HTMLElement | null> } = {}): void {
  useEffect(() => {
    const el = box.current as HTMLDialogElement | null;
    if (!open || !el) return;
    const opened = { ...options, opener: options.opener ?? (document.activeElement as HTMLElement | null) };
    if (!el.open) el.showModal?.();
    let release: ((fallback?: HTMLElement | null) => void) | undefined;
    let live = true;
    void import('../modal.ts').then((modal) => {
      if (live) release = modal.activateModal(el, opened);
    });
    return () => {
      live = false;
      // Closed before the trap's code arrived: the dialog only has to close.
      if (release) release(options.fallback?.current);
      else el.close?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options of the render that opened the modal
  }, [box, open]);
}
