import type { ReactNode } from 'react';

/**
 * Moves nodes into a box, not copies them. Nodes already inside stay put, so calling it again on
 * every render never moves them again (a focused field keeps its focus).
 */
export function moveNodesInto(box: HTMLElement, nodes: readonly Node[] | undefined): void {
  for (const node of nodes ?? []) if (node.parentNode !== box) box.appendChild(node);
}

/**
 * A box that the page's server-rendered nodes are moved into (see `moveNodesInto`); nothing at all
 * without nodes.
 */
export function MovedNodes({ nodes, className }: { nodes: readonly Node[] | undefined; className?: string }): ReactNode {
  const attach = (el: HTMLElement | null): void => {
    if (el) moveNodesInto(el, nodes);
  };
  return nodes?.[0] && <div ref={attach} className={className} />;
}
