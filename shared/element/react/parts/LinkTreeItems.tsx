import type { ReactNode } from 'react';
import { isCurrentHref, itemKey } from '../../../navigation/current.ts';
import { isOpen, type OpenChoices } from '../../../navigation/open-state.ts';
import type { NavItem } from '../../../navigation/schemas.ts';

/** Where a link tree is and what its visitor chose: the page, the remembered branches, and how to open or close one. */
export interface LinkTreeState {
  here: string;
  choices: OpenChoices;
  /** The keys of the branches that lead to the current page (open unless closed by the visitor). */
  trail: ReadonlySet<string>;
  baseId: string;
  /** Whether a branch the visitor never opened or closed starts open. */
  openByDefault: boolean;
  toggle: (key: string, title: string, open: boolean) => void;
  /** The accessible name of a branch's toggle beside its link ("More in Guides"). */
  more: (title: string) => string;
}

/** How an element draws its tree: class names (some by depth, 0 at the top) and what a row shows. */
export interface LinkTreeLook {
  item: (depth: number) => string | undefined;
  row: string;
  link: string;
  /** The button of a branch that has no link of its own. */
  groupButton: (depth: number) => string;
  groupChevron: string;
  /** The chevron button beside a branch's link. */
  toggle: string;
  chevron: string;
  list: string;
  /** What a row shows for its item (the title, or media and a description too). */
  content: (item: NavItem) => ReactNode;
  /** Marks the current page's link with `data-current`, to find it and scroll it into view. */
  markCurrent?: boolean;
}

/**
 * The items of a nested link list, each a row (its link, or a button opening its branch, or plain
 * text) and, for a branch, its list of children, hidden while closed. A branch with a link gets a
 * separate toggle button beside it. Used by `<site-nav-list>` and `<site-docs-sidebar>`.
 */
export function LinkTreeItems({
  items,
  state,
  look,
  ancestors = [],
  path = '',
}: {
  items: readonly NavItem[];
  state: LinkTreeState;
  look: LinkTreeLook;
  ancestors?: string[];
  path?: string;
}): ReactNode {
  const depth = ancestors.length;
  return items.map((item, index) => {
    const key = itemKey(ancestors, item.title);
    const children = item.children ?? [];
    const open = children.length > 0 && isOpen(state.choices, key, { open: state.openByDefault, onTrail: state.trail.has(key) });
    const subId = `${state.baseId}-${path}${index}`;
    const toggle = () => state.toggle(key, item.title, !open);
    const current = isCurrentHref(item.href, state.here);
    return (
      <li key={`${item.title}-${index}`} className={look.item(depth)}>
        <div className={look.row}>
          {item.href ? (
            <a
              className={look.link}
              href={item.href}
              aria-current={current ? 'page' : undefined}
              data-current={look.markCurrent && current ? '' : undefined}
            >
              {look.content(item)}
            </a>
          ) : children.length > 0 ? (
            <button type="button" className={look.groupButton(depth)} aria-expanded={open} aria-controls={subId} onClick={toggle}>
              {look.content(item)}
              <span className={look.groupChevron} aria-hidden="true" />
            </button>
          ) : (
            <span className={look.link}>{look.content(item)}</span>
          )}
          {item.href && children.length > 0 && (
            <button
              type="button"
              className={look.toggle}
              aria-expanded={open}
              aria-controls={subId}
              aria-label={state.more(item.title)}
              onClick={toggle}
            >
              <span className={look.chevron} aria-hidden="true" />
            </button>
          )}
        </div>
        {children.length > 0 && (
          <ul id={subId} className={look.list} hidden={!open}>
            <LinkTreeItems items={children} state={state} look={look} ancestors={[...ancestors, item.title]} path={`${path}${index}-`} />
          </ul>
        )}
      </li>
    );
  });
}
