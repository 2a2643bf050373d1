import type { ReactNode } from 'react';
import type { Slide } from '../slides.ts';
import * as styles from '../css/site-presentation.css.ts';

/** What the thumbnail strip and the grid overview both show: every slide, the current one marked. */
export interface OverviewProps {
  slides: Slide[];
  current: number;
  label: string;
  onChoose: (index: number) => void;
}

/** One slide as a button with its preview (image or number) and its numbered title. */
export function SlideCard({ slide, index, current, className, onChoose }: { slide: Slide; index: number; current: number; className: string; onChoose: (index: number) => void }): ReactNode {
  return (
    <li>
      <button type="button" className={className} aria-current={index === current ? 'true' : undefined} onClick={() => onChoose(index)}>
        <span className={styles.preview} aria-hidden="true">
          {slide.image ? <img src={slide.image.src} alt="" loading="lazy" /> : index + 1}
        </span>
        <span className={styles.caption}>{`${index + 1}. ${slide.title}`}</span>
      </button>
    </li>
  );
}
