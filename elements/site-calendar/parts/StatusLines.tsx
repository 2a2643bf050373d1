import type { ReactNode } from 'react';
import { formatSpan } from '../../../shared/calendar/format.ts';
import type { CalendarTranslate } from '../messages.ts';
import type { WriteNote } from '../use-event-writes.ts';
import * as styles from '../css/site-calendar.css.ts';

/** The live region's text for the last write. */
function noteText(note: WriteNote | null, t: CalendarTranslate, zone: string, locale: string): string {
  if (!note || note.kind === 'failed') return '';
  if (note.kind === 'moved' && note.span) return t('moved', { name: note.name, time: formatSpan(note.span.start, note.span.end, zone, false, locale) });
  return t(note.kind === 'deleted' ? 'deleted' : 'saved', { name: note.name });
}

interface Props {
  loading: boolean;
  /** How many events were loaded when the API cut the list short; null when it did not. */
  truncatedAt: number | null;
  note: WriteNote | null;
  loadError: string | null;
  rejected: string[];
  zone: string;
  locale: string;
  t: CalendarTranslate;
}

/** What the calendar says under its header: loading, a cut-short list, the last write, and what went wrong. */
export function StatusLines({ loading, truncatedAt, note, loadError, rejected, zone, locale, t }: Props): ReactNode {
  return (
    <>
      <div className={styles.status} role="status">
        {loading ? t('loading') : ''}
        {truncatedAt !== null ? t('truncated', { count: truncatedAt }) : ''}
      </div>
      <p className={styles.announce} role="status">
        {noteText(note, t, zone, locale)}
      </p>
      {note?.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {t('saveFailed', { name: note.name, reason: note.reason })}
        </p>
      )}
      {loadError && (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: loadError })}
        </p>
      )}
      {rejected.length > 0 && <p className={styles.error}>{t('rejected', { count: rejected.length, first: rejected[0] ?? '' })}</p>}
    </>
  );
}
