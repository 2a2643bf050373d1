import { useCallback, type ReactNode } from 'react';

/**
 * A `readLightDom` for a slot: the host's `slot="{name}"` elements, its children or deeper in its
 * server-rendered content (placed where the view shows them, so they sit there before the upgrade too).
 */
export const slotNodes =
  (name: string) =>
  (host: HTMLElement): Element[] => [...host.querySelectorAll(`[slot=${name}]`)];

/**
 * A box holding the page's own nodes for a slot (what `readLightDom` kept), moved in, not copied, when
 * the box mounts; nothing at all without nodes. Shared by the elements with slots so a page that shows
 * several of them carries this code once.
 */
export function LightSlot({ nodes, className }: { nodes: Element[] | undefined; className: string }): ReactNode {
  const attach = useCallback((box: HTMLDivElement | null) => box?.append(...(nodes ?? [])), [nodes]);
  return nodes?.[0] && <div ref={attach} className={className} />;
}
