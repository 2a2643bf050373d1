/** Keys a seek slider answers to (the WAI-ARIA slider pattern). */
export type SeekKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

/** Whether a key is one a seek slider handles. */
export function isSeekKey(key: string): key is SeekKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(key);
}

function known(duration: number): boolean {
  return Number.isFinite(duration) && duration > 0;
}

/**
 * How far one key press seeks, in whole seconds: an arrow 5 s (a tenth of a short clip, at least
 * 1 s), a page twice that, at most 30 s (a tenth of a long one). Unknown duration: 5 s and 10 s.
 */
export function seekSteps(duration: number): { small: number; large: number } {
  if (!known(duration)) return { small: 5, large: 10 };
  const tenth = Math.round(duration / 10);
  const small = Math.min(5, Math.max(1, tenth));
  return { small, large: Math.min(30, Math.max(2 * small, tenth)) };
}

/** A position kept inside the media: 0 to its duration (no upper bound while it is unknown). */
export function clampSeek(position: number, duration: number): number {
  const end = known(duration) ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, Number.isFinite(position) ? position : 0), end);
}

/** Where a seek key moves from `position`; End needs a known duration (it stays put otherwise). */
export function seekByKey(key: SeekKey, position: number, duration: number): number {
  const { small, large } = seekSteps(duration);
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return known(duration) ? duration : clampSeek(position, duration);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSeek(position - small, duration);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSeek(position + small, duration);
    case 'PageDown':
      return clampSeek(position - large, duration);
    case 'PageUp':
      return clampSeek(position + large, duration);
  }
}

/** The slider's upper bound: the duration, or 0 (a slider that cannot move) while it is unknown. */
export function sliderMax(duration: number): number {
  return known(duration) ? duration : 0;
}
