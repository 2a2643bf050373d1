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
