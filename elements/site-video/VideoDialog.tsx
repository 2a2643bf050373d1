import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './site-video.css.ts';

const FOCUSABLE = 'button, [href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A modal `<dialog>` (WAI-ARIA dialog pattern): opens with `showModal()` so the page behind is
 * inert, keeps Tab and Shift+Tab inside, closes on Esc or its close button, and gives focus back
 * to `opener`.
 */
export function VideoDialog({
  label,
  closeLabel,
  opener,
  onClose,
  children,
}: {
  label: string;
  closeLabel: string;
  opener: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    close.current?.focus();
    return () => opener?.focus();
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
    >
      <button ref={close} type="button" className={styles.close} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
        ×
      </button>
      {children}
    </dialog>
  );
}
