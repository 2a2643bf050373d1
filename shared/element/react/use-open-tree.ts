import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { trailKeys, trailTo } from '../../navigation/current.ts';
import { openChoicesStore, type OpenChoices } from '../../navigation/open-state.ts';
import type { NavItem } from '../../navigation/schemas.ts';

/** A navigation tree whose branches remember being open, as its view needs it. */
export interface OpenTree {
  /** The tree: the JSON data when given, else what was read from the light DOM. */
  items: readonly NavItem[];
  /** The current page's absolute address. */
  here: string;
  /** The keys of the branches that lead to the current page. */
  trail: ReadonlySet<string>;
  /** The visitor's open and closed branches. */
  choices: OpenChoices;
  /** Records the visitor opening or closing the branch `key`. */
  choose: (key: string, open: boolean) => void;
}

/**
 * The tree to draw (`data`, else `light`), the current page (`current`, else the page's address)
 * with the branches leading to it, and the open/closed choices remembered under `scope`.
 */
export function useOpenTree(data: readonly NavItem[] | null | undefined, light: readonly NavItem[] | null | undefined, current: string, scope: string): OpenTree {
  const items = useMemo(() => data ?? light ?? [], [data, light]);
  const here = new URL(current || location.href, location.href).href;
  const trail = useMemo(() => new Set(trailKeys(items, trailTo(items, here))), [items, here]);
  const openChoices = useMemo(() => openChoicesStore(scope), [scope]);
  const choices = useStore(openChoices.$choices);
  return { items, here, trail, choices, choose: openChoices.choose };
}
