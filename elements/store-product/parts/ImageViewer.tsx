import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { stepIndex, swipeStep } from '../../../shared/catalog/gallery.ts';
import { rovingKeyTarget } from '../../../shared/element/roving-keys.ts';
import type { GalleryImage } from '../../../shared/catalog/selection.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { useModal } from '../../../shared/element/react/use-modal.ts';
import * as styles from '../css/image-viewer.css.ts';
import { viewerMessages } from '../messages-viewer.ts';

/**
 * The full-screen image viewer: a modal dialog (focus moves in and stays, Esc closes, focus returns
 * to the image that opened it). ArrowLeft/ArrowRight, Home/End and a horizontal swipe change the
 * image. Loaded the first time a shopper opens it.
 */
export default function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}): ReactNode {
  const t = useMessages(viewerMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const image = images[index] ?? images[0];

  useModal(dialog, true);

  const onKeyDown = (event: KeyboardEvent): void => {
    const target = rovingKeyTarget(event.key, index, images.length);
    if (target === null) return;
    event.preventDefault();
    onIndex(target);
  };
  const onPointerDown = (event: PointerEvent): void => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent): void => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== null) onIndex(stepIndex(index, images.length, step));
  };

  return (
    // A modal dialog: arrow keys change the image, a click on the backdrop closes it (as Esc and × do).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t('viewer')}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.frame} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        {image && <img className={styles.image} src={image.url} alt={image.alt} draggable={false} />}
      </div>
      <p className={styles.counter} aria-live="off">
        {t('counter', { n: index + 1, total: images.length })}
      </p>
      <button type="button" className={`${styles.button} ${styles.close}`} aria-label={t('close')} onClick={onClose}>
        ×
      </button>
      {images.length > 1 && (
        <>
          <button type="button" className={`${styles.button} ${styles.previous}`} aria-label={t('previous')} onClick={() => onIndex(stepIndex(index, images.length, -1))}>
            ‹
          </button>
          <button type="button" className={`${styles.button} ${styles.next}`} aria-label={t('next')} onClick={() => onIndex(stepIndex(index, images.length, 1))}>
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
