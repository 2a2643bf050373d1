/** Where focus is inside a disclosure navigation: the top-level row or an open dropdown. */
export interface MenuFocus {
  group: 'top' | 'sub';
  index: number;
  count: number;
  /** For a top-level control: whether it is a button whose dropdown is open. */
  expanded?: boolean;
}

/** What a key press asks for. */
export type MenuKeyAction =
  | { type: 'move'; index: number }
  | { type: 'enter' }
  | { type: 'close' };

/**
 * The WAI-ARIA disclosure-navigation keys (the optional arrow keys included): Right/Down and
 * Left/Up move within the row or the dropdown (no wrapping), Down on an open button enters its
 * dropdown, Home/End go to the ends, Escape closes. Null when the key is not handled.
 */
export function menuKeyAction(key: string, focus: MenuFocus): MenuKeyAction | null {
  const { index, count } = focus;
  const last = count - 1;
  const move = (to: number): MenuKeyAction | null => (to === index || to < 0 || to > last ? null : { type: 'move', index: to });
  switch (key) {
    case 'ArrowDown':
      if (focus.group === 'top' && focus.expanded) return { type: 'enter' };
      return move(index + 1);
    case 'ArrowRight':
      return move(index + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return move(index - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(last);
    case 'Escape':
      return focus.group === 'sub' || focus.expanded ? { type: 'close' } : null;
    default:
      return null;
  }
}
