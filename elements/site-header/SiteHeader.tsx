import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../shared/element/react/moved-nodes.tsx';
import { isCurrentHref, trailTo } from '../../shared/navigation/current.ts';
import { menuKeyAction } from '../../shared/navigation/keyboard.ts';
import type { MenuItem } from '../../shared/navigation/schemas.ts';
import { headerMessages } from './messages.ts';
import type { HeaderBrand, HeaderMarkup } from './read-header.ts';
import type { headerAttributes, headerSchema } from './site-header.element.ts';
import * as styles from './site-header.css.ts';

type Props = ElementViewProps<typeof headerAttributes, v.InferOutput<typeof headerSchema>, HeaderMarkup>;

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

    const reported = useRef<number | null>(null);
  useEffect(() => {
    const before = reported.current;
    if (before === open) return;
    reported.current = open;
    if (before !== null) emit('site-header-toggle', { title: items[before]?.title ?? '', open: false });
    if (open !== null) emit('site-header-toggle', { title: items[open]?.title ?? '', open: true });
  }, [open, items, emit]);

  useEffect(() => {
    if (open === null) return;
    const outside = (event: PointerEvent): void => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const target = event.target as HTMLElement;
    const root = nav.current;
    if (!root) return;
    const sub = target.closest<HTMLElement>('[data-sub]');
    const top = Array.from(root.querySelectorAll<HTMLElement>('[data-top]'));
    if (sub) {
      const links = Array.from(sub.querySelectorAll<HTMLElement>('a'));
      const action = menuKeyAction(event.key, { group: 'sub', index: links.indexOf(target), count: links.length });
      if (!action) return;
      event.preventDefault();
      if (action.type === 'move') links[action.index]?.focus();
      if (action.type === 'close') {
        setOpen(null);
        root.querySelector<HTMLElement>(`[aria-controls="${sub.id}"]`)?.focus();
      }
      return;
    }
    const index = top.indexOf(target);
    if (index < 0) return;
    const expanded = target.getAttribute('aria-expanded') === 'true';
    const action = menuKeyAction(event.key, { group: 'top', index, count: top.length, expanded });
    if (!action) {
      if (event.key === 'Escape' && mobileOpen) {
        setMobileOpen(false);
        toggle.current?.focus();
      }
      return;
    }
    event.preventDefault();
    if (action.type === 'move') top[action.index]?.focus();
    if (action.type === 'close') setOpen(null);
    if (action.type === 'enter') document.getElementById(target.getAttribute('aria-controls') ?? '')?.querySelector<HTMLElement>('a')?.focus();
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
