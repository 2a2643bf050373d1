import type { DeckAction } from './deck.ts';

/** What the viewer knows about where a key was pressed. */
export interface KeyContext {
  /** The grid overview is shown (arrows then move between its cards, not between slides). */
  grid: boolean;
  /** Focus is on a control that Space and Enter already activate (a button or a link). */
  onControl: boolean;
}

/**
 * The deck action a key stands for, or null for keys the viewer leaves alone.
 * ←/PageUp previous, →/PageDown/Space next, Home first, End last, Esc leaves a mode, G grid,
 * F fullscreen, P presenting. Space means "next slide" (as in presentation software); it keeps its
 * usual meaning on a focused button, so Space on the Play button still toggles autoplay.
 */
export function deckKeyAction(key: string, context: KeyContext): DeckAction | null {
  switch (key) {
    case 'Escape':
      return { type: 'escape' };
    case 'g':
    case 'G':
      return { type: 'toggle-grid' };
    case 'f':
    case 'F':
      return { type: 'toggle-fullscreen' };
    case 'p':
    case 'P':
      return context.grid ? null : { type: 'toggle-presenting' };
  }
  if (context.grid) return null;
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case ' ':
      return context.onControl ? null : { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'previous' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    default:
      return null;
  }
}

/**
 * The grid card to focus after an arrow key, Home or End in the grid overview (`columns` cards per
 * row), or null for other keys. Stays inside 0..count-1.
 */
export function gridKeyTarget(key: string, index: number, count: number, columns: number): number | null {
  const step = Math.max(1, columns);
  const target =
    key === 'ArrowRight' ? index + 1
    : key === 'ArrowLeft' ? index - 1
    : key === 'ArrowDown' ? index + step
    : key === 'ArrowUp' ? index - step
    : key === 'Home' ? 0
    : key === 'End' ? count - 1
    : null;
  if (target === null) return null;
  return Math.min(count - 1, Math.max(0, target));
}
