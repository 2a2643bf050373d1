import { tabbables } from './tabbable.ts';

/** The open modals, the top one last: only it keeps focus and hears Escape. */
const stack: object[] = [];

/** How an open modal behaves. */
export interface ModalOptions {
  /**
   * Escape pressed while this modal is on top and nothing inside took the key. Without it Escape is
   * left alone: a `<dialog>` then closes itself (its `cancel` and `close` events).
   */
  onEscape?: () => void;
  /** Where focus goes back to; by default what had focus when the modal opened. A function is asked on release. */
  opener?: HTMLElement | (() => HTMLElement | null | undefined) | null;
}

/**
 * Makes `box` the top modal (WAI-ARIA modal dialog). A `<dialog>` opens with `showModal()`, so the
 * page behind turns inert and focus moves in; any other box gets focus unless it holds it already.
 * Tab and Shift+Tab wrap from the last tabbable to the first and back, and focus that leaves (a
 * click outside, a script's `focus()`) is brought back. Returns the release: it closes the dialog,
 * and when this modal was on top, focus goes back to the opener, or to `fallback` when the opener
 * is gone.
 */
export function activateModal(box: HTMLElement, { onEscape, opener = document.activeElement as HTMLElement | null }: ModalOptions = {}): (fallback?: HTMLElement | null) => void {
  const self = {};
  let inside: HTMLElement | null = null;
  const onTop = (): boolean => stack[stack.length - 1] === self;
  const enter = (back: boolean): void => {
    const items = tabbables(box);
    (items[back ? items.length - 1 : 0] ?? box).focus();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!onTop() || event.defaultPrevented) return;
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(box);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || at === (event.shiftKey ? 0 : items.length - 1)) {
      event.preventDefault();
      enter(event.shiftKey);
    }
  };
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target as HTMLElement;
    // A <dialog> that has just closed itself (Esc) gives focus back on its own: nothing to bring back.
    if (!onTop() || (box as HTMLDialogElement).open === false) return;
    if (box.contains(target)) inside = target;
    else if (inside && box.contains(inside)) inside.focus();
    else enter(false);
  };
  stack.push(self);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  if (box instanceof HTMLDialogElement) {
    if (!box.open) box.showModal();
  } else if (!box.contains(document.activeElement)) enter(false);
  return (fallback) => {
    const top = onTop();
    stack.splice(stack.indexOf(self), 1);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    if (box instanceof HTMLDialogElement && box.open) box.close();
    const back = typeof opener === 'function' ? opener() : opener;
    if (top) (back?.isConnected ? back : fallback)?.focus();
  };
}
