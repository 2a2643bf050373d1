import { menuKeyAction } from './keyboard.ts';

/** The parts of a key press that moving focus in a menu needs (a React or a DOM keyboard event). */
export interface MenuKeyPress {
  key: string;
  target: EventTarget | null;
  preventDefault(): void;
}

/**
 * Moves focus in a disclosure navigation for a key pressed on one of its controls. Inside an open
 * dropdown (the element matching `dropdownSelector`): the arrows move between its links and Escape
 * closes it, focus going back to its button. In the top row (`[data-top]`): the arrows move between
 * the controls, Down enters the open dropdown and Escape closes it. False when the key, pressed on a
 * top-level control, asks for nothing, so the caller may give it a meaning of its own.
 */
export function handleMenuKey(event: MenuKeyPress, root: HTMLElement, dropdownSelector: string, close: () => void): boolean {
  const target = event.target as HTMLElement;
  const dropdown = target.closest<HTMLElement>(dropdownSelector);
  if (dropdown) {
    const links = Array.from(dropdown.querySelectorAll<HTMLElement>('a'));
    const action = menuKeyAction(event.key, { group: 'sub', index: links.indexOf(target), count: links.length });
    if (!action) return true;
    event.preventDefault();
    if (action.type === 'move') links[action.index]?.focus();
    if (action.type === 'close') {
      close();
      root.querySelector<HTMLElement>(`[aria-controls="${dropdown.id}"]`)?.focus();
    }
    return true;
  }
  const top = Array.from(root.querySelectorAll<HTMLElement>('[data-top]'));
  const index = top.indexOf(target);
  if (index < 0) return true;
  const action = menuKeyAction(event.key, { group: 'top', index, count: top.length, expanded: target.getAttribute('aria-expanded') === 'true' });
  if (!action) return false;
  event.preventDefault();
  if (action.type === 'move') top[action.index]?.focus();
  if (action.type === 'close') close();
  if (action.type === 'enter') document.getElementById(target.getAttribute('aria-controls') ?? '')?.querySelector<HTMLElement>('a')?.focus();
  return true;
}
