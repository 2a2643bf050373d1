/** Which sections are open, by index. */
export type OpenSet = ReadonlySet<number>;

/**
 * Toggles one section. In single mode opening a section closes the others; `collapsible` false keeps
 * the last open section from closing.
 */
export function toggleSection(open: OpenSet, index: number, opts: { multiple: boolean; collapsible: boolean }): Set<number> {
  const isOpen = open.has(index);
  if (isOpen) {
    if (!opts.collapsible && open.size === 1) return new Set(open);
    const next = new Set(open);
    next.delete(index);
    return next;
  }
  return opts.multiple ? new Set([...open, index]) : new Set([index]);
}

/** The index focus moves to for an accordion header key press, or null when the key is not handled. */
export function headerKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
