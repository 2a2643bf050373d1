import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MOBILE_QUERY } from '../../shared/navigation/constants.ts';
import { isOpen } from '../../shared/navigation/open-state.ts';
import type { NavItem } from '../../shared/navigation/schemas.ts';
import { LinkTreeItems, type LinkTreeLook, type LinkTreeState } from '../../shared/element/react/parts/LinkTreeItems.tsx';
import { useLinkTree } from '../../shared/element/react/parts/use-link-tree.ts';
import { docsSidebarMessages } from './messages.ts';
import type { docsSidebarAttributes, SiteDocsSidebarEvents } from './site-docs-sidebar.element.ts';
import * as styles from './site-docs-sidebar.css.ts';
import { useMediaQuery } from './use-media.ts';

type Props = ElementViewProps<typeof docsSidebarAttributes, NavItem[], NavItem[], SiteDocsSidebarEvents>;

/** The key under which the sidebar itself remembers being open (no section title can start with @). */
const SIDEBAR_KEY = '@sidebar';

/** The sidebar's tree: top-level entries are sections (their own class and button), links mark the current page. */
const LOOK: LinkTreeLook = {
  item: (depth) => (depth === 0 ? styles.section : undefined),
  row: styles.row,
  link: styles.link,
  groupButton: (depth) => (depth === 0 ? styles.sectionButton : styles.link),
  groupChevron: styles.chevron,
  toggle: styles.toggle,
  chevron: styles.chevron,
  list: styles.list,
  content: (item) => item.title,
  markCurrent: true,
};

/** The documentation sidebar: a toggle naming it, and the tree of sections and pages. */
export function SiteDocsSidebar({ host, label, current, storageKey, data, light, emit }: Props): ReactNode {
  const t = useMessages(docsSidebarMessages);
  const { items, here, trail, choices, choose } = useLinkTree(data, light, current, `docs:${storageKey || host.id || 'docs'}`);
  const mobile = useMediaQuery(MOBILE_QUERY);
  // Below 768 px the sidebar starts closed each visit; from 768 px it is open unless the visitor closed it.
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = mobile ? mobileOpen : isOpen(choices, SIDEBAR_KEY, { open: true, onTrail: false });
  const tree = useRef<HTMLElement>(null);
  const baseId = useId();
  const name = label || t('label');

  useEffect(() => {
    const box = tree.current;
    const link = box?.querySelector<HTMLElement>('[data-current]');
    if (!box || !link || !open || box.scrollHeight <= box.clientHeight) return;
    // Scroll the sidebar, never the page: centre the current page's link when it is out of view.
    const boxRect = box.getBoundingClientRect();
    const linkRect = link.getBoundingClientRect();
    if (linkRect.top < boxRect.top || linkRect.bottom > boxRect.bottom)
      box.scrollTop += linkRect.top - boxRect.top - (box.clientHeight - linkRect.height) / 2;
  }, [open, here, items]);

  const state: LinkTreeState = {
    here,
    choices,
    trail,
    baseId,
    openByDefault: true,
    more: (title) => t('more', { title }),
    toggle: (key, title, next) => {
      choose(key, next);
      emit('site-docs-sidebar-toggle', { title, open: next });
    },
  };

  return (
    <div className={styles.sidebar}>
      <button
        type="button"
        className={styles.sidebarToggle}
        aria-expanded={open}
        aria-controls={`${baseId}-tree`}
        onClick={() => {
          if (mobile) setMobileOpen(!open);
          else choose(SIDEBAR_KEY, !open);
          emit('site-docs-sidebar-toggle', { title: name, open: !open });
        }}
      >
        {name}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <nav ref={tree} id={`${baseId}-tree`} className={styles.tree} aria-label={name} hidden={!open}>
        <ul className={styles.list}>
          <LinkTreeItems items={items} state={state} look={LOOK} />
        </ul>
      </nav>
    </div>
  );
}
