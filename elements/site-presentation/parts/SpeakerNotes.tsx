import type { ReactNode } from 'react';
import type { Translate } from '../messages.ts';
import type { Slide } from '../slides.ts';
import * as styles from '../css/site-presentation.css.ts';

/** Presenting mode's notes beside the slide: the current slide's notes and what comes next. */
export function SpeakerNotes({ slides, index, t }: { slides: Slide[]; index: number; t: Translate }): ReactNode {
  const notes = slides[index]?.notes;
  return (
    <div className={styles.notes}>
      <p className={styles.notesTitle}>
        <strong>{t('notes')}</strong>
      </p>
      <p className={notes ? undefined : styles.muted}>{notes || t('noNotes')}</p>
      <p className={styles.muted}>{index === slides.length - 1 ? t('lastSlide') : t('nextUp', { title: slides[index + 1]?.title ?? '' })}</p>
    </div>
  );
}
