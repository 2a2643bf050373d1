import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { isCurrentHref } from '../../shared/navigation/current.ts';
import type { MenuBanner, MenuEntry, MenuItem } from '../../shared/navigation/schemas.ts';
import * as styles from './site-mega-menu.css.ts';

/** What every link of a panel needs: the current page, the key handler and the panel's texts. */
export interface PanelContext {
  here: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  viewAll: string;
}

const looksLikeUrl = (icon: string): boolean => /^(\/|\.{1,2}\/|https?:)/.test(icon);

/** The entries of a panel: its `items`, then its `children` as plain links. */
export function entriesOf(item: MenuItem): MenuEntry[] {
  return [...(item.items ?? []), ...(item.children ?? []).flatMap((child) => (child.href ? [{ title: child.title, href: child.href, description: child.category }] : []))];
}

/** Entrance order for the stagger (CSS reads `--site-stagger-index`). */
const order = (index: number): CSSProperties => ({ ['--site-stagger-index' as string]: index });

function Entry({ entry, index, ctx, card }: { entry: MenuEntry; index: number; ctx: PanelContext; card: boolean }): ReactNode {
  return (
    <li className={styles.entry} style={order(index)}>
      <a className={card ? styles.card : styles.entryLink} href={entry.href} onKeyDown={ctx.onKeyDown} aria-current={isCurrentHref(entry.href, ctx.here) ? 'page' : undefined}>
        {card && entry.image && <img className={styles.cardImage} src={entry.image} alt="" loading="lazy" width={320} height={180} />}
        {!card && entry.icon && (looksLikeUrl(entry.icon) ? <img className={styles.icon} src={entry.icon} alt="" width={24} height={24} /> : <span className={styles.icon} aria-hidden="true">{entry.icon}</span>)}
        <span className={styles.entryText}>
          {card && entry.date && <span className={styles.date}>{entry.date}</span>}
          <span className={styles.entryTitle}>
            {entry.title}
            {entry.badge && <span className={styles.badge}>{entry.badge}</span>}
          </span>
          {entry.description && <span className={styles.description}>{entry.description}</span>}
        </span>
      </a>
    </li>
  );
}

function Banner({ banner, ctx, index }: { banner: MenuBanner; ctx: PanelContext; index: number }): ReactNode {
  return (
    <div className={styles.banner} style={order(index)}>
      {banner.image && <img className={styles.bannerImage} src={banner.image} alt="" loading="lazy" width={480} height={270} />}
      <p className={styles.bannerTitle}>{banner.title}</p>
      {banner.description && <p className={styles.description}>{banner.description}</p>}
      {banner.href && (
        <a className={styles.cta} href={banner.href} onKeyDown={ctx.onKeyDown}>
          {banner.cta || banner.title}
        </a>
      )}
    </div>
  );
}

/** One panel: a banner and the entries, laid out by the item's type (hero, blog or default). */
export function Panel({ item, ctx }: { item: MenuItem; ctx: PanelContext }): ReactNode {
  const type = item.type ?? 'default';
  const entries = entriesOf(item);
  const banner = item.banner && <Banner banner={item.banner} ctx={ctx} index={type === 'hero' ? 0 : entries.length} />;
  return (
    <div className={styles.panelInner} data-type={type}>
      {type === 'hero' && banner}
      <div className={styles.main}>
        {(item.category || item.href) && (
          <p className={styles.panelHead}>
            {item.category && <span className={styles.category}>{item.category}</span>}
            {item.href && (
              <a className={styles.viewAll} href={item.href} onKeyDown={ctx.onKeyDown} aria-current={isCurrentHref(item.href, ctx.here) ? 'page' : undefined}>
                {ctx.viewAll}
              </a>
            )}
          </p>
        )}
        <ul className={type === 'blog' ? styles.cards : styles.entries}>
          {entries.map((entry, i) => (
            <Entry key={`${entry.href}-${i}`} entry={entry} index={i + (type === 'hero' ? 1 : 0)} ctx={ctx} card={type === 'blog'} />
          ))}
        </ul>
      </div>
      {type !== 'hero' && banner}
    </div>
  );
}
