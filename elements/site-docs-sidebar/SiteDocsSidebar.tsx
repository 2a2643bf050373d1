import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MOBILE_QUERY } from '../../shared/navigation/constants.ts';
import { isCurrentHref, itemKey } from '../../shared/navigation/current.ts';
import { isOpen, type OpenChoices } from '../../shared/navigation/open-state.ts';
import type { NavItem } from '../../shared/navigation/schemas.ts';
import { useLinkTree } from '../../shared/element/react/parts/use-link-tree.ts';
import { docsSidebarMessages } from './messages.ts';
import type { docsSidebarAttributes, SiteDocsSidebarEvents } from './site-docs-sidebar.element.ts';
import * as styles from './site-docs-sidebar.css.ts';
import { useMediaQuery } from './use-media.ts';

type Props = ElementViewProps<typeof docsSidebarAttributes, NavItem[], NavItem[], SiteDocsSidebarEvents>;

/** The key under which the sidebar itself remembers being open (no section title can start with @). */
const SIDEBAR_KEY = '@sidebar';

interface TreeContext {
  here: string;
  choices: OpenChoices;
  trail: ReadonlySet<string>;
  baseId: string;
  toggle: (key: string, title: string, open: boolean) => void;
  more: (title: string) => string;
}

function Tree({ items, ancestors, ctx, path }: { items: readonly NavItem[]; ancestors: string[]; ctx: TreeContext; path: string }): ReactNode {
  return items.map((item, index) => {
    const key = itemKey(ancestors, item.title);
    const children = item.children ?? [];
    const open = children.length > 0 && isOpen(ctx.choices, key, { open: true, onTrail: ctx.trail.has(key) });
    const subId = `${ctx.baseId}-${path}${index}`;
    const toggle = () => ctx.toggle(key, item.title, !open);
    const current = isCurrentHref(item.href, ctx.here);
    return (
      <li key={`${item.title}-${index}`} className={ancestors.length === 0 ? styles.section : undefined}>
        <div className={styles.row}>
          {item.href ? (
            <a className={styles.link} href={item.href} aria-current={current ? 'page' : undefined} data-current={current ? '' : undefined}>
              {item.title}
            </a>
          ) : children.length > 0 ? (
            <button type="button" className={ancestors.length === 0 ? styles.sectionButton : styles.link} aria-expanded={open} aria-controls={subId} onClick={toggle}>
              {item.title}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
          ) : (
            <span className={styles.link}>{item.title}</span>
          )}
          {item.href && children.length > 0 && (
            <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={subId} aria-label={ctx.more(item.title)} onClick={toggle}>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
          )}
        </div>
        {children.length > 0 && (
          <ul id={subId} className={styles.list} hidden={!open}>
            <Tree items={children} ancestors={[...ancestors, item.title]} ctx={ctx} path={`${path}${index}-`} />
          </ul>
        )}
      </li>
    );
  });
}

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
    if (linkRect.top < boxRect.top || linkRect.bottom > boxRect.bottom) box.scrollTop += linkRect.top - boxRect.top - (box.clientHeight - linkRect.height) / 2;
  }, [open, here, items]);

  const ctx: TreeContext = {
    here,
    choices,
    trail,
    baseId,
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
          <Tree items={items} ancestors={[]} ctx={ctx} path="" />
        </ul>
      </nav>
    </div>
  );
}
