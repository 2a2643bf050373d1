import { useEffect, useRef, type ReactNode } from 'react';
import { SlideCard, type OverviewProps } from './SlideCard.tsx';
import * as styles from '../css/site-presentation.css.ts';

/** The strip of thumbnails under the slide; keeps the current one in view without scrolling the page. */
export function ThumbnailStrip({ slides, current, label, onChoose, hidden }: OverviewProps & { hidden: boolean }): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const item = row?.children[current] as HTMLElement | undefined;
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const left = item.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + item.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - (row.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <ul ref={list} className={styles.thumbnails} aria-label={label} hidden={hidden}>
      {slides.map((slide, index) => (
        <SlideCard key={index} slide={slide} index={index} current={current} className={styles.thumb} onChoose={onChoose} />
      ))}
    </ul>
  );
}
