/** What a key does in a video player. */
export type PlayerAction = 'toggle' | 'back' | 'forward' | 'jump-back' | 'jump-forward' | 'mute' | 'fullscreen' | 'captions';

/** The focused element, as far as the key rules need to know it. */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** A keydown, as far as the key rules need to know it. */
export interface PlayerKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: KeyTarget;
}

const LETTERS: Record<string, PlayerAction> = {
  k: 'toggle',
  j: 'jump-back',
  l: 'jump-forward',
  m: 'mute',
  f: 'fullscreen',
  c: 'captions',
};

function isTextField(target: KeyTarget): boolean {
  const tag = target.tagName.toLowerCase();
  if (target.isContentEditable || tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !['range', 'button', 'checkbox', 'radio'].includes((target.type ?? 'text').toLowerCase());
}

/**
 * The player shortcut a key press means while focus is in the player: Space or K play/pause, J/L
 * jump back/forward, ←/→ seek, M mute, F fullscreen, C captions. Nothing with Ctrl, Cmd or Alt, in a
 * text field, for Space or Enter on a button (the button's own click), or for arrows on a slider
 * (it moves itself).
 */
export function playerKeyAction(event: PlayerKey): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return null;
  const tag = event.target.tagName.toLowerCase();
  const slider = tag === 'input' && event.target.type === 'range';
  if (event.key === ' ') return tag === 'button' ? null : 'toggle';
  if (event.key === 'ArrowLeft') return slider ? null : 'back';
  if (event.key === 'ArrowRight') return slider ? null : 'forward';
  return LETTERS[event.key.toLowerCase()] ?? null;
}
