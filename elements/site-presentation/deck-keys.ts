import type { Dispatch, KeyboardEvent } from 'react';
import type { DeckAction, DeckState } from '../../shared/presentation/deck.ts';
import { deckKeyAction } from '../../shared/presentation/keys.ts';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** The deck's keyboard listener: its shortcuts (arrows, G, P, F…), never while typing or with a modifier. */
export function deckKeyListener(state: DeckState, dispatch: Dispatch<DeckAction>): (event: KeyboardEvent<HTMLDivElement>) => void {
  return (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(TYPING)) return;
    const action = deckKeyAction(event.key, { grid: state.grid, onControl: target.closest('button, a[href], summary') !== null });
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };
}
