import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { CalendarItem } from '../../shared/calendar/events.ts';
import { formatSpan } from '../../shared/calendar/format.ts';
import * as styles from './site-calendar.css.ts';
import { useLocale } from '../../shared/element/react/define-element.tsx';

type T = (key: 'close' | 'time' | 'location' | 'host' | 'venue' | 'service' | 'reservationName' | 'customer' | 'description') => string;

/** The details of one event in a modal dialog (native `<dialog>`: focus moves in and is kept, Esc closes, focus returns). */
export function EventDialog({ item, zone, t, onClose }: { item: CalendarItem | null; zone: string; t: T; onClose: () => void }): ReactNode {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (item && !box.open) box.showModal();
    if (!item && box.open) box.close();
  }, [item]);
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
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
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
          <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
            {t('close')}
          </button>
        </>
      )}
    </dialog>
  );
}
