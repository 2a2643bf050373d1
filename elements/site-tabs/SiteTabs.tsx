import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../shared/element/react/moved-nodes.tsx';
import { rovingKeyTarget } from '../../shared/element/roving-keys.ts';
import { tabFromHash, tabSlug } from '../../shared/navigation/tabs.ts';
import { tabsMessages } from './messages.ts';
import type { LightTab } from './read-tabs.ts';
import type { SiteTabsEvents, tabItemSchema, tabsAttributes } from './site-tabs.element.ts';
import * as styles from './site-tabs.css.ts';

type Props = ElementViewProps<typeof tabsAttributes, v.InferOutput<typeof tabItemSchema>[], LightTab[], SiteTabsEvents>;

interface Tab {
  id: string;
  title: string;
  body: ReactNode | Node[];
}

function tabsFrom(data: Props['data'], light: LightTab[] | undefined): Tab[] {
  if (!data) return (light ?? []).map((tab) => ({ id: tab.id, title: tab.title, body: tab.nodes }));
  const taken = new Set<string>();
  return data.map((item) => {
    const id = item.id && !taken.has(item.id) ? item.id : tabSlug(item.title, taken);
    taken.add(id);
    return { id, title: item.title, body: item.content.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>) };
  });
}

/** The tab list and its panels. */
export function SiteTabs({ label, selected: first, hash, data, light, emit }: Props): ReactNode {
  const t = useMessages(tabsMessages);
  const tabs = useMemo(() => tabsFrom(data, light), [data, light]);
  const ids = useMemo(() => tabs.map((tab) => tab.id), [tabs]);
  const [selected, setSelected] = useState(() => {
    const fromHash = hash ? tabFromHash(location.hash, ids) : -1;
    return fromHash >= 0 ? fromHash : Math.min(first, Math.max(0, tabs.length - 1));
  });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hash) return;
    const follow = (): void => {
      const index = tabFromHash(location.hash, ids);
      if (index >= 0) setSelected(index);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [hash, ids]);

  useEffect(() => {
    // Keep the selected tab in view in a row that scrolls sideways (below 768 px), without scrolling the page.
    const row = list.current;
    const button = buttons.current[selected];
    if (!row || !button || row.scrollWidth <= row.clientWidth) return;
    const left = button.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + button.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - (row.clientWidth - button.offsetWidth) / 2;
  }, [selected]);

  const select = (index: number): void => {
    const tab = tabs[index];
    if (!tab || index === selected) return;
    setSelected(index);
    if (hash) history.replaceState(history.state, '', `#${encodeURIComponent(tab.id)}`);
    emit('site-tabs-change', { index, id: tab.id, title: tab.title });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const target = rovingKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    select(target);
  };

  return (
    <div className={styles.root}>
      <div ref={list} role="tablist" aria-label={label || t('label')} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`site-tab-${tab.id}`}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={tab.id}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.id} id={tab.id} role="tabpanel" aria-labelledby={`site-tab-${tab.id}`} className={styles.panel} hidden={index !== selected} tabIndex={0}>
          {Array.isArray(tab.body) && tab.body[0] instanceof Node ? <MovedNodes nodes={tab.body as Node[]} /> : (tab.body as ReactNode)}
        </div>
      ))}
    </div>
  );
}
