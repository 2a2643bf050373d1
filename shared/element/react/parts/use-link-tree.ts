import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { trailKeys, trailTo } from '../../../navigation/current.ts';
import { openChoicesStore, type OpenChoices } from '../../../navigation/open-state.ts';
import type { NavItem } from '../../../navigation/schemas.ts';

/** What a collapsible link tree (`<site-nav-list>`, `<site-docs-sidebar>`) renders from. */
export interface LinkTreeState {
  /** The tree: the inline JSON when there is one, else what was read from the server markup. */
  items: NavItem[];
  /** The current page's absolute address. */
  here: string;
  /** Keys of the branches on the way to the current page. */
  trail: ReadonlySet<string>;
  /** The branches the visitor opened or closed, remembered under `scope`. */
  choices: OpenChoices;
  /** Remembers that the visitor opened (true) or closed (false) a branch. */
  choose: (key: string, open: boolean) => void;
}

/**
 * The state of a collapsible link tree: its items, the current page and the trail to it, and the
 * visitor's open and closed branches, stored per `scope` (one per tree on the site).
 */
export function useLinkTree(data: NavItem[] | undefined, light: NavItem[] | undefined, current: string, scope: string): LinkTreeState {
  const items = useMemo(() => data ?? light ?? [], [data, light]);
  const here = new URL(current || location.href, location.href).href;
  const trail = useMemo(() => new Set(trailKeys(items, trailTo(items, here))), [items, here]);
  const openChoices = useMemo(() => openChoicesStore(scope), [scope]);
  const choices = useStore(openChoices.$choices);
  return { items, here, trail, choices, choose: openChoices.choose };
}
