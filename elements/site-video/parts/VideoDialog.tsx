import { useRef, type ReactNode } from 'react';
import { useModal } from '../../../shared/element/react/use-modal.ts';
import * as styles from '../css/site-video.css.ts';

/**
 * A modal `<dialog>` (WAI-ARIA dialog pattern, through the kit's `useModal`): the page behind is
 * inert, focus starts on the close button and Tab stays inside; Esc or the close button closes it,
 * and focus goes back to `opener`.
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
  useModal(dialog, true, { opener });

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={label} onClose={onClose}>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
        ×
      </button>
      {children}
    </dialog>
  );
}
