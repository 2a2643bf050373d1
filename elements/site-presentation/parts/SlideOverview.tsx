import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { gridKeyTarget } from '../../../shared/presentation/keys.ts';
import type { Slide } from '../slides.ts';
import * as styles from '../css/site-presentation.css.ts';

interface OverviewProps {
  slides: Slide[];
  current: number;
  label: string;
  onChoose: (index: number) => void;
}

function Card({ slide, index, current, className, onChoose }: { slide: Slide; index: number; current: number; className: string; onChoose: (index: number) => void }): ReactNode {
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
        <Card key={index} slide={slide} index={index} current={current} className={styles.thumb} onChoose={onChoose} />
      ))}
    </ul>
  );
}

/** Cards per row of a CSS grid: the items that share the first item's top. */
function columnsOf(list: HTMLElement): number {
  const items = Array.from(list.children) as HTMLElement[];
  const top = items[0]?.offsetTop ?? 0;
  return Math.max(1, items.filter((item) => item.offsetTop === top).length);
}

/**
 * The grid overview: every slide as a card. Focus starts on the current slide's card; arrows, Home
 * and End move between cards; choosing one shows it and leaves the grid.
 */
export function SlideGrid({ slides, current, label, onChoose }: OverviewProps): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelectorAll('button')[current]?.focus();
    // Focus moves in once, when the grid opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const box = list.current;
    if (!box || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = Array.from(box.querySelectorAll('button'));
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const target = gridKeyTarget(event.key, index, buttons.length, columnsOf(box));
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };
  return (
    // The arrow keys only move focus between the card buttons inside; the list itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul ref={list} className={styles.grid} aria-label={label} onKeyDown={onKeyDown}>
      {slides.map((slide, index) => (
        <Card key={index} slide={slide} index={index} current={current} className={styles.card} onChoose={onChoose} />
      ))}
    </ul>
  );
}
