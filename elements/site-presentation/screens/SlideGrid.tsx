import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { gridKeyTarget } from '../../../shared/presentation/keys.ts';
import { SlideCard, type OverviewProps } from '../parts/SlideCard.tsx';
import * as styles from '../css/site-presentation.css.ts';

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
        <SlideCard key={index} slide={slide} index={index} current={current} className={styles.card} onChoose={onChoose} />
      ))}
    </ul>
  );
}
