/** The parts of a keyboard event the shortcut check reads. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element, as `{ localName, isContentEditable, type? }`. */
  target: { localName?: string; isContentEditable?: boolean; type?: string } | null;
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** True when focus is in a place that takes typed text (where `/` must stay a character). */
export function isTyping(target: ShortcutEvent['target']): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  if (target.localName === 'textarea' || target.localName === 'select') return true;
  return target.localName === 'input' && TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** The site-search shortcuts: `/` when not typing, Ctrl+K or ⌘K anywhere. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}
