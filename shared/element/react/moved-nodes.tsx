import type { ReactNode } from 'react';

/**
 * A box that the page's server-rendered nodes are moved into, not copied; nothing at all without
 * nodes. Nodes already inside stay put, so a re-render never moves them again (a focused field keeps
 * its focus).
 */
export function MovedNodes({ nodes, className }: { nodes: readonly Node[] | undefined; className?: string }): ReactNode {
  const attach = (el: HTMLElement | null): void => {
    if (el) for (const node of nodes ?? []) if (node.parentNode !== el) el.appendChild(node);
  };
  return nodes?.[0] && <div ref={attach} className={className} />;
}
