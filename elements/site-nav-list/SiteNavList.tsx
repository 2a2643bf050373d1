import { useId, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import type { NavItem } from '../../shared/navigation/schemas.ts';
import { LinkTreeItems, type LinkTreeLook, type LinkTreeState } from '../../shared/element/react/parts/LinkTreeItems.tsx';
import { useLinkTree } from '../../shared/element/react/parts/use-link-tree.ts';
import { navListMessages } from './messages.ts';
import type { navListAttributes, SiteNavListEvents } from './site-nav-list.element.ts';
import * as styles from './site-nav-list.css.ts';

type Props = ElementViewProps<typeof navListAttributes, NavItem[], NavItem[], SiteNavListEvents>;

const looksLikeUrl = (icon: string): boolean => /^(\/|\.{1,2}\/|https?:)/.test(icon);

function Media({ item }: { item: NavItem }): ReactNode {
  if (item.image) return <img className={styles.image} src={item.image} alt="" width={48} height={48} loading="lazy" />;
  if (!item.icon) return null;
  return looksLikeUrl(item.icon) ? (
    <img className={styles.icon} src={item.icon} alt="" width={24} height={24} />
  ) : (
    <span className={styles.icon} aria-hidden="true">
      {item.icon}
    </span>
  );
}

/** A row shows the item's media, title and description; a branch without a link opens with a chevron of its own. */
const LOOK: LinkTreeLook = {
  item: () => styles.item,
  row: styles.row,
  link: styles.link,
  groupButton: () => styles.link,
  groupChevron: styles.groupChevron,
  toggle: styles.toggle,
  chevron: styles.chevron,
  list: styles.sub,
  content: (item) => (
    <>
      <Media item={item} />
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        {item.description && <span className={styles.description}>{item.description}</span>}
      </span>
    </>
  ),
};

/** The nested list: links, descriptions and media, with branches that remember being open. */
export function SiteNavList({ host, label, current, storageKey, expanded, data, light, emit }: Props): ReactNode {
  const t = useMessages(navListMessages);
  const { items, here, trail, choices, choose } = useLinkTree(data, light, current, storageKey || host.id || 'nav-list');
  const baseId = useId();
  const state: LinkTreeState = {
    here,
    choices,
    trail,
    openByDefault: expanded,
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
        <LinkTreeItems items={items} state={state} look={LOOK} />
      </ul>
    </nav>
  );
}
