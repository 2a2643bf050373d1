import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** The boxes the deck's focus moves between, and the focus listener of its root. */
export interface SlideFocus {
  root: RefObject<HTMLDivElement | null>;
  stage: RefObject<HTMLDivElement | null>;
  slideBoxes: RefObject<(HTMLDivElement | null)[]>;
  onFocus: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * Keeps focus with the slides. A slide that had focus is hidden when the slide changes: focus moves
 * on to the new slide. Focus follows the mode too: into the slide when the grid closes (if focus was
 * in it) or presenting starts. (Focus moves into the grid from SlideGrid itself.)
 */
export function useSlideFocus(index: number, grid: boolean, presenting: boolean): SlideFocus {
  const root = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const slideBoxes = useRef<(HTMLDivElement | null)[]>([]);
  const focusInSlide = useRef(false);
  const focusedIndex = useRef(index);
  useLayoutEffect(() => {
    const before = slideBoxes.current[focusedIndex.current];
    focusedIndex.current = index;
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(before?.contains(active));
    if (before !== slideBoxes.current[index] && focusInSlide.current && lost) slideBoxes.current[index]?.focus();
  }, [index]);

  const modes = useRef({ grid, presenting });
  useLayoutEffect(() => {
    const before = modes.current;
    modes.current = { grid, presenting };
    const box = root.current;
    const active = document.activeElement;
    const focusLost = !box || !active || active === document.body || !box.contains(active);
    if ((before.grid && !grid && focusLost) || (!before.presenting && presenting)) slideBoxes.current[index]?.focus();
  }, [grid, presenting, index]);

  const onFocus = (event: FocusEvent<HTMLDivElement>): void => {
    focusInSlide.current = Boolean(stage.current?.contains(event.target));
  };
  return { root, stage, slideBoxes, onFocus };
}
