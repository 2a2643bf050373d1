/** A carousel that autoplays moves on every 3000 ms unless told otherwise. */
export const AUTOPLAY_DELAY_MS = 3000;

/** The largest number of slides a carousel or its thumbnail strip shows at once. */
export const MAX_SLIDES_PER_VIEW = 8;

/** Named breakpoints for `data-slides-to-show-{name}` (min widths in px; `md` is the 768 px mobile breakpoint). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** A breakpoint name. */
export type BreakpointName = keyof typeof BREAKPOINTS;

/** Slides in view: `data-slides-to-show`, then the count of each breakpoint (0 = not set, the smaller one applies). */
export interface SlideCounts {
  base: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

/** How many slides show at a viewport width: the count of the widest breakpoint it reaches that has one. */
export function slidesPerViewFor(width: number, counts: SlideCounts): number {
  let n = counts.base;
  for (const name of ['sm', 'md', 'lg', 'xl'] as const) if (width >= BREAKPOINTS[name] && counts[name] > 0) n = counts[name];
  return n;
}

/** Where slides line up in the viewport. */
export type Align = 'start' | 'center' | 'end';

/** keen-slider's `origin` for an alignment: `auto` for start, `center`, or the offset that puts the slide at the end. */
export function originFor(align: Align, perView: number): 'auto' | 'center' | number {
  if (align === 'center') return 'center';
  if (align === 'end') return Math.max(0, 1 - 1 / perView);
  return 'auto';
}
