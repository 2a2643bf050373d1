/**
 * A `readLightDom` for a slot: the host's `slot="{name}"` elements, its children or deeper in its
 * server-rendered content (placed where the view shows them, so they sit there before the upgrade too).
 */
export const slotNodes =
  (name: string) =>
  (host: HTMLElement): Element[] => [...host.querySelectorAll(`[slot=${name}]`)];
