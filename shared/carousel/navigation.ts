/** Where a carousel can move: its slide count, slides shown at once, step and whether it wraps. */
export interface Track {
  total: number;
  perView: number;
  /** Slides moved by one press of previous or next. */
  step: number;
  loop: boolean;
  /** The last start index the slider itself reports (keen-slider's maxIdx), when it differs from the count. */
  maxIndex?: number;
}

/** The last index a slide row can start at: any slide with loop, else the one that fills the view. */
export function lastStart({ total, perView, loop, maxIndex }: Track): number {
  if (total <= 0) return 0;
  if (loop) return total - 1;
  return maxIndex ?? Math.max(0, total - perView);
}

/** Keeps an index within 0..total-1, wrapping around. */
export function wrapIndex(index: number, total: number): number {
  return total > 0 ? ((index % total) + total) % total : 0;
}

/**
 * The slide index previous (-1) or next (+1) moves to from `current`, or null at an end of a track
 * that does not loop. Without loop the last step stops at the last full view.
 */
export function stepTarget(track: Track, current: number, direction: -1 | 1): number | null {
  if (track.total <= 1 || (!track.loop && lastStart(track) === 0)) return null;
  // A loop step of a whole turn (or more) would land where it started.
  if (track.loop) return wrapIndex(current + direction * Math.min(track.step, track.total - 1), track.total);
  const last = lastStart(track);
  if (direction === 1) return current >= last ? null : Math.min(current + track.step, last);
  return current <= 0 ? null : Math.max(current - track.step, 0);
}

/** Where autoplay goes next: the next step, or back to the first slide after the end of a track without loop. */
export function autoplayTarget(track: Track, current: number): number | null {
  if (track.total <= 1 || (!track.loop && lastStart(track) === 0)) return null;
  return stepTarget(track, current, 1) ?? 0;
}

/** The slide each pagination dot moves to: one per step, the last one showing the last full view. */
export function dotTargets(track: Track): number[] {
  const last = track.loop ? track.total - 1 : lastStart(track);
  const step = Math.max(1, track.step);
  const targets: number[] = [];
  for (let i = 0; i <= last; i += step) targets.push(i);
  if (!track.loop && targets[targets.length - 1] !== last) targets.push(last);
  return targets;
}

/** The dot that stands for the current slide: the last target at or before it. */
export function activeDot(targets: readonly number[], current: number): number {
  let active = 0;
  targets.forEach((target, i) => {
    if (target <= current) active = i;
  });
  return active;
}

/** The indexes of the slides in view when the row starts at `current`. */
export function visibleSlides({ total, perView, loop }: Pick<Track, 'total' | 'perView' | 'loop'>, current: number): Set<number> {
  const shown = new Set<number>();
  for (let i = 0; i < Math.min(perView, total); i++) {
    const index = current + i;
    if (loop) shown.add(wrapIndex(index, total));
    else if (index < total) shown.add(index);
  }
  return shown;
}
