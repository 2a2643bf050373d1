import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../shared/element/react/moved-nodes.tsx';
import { isCurrentHref, trailTo } from '../../shared/navigation/current.ts';
import { handleMenuKey } from '../../shared/navigation/menu-keys.ts';
import { onPointerDownOutside, openEntryTracker } from '../../shared/navigation/menu-open.ts';
import type { MenuItem } from '../../shared/navigation/schemas.ts';
import { headerMessages } from './messages.ts';
import type { HeaderBrand, HeaderMarkup } from './read-header.ts';
import type { headerAttributes, headerSchema, SiteHeaderEvents } from './site-header.element.ts';
import * as styles from './site-header.css.ts';

type Props = ElementViewProps<typeof headerAttributes, v.InferOutput<typeof headerSchema>, HeaderMarkup, SiteHeaderEvents>;

/** The links of a dropdown, nested lists included. */
function SubList({ items, here, onKeyDown }: { items: readonly MenuItem[]; here: string; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void }): ReactNode {
  return (
    <ul className={styles.subList}>
      {items.map((item, i) => (
        <li key={i}>
          {item.href ? (
            <a className={styles.subLink} href={item.href} onKeyDown={onKeyDown} aria-current={isCurrentHref(item.href, here) ? 'page' : undefined}>
              {item.title}
            </a>
          ) : (
            <span className={styles.groupLabel}>{item.title}</span>
          )}
          {item.children && item.children.length > 0 && <SubList items={item.children} here={here} onKeyDown={onKeyDown} />}
        </li>
      ))}
    </ul>
  );
}

/** The header bar: brand, disclosure navigation (dropdowns), mobile Menu button and kept actions. */
export function SiteHeader({ label, current, data, light, emit }: Props): ReactNode {
  const t = useMessages(headerMessages);
  const brand: HeaderBrand | null | undefined = data ? { title: data.title, href: data.href, ...(data.logo ? { logo: { src: data.logo } } : {}) } : light?.brand;
  const items = useMemo(() => data?.items ?? light?.items ?? [], [data, light]);
  const here = new URL(current || location.href, location.href).href;
  const trail = trailTo(items, here);
  const [open, setOpen] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const navId = `${baseId}-nav`;

  const [trackOpen] = useState(openEntryTracker);
  useEffect(() => {
    trackOpen(open, (index, isOpen) => emit('site-header-toggle', { title: items[index]?.title ?? '', open: isOpen }));
  }, [trackOpen, open, items, emit]);
  useEffect(() => (open === null ? undefined : onPointerDownOutside(nav, () => setOpen(null))), [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const root = nav.current;
    if (!root || handleMenuKey(event, root, '[data-sub]', () => setOpen(null))) return;
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <div className={styles.bar}>
      {brand && (
        <a className={styles.brand} href={brand.href} aria-current={isCurrentHref(brand.href, here) ? 'page' : undefined}>
          {brand.logo && <img className={styles.logo} src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />}
          <span>{brand.title || t('home')}</span>
        </a>
      )}
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={mobileOpen}
        aria-controls={navId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && mobileOpen) setMobileOpen(false);
        }}
        onClick={() => {
          emit('site-header-toggle', { title: t('menu'), open: !mobileOpen });
          setMobileOpen(!mobileOpen);
        }}
      >
        <span className={styles.burger} aria-hidden="true" />
        {t('menu')}
      </button>
      <nav
        ref={nav}
        id={navId}
        className={styles.nav}
        aria-label={label || t('navLabel')}
        data-open={mobileOpen ? '' : undefined}
        onBlur={(event) => {
          if (open !== null && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
        }}
      >
        <ul className={styles.list}>
          {items.map((item, index) => {
            const subId = `${baseId}-sub${index}`;
            const expanded = open === index;
            const hasChildren = Boolean(item.children?.length);
            const onTrail = trail?.[0] === index ? '' : undefined;
            const button = hasChildren && (
              <button
                type="button"
                data-top=""
                className={item.href ? styles.chevronButton : styles.topButton}
                aria-expanded={expanded}
                aria-controls={subId}
                aria-label={item.href ? t('submenu', { title: item.title }) : undefined}
                data-trail={onTrail}
                onKeyDown={onKeyDown}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {!item.href && item.title}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            );
            return (
              <li key={index} className={styles.item}>
                {item.href && (
                  <a data-top="" className={styles.topLink} href={item.href} aria-current={isCurrentHref(item.href, here) ? 'page' : undefined} data-trail={onTrail} onKeyDown={onKeyDown}>
                    {item.title}
                  </a>
                )}
                {button}
                {hasChildren && (
                  <div id={subId} data-sub="" className={styles.dropdown} hidden={!expanded}>
                    <SubList items={item.children ?? []} here={here} onKeyDown={onKeyDown} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Kept server nodes (a `<site-search>`…) go back into the bar as they are. */}
      <MovedNodes nodes={light?.actions} className={styles.actions} />
    </div>
  );
}
