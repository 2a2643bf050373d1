import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { createCloseTimer } from '../../shared/navigation/close-timer.ts';
import { HOVER_CLOSE_MS } from '../../shared/navigation/constants.ts';
import { isCurrentHref, trailTo } from '../../shared/navigation/current.ts';
import { handleMenuKey } from '../../shared/navigation/menu-keys.ts';
import { onPointerDownOutside, openEntryTracker } from '../../shared/navigation/menu-open.ts';
import type { MenuItem } from '../../shared/navigation/schemas.ts';
import { megaMenuMessages } from './messages.ts';
import { entriesOf, Panel } from './Panel.tsx';
import type { megaMenuAttributes, SiteMegaMenuEvents } from './site-mega-menu.element.ts';
import * as styles from './site-mega-menu.css.ts';

type Props = ElementViewProps<typeof megaMenuAttributes, MenuItem[], MenuItem[], SiteMegaMenuEvents>;

/** How the open panel was opened: a hovering pointer lets it close on leave, a click or key pins it. */
type Opened = { index: number; by: 'hover' | 'pin' } | null;

const hasPanel = (item: MenuItem): boolean => entriesOf(item).length > 0 || Boolean(item.banner);

/** The mega-menu bar: top-level triggers and links, and the open entry's wide panel. */
export function SiteMegaMenu({ label, current, data, light, emit }: Props): ReactNode {
  const t = useMessages(megaMenuMessages);
  const items = useMemo(() => data ?? light ?? [], [data, light]);
  const here = new URL(current || location.href, location.href).href;
  const trail = trailTo(items, here);
  const [opened, setOpened] = useState<Opened>(null);
  const open = opened?.index ?? null;
  const nav = useRef<HTMLElement>(null);
  const baseId = useId();
  const timer = useMemo(() => createCloseTimer(HOVER_CLOSE_MS, () => setOpened((o) => (o?.by === 'hover' ? null : o))), []);
  useEffect(() => () => timer.cancel(), [timer]);

  const [trackOpen] = useState(openEntryTracker);
  useEffect(() => {
    trackOpen(open, (index, isOpen) => emit('site-mega-menu-toggle', { title: items[index]?.title ?? '', open: isOpen }));
  }, [trackOpen, open, items, emit]);
  useEffect(() => (open === null ? undefined : onPointerDownOutside(nav, () => setOpened(null))), [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (nav.current) handleMenuKey(event, nav.current, '[data-panel]', () => setOpened(null));
  };

  const hover = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    timer.cancel();
    setOpened((o) => (o?.index === index ? o : o?.by === 'pin' && o.index !== index ? { index, by: 'pin' } : { index, by: 'hover' }));
  };
  const leave = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') timer.start();
  };

  return (
    <nav
      ref={nav}
      className={styles.nav}
      aria-label={label || t('navLabel')}
      onBlur={(event) => {
        if (open !== null && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(null);
      }}
    >
      <ul className={styles.bar}>
        {items.map((item, index) => {
          const panelId = `${baseId}-p${index}`;
          const expanded = open === index;
          const onTrail = trail?.[0] === index ? '' : undefined;
          if (!hasPanel(item)) {
            return (
              <li key={index} className={styles.item}>
                <a data-top="" className={styles.trigger} href={item.href ?? '#'} onKeyDown={onKeyDown} aria-current={isCurrentHref(item.href, here) ? 'page' : undefined} data-trail={onTrail}>
                  {item.title}
                </a>
              </li>
            );
          }
          return (
            <li key={index} className={styles.item} onPointerEnter={hover(index)} onPointerLeave={leave}>
              <button
                type="button"
                data-top=""
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-trail={onTrail}
                onKeyDown={onKeyDown}
                onClick={() => setOpened((o) => (o?.index === index ? (o.by === 'hover' ? { index, by: 'pin' } : null) : { index, by: 'pin' }))}
              >
                {item.title}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <div id={panelId} data-panel="" className={styles.panel} hidden={!expanded}>
                {expanded && <Panel item={item} ctx={{ here, onKeyDown, viewAll: t('viewAll', { title: item.title }) }} />}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
