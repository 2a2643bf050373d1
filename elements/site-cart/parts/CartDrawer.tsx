import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { useModal } from '../../../shared/element/react/use-modal.ts';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';

/**
 * The drawer: a modal dialog with the title and a close button. Esc, the × and a click on the backdrop
 * close it; focus goes back to what opened it, else to `fallback`. Its contents render only while open,
 * so adding to the cart then updates just the button.
 */
export function CartDrawer({ open, onClose, fallback, children }: { open: boolean; onClose: () => void; fallback: RefObject<HTMLElement | null>; children: ReactNode }): ReactNode {
  const t = useMessages(cartMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(dialog, open, { fallback });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the backdrop click; Esc and the × close it by keyboard
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <button type="button" className={styles.iconButton} aria-label={t('close')} onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
