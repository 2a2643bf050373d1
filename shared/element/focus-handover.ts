import { tabbables } from './tabbable.ts';

/**
 * Where focus was inside a server-rendered view: the control's tag and its place among the controls
 * Tab reaches. The element's own view renders the same markup, so the same place holds the same control.
 */
export interface FocusTrail {
  readonly index: number;
  readonly tag: string;
}

/** The trail of the focused element when it is inside `box`, else null. */
export function focusTrailIn(box: ParentNode & Node): FocusTrail | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === box || !box.contains(focused)) return null;
  return { index: tabbables(box).indexOf(focused), tag: focused.localName };
}

/** The control of `box` at the trail's place when it has the trail's tag, else null. */
export function findByTrail(box: ParentNode, trail: FocusTrail): HTMLElement | null {
  const control = tabbables(box)[trail.index];
  return control?.localName === trail.tag ? control : null;
}

/** Focus is nowhere a visitor put it: on the page itself, or on nothing (its element was removed). */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused === document.documentElement;
}
