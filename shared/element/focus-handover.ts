import { tabbables } from './tabbable.ts';

/**
 * A control of a server-rendered view: its tag, its text and its place among the controls Tab
 * reaches. The element's own view renders the same markup, so the same place holds the same control.
 */
export interface ControlTrail {
  readonly index: number;
  readonly tag: string;
  readonly text: string;
}

/** The trail of `control` (by default the focused element) when it is inside `box`, else null. */
export function trailIn(box: ParentNode & Node, control: Element | null = document.activeElement): ControlTrail | null {
  if (!control || control === box || !box.contains(control)) return null;
  return { index: tabbables(box).indexOf(control as HTMLElement), tag: control.localName, text: control.textContent ?? '' };
}

/** The control of `box` at the trail's place when it has the trail's tag, else null. */
export function findByTrail(box: ParentNode, trail: ControlTrail): HTMLElement | null {
  const control = tabbables(box)[trail.index];
  return control?.localName === trail.tag ? control : null;
}

/** Focus is nowhere a visitor put it: on the page itself, or on nothing (its element was removed). */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused === document.documentElement;
}

/** Where the loader keeps the last button pressed in a server-rendered view (see loader.ts). */
export const EARLY_PRESS = Symbol.for('site-elements.early-press');

/**
 * The button a visitor pressed inside `box` (a server-rendered view) in the last 10 seconds, taken
 * so it is pressed again once only; null when there is none.
 */
export function takeEarlyPress(box: Node): Element | null {
  const store = globalThis as { [EARLY_PRESS]?: { button: Element; at: number } };
  const early = store[EARLY_PRESS];
  if (!early || !box.contains(early.button)) return null;
  delete store[EARLY_PRESS];
  return performance.now() - early.at < 10_000 ? early.button : null;
}
