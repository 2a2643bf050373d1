import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CalendarItem } from '../../../shared/calendar/events.ts';
import { formatSpan } from '../../../shared/calendar/format.ts';
import * as styles from '../css/site-calendar.css.ts';
import { useLocale } from '../../../shared/element/react/define-element.tsx';
import type { ModalOptions } from '../../../shared/element/modal.ts';
import { useModal } from '../../../shared/element/react/use-modal.ts';

type Key = 'close' | 'time' | 'location' | 'host' | 'venue' | 'service' | 'reservationName' | 'customer' | 'description' | 'edit' | 'delete' | 'keep' | 'confirmDelete';
type T = (key: Key, params?: Record<string, string | number>) => string;

/**
 * The details of one event in a modal dialog (Tab kept inside, Esc closes, focus returns to the
 * event). A staff-made event offers Edit and Delete; Delete asks to confirm first.
 */
export function EventDialog({ item, zone, t, onClose, returnTo, editable, onEdit, onDelete }: {
  item: CalendarItem | null;
  zone: string;
  t: T;
  onClose: () => void;
  returnTo?: ModalOptions['opener'];
  editable?: boolean;
  onEdit?: (item: CalendarItem) => void;
  onDelete?: (item: CalendarItem) => void;
}): ReactNode {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  useModal(dialog, item !== null, { opener: returnTo });
  const asking = item !== null && confirming === item.id;
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Asking first puts focus on the safe answer.
    if (asking) keep.current?.focus();
  }, [asking]);
  const customer = item?.customer ? [item.customer.name, item.customer.email, item.customer.phone].filter(Boolean).join(' · ') : '';
  const rows: [string, string | undefined][] = item
    ? [
        [t('time'), formatSpan(item.start, item.end, zone, item.allDay, locale)],
        [t('location'), item.location],
        [t('host'), item.host],
        [t('venue'), item.venue],
        [t('service'), item.service],
        [t('reservationName'), item.reservationName],
        [t('customer'), customer || undefined],
        [t('description'), item.description],
      ]
    : [];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={() => (setConfirming(null), onClose())}>
      {item && (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
            {item.name}
          </h2>
          <dl className={styles.details}>
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {asking ? (
            <div className={styles.confirm} role="group" aria-label={t('delete')}>
              <p className={styles.confirmText}>{t('confirmDelete', { name: item.name })}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.dangerButton} onClick={() => (setConfirming(null), onDelete?.(item))}>
                  {t('delete')}
                </button>
                <button ref={keep} type="button" className={styles.button} onClick={() => setConfirming(null)}>
                  {t('keep')}
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              {editable && (
                <>
                  <button type="button" className={styles.button} onClick={() => onEdit?.(item)}>
                    {t('edit')}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setConfirming(item.id)}>
                    {t('delete')}
                  </button>
                </>
              )}
              <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
                {t('close')}
              </button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
