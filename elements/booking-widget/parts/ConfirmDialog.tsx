import { useId, useRef, type ReactNode } from 'react';
import { useModal } from '../../../shared/element/react/use-modal.ts';
import * as frame from '../css/frame.css.ts';
import { dialog } from '../css/dialog.css.ts';

/**
 * An in-widget confirmation (not `window.confirm`): a modal `<dialog>` (focus moves in and is kept
 * there, Esc answers no, focus returns to the button that opened it) with the question and two answers.
 */
export function ConfirmDialog({
  open,
  question,
  yes,
  no,
  onYes,
  onNo,
}: {
  open: boolean;
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModal(ref, open);
  return (
    <dialog
      ref={ref}
      className={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      onCancel={(event) => (event.preventDefault(), onNo())}
    >
      <p id={`${id}-q`}>
        <strong>{question}</strong>
      </p>
      <div className={frame.actionsEnd}>
        {/* The safe answer first: showModal() focuses it. */}
        <button type="button" className={frame.secondaryButton} onClick={onNo}>
          {no}
        </button>
        <button type="button" className={frame.dangerButton} onClick={onYes}>
          {yes}
        </button>
      </div>
    </dialog>
  );
}
