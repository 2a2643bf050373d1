import { useId, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { isCurrentHref, itemKey } from '../../shared/navigation/current.ts';
import { isOpen, type OpenChoices } from '../../shared/navigation/open-state.ts';
import type { NavItem } from '../../shared/navigation/schemas.ts';
import { useLinkTree } from '../../shared/element/react/parts/use-link-tree.ts';
import { navListMessages } from './messages.ts';
import type { navListAttributes, SiteNavListEvents } from './site-nav-list.element.ts';
import * as styles from './site-nav-list.css.ts';

type Props = ElementViewProps<typeof navListAttributes, NavItem[], NavItem[], SiteNavListEvents>;

interface TreeContext {
  here: string;
  choices: OpenChoices;
  trail: ReadonlySet<string>;
  expanded: boolean;
  baseId: string;
  toggle: (key: string, title: string, open: boolean) => void;
  more: (title: string) => string;
}

const looksLikeUrl = (icon: string): boolean => /^(\/|\.{1,2}\/|https?:)/.test(icon);

function Media({ item }: { item: NavItem }): ReactNode {
  if (item.image) return <img className={styles.image} src={item.image} alt="" width={48} height={48} loading="lazy" />;
  if (!item.icon) return null;
  return looksLikeUrl(item.icon) ? <img className={styles.icon} src={item.icon} alt="" width={24} height={24} /> : <span className={styles.icon} aria-hidden="true">{item.icon}</span>;
}

function Branch({ items, ancestors, ctx, path }: { items: readonly NavItem[]; ancestors: string[]; ctx: TreeContext; path: string }): ReactNode {
  return items.map((item, index) => {
    const key = itemKey(ancestors, item.title);
    const children = item.children ?? [];
    const open = children.length > 0 && isOpen(ctx.choices, key, { open: ctx.expanded, onTrail: ctx.trail.has(key) });
    const subId = `${ctx.baseId}-${path}${index}`;
    const text = (
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        {item.description && <span className={styles.description}>{item.description}</span>}
      </span>
    );
    const toggle = () => ctx.toggle(key, item.title, !open);
    return (
      <li key={`${item.title}-${index}`} className={styles.item}>
        <div className={styles.row}>
          {item.href ? (
            <a className={styles.link} href={item.href} aria-current={isCurrentHref(item.href, ctx.here) ? 'page' : undefined}>
              <Media item={item} />
              {text}
            </a>
          ) : children.length > 0 ? (
            <button type="button" className={styles.link} aria-expanded={open} aria-controls={subId} onClick={toggle}>
              <Media item={item} />
              {text}
              <span className={styles.groupChevron} aria-hidden="true" />
            </button>
          ) : (
            <span className={styles.link}>
              <Media item={item} />
              {text}
            </span>
          )}
          {item.href && children.length > 0 && (
            <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={subId} aria-label={ctx.more(item.title)} onClick={toggle}>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
          )}
        </div>
        {children.length > 0 && (
          <ul id={subId} className={styles.sub} hidden={!open}>
            <Branch items={children} ancestors={[...ancestors, item.title]} ctx={ctx} path={`${path}${index}-`} />
          </ul>
        )}
      </li>
    );
  });
}

/** The nested list: links, descriptions and media, with branches that remember being open. */
export function SiteNavList({ host, label, current, storageKey, expanded, data, light, emit }: Props): ReactNode {
  const t = useMessages(navListMessages);
  const { items, here, trail, choices, choose } = useLinkTree(data, light, current, storageKey || host.id || 'nav-list');
  const baseId = useId();
  const ctx: TreeContext = {
    here,
    choices,
    trail,
    expanded,
    baseId,
    more: (title) => t('more', { title }),
    toggle: (key, title, open) => {
      choose(key, open);
      emit('site-nav-list-toggle', { title, open });
    },
  };
  return (
    <nav className={styles.nav} aria-label={label || t('navLabel')}>
      <ul className={styles.list}>
        <Branch items={items} ancestors={[]} ctx={ctx} path="" />
      </ul>
    </nav>
  );
}
