import type { ReactNode } from 'react';

/**
 * A box that the page's server-rendered nodes are moved into, not copied; nothing at all without
 * nodes. Nodes already inside stay put, so a re-render never moves them again (a focused field keeps
 * its focus). `as` gives the box another tag than `div`.
 */
export function MovedNodes({ nodes, as = 'div', ...box }: { nodes: readonly Node[] | undefined; as?: 'div' | 'site-element-root'; className?: string; 'data-fallback'?: string }): ReactNode {
  const Box = as as 'div';
  const attach = (el: HTMLElement | null): void => {
    if (el) for (const node of nodes ?? []) if (node.parentNode !== el) el.appendChild(node);
  };
  return nodes?.[0] && <Box ref={attach} {...box} />;
}
