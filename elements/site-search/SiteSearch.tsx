import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { createSearchController, type SearchController, type SearchHit, type SearchState } from '../../shared/search/controller.ts';
import { highlightSegments, searchTerms, snippetText } from '../../shared/search/highlight.ts';
import { fetchSearchHits, preloadSearchApi } from '../../shared/search/remote.ts';
import { isSearchShortcut } from '../../shared/search/shortcut.ts';
import { showToast } from '../../shared/toast/store.ts';
import { searchMessages } from './messages.ts';
import type { searchAttributes, SiteSearchEvents } from './site-search.element.ts';
import * as styles from './site-search.css.ts';

type Props = ElementViewProps<typeof searchAttributes, never, never, SiteSearchEvents>;

/** Text with the searched words wrapped in `<mark>` (React text nodes: nothing is parsed as HTML). */
function Marked({ text, terms }: { text: string; terms: string[] }): ReactNode {
  return highlightSegments(text, terms).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

/** The address of a result as shown under its title: the path on this site, else the full URL. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? decodeURI(parsed.pathname + parsed.search) : parsed.href;
  } catch {
    return url;
  }
}

/** The Search button and its dialog: a combobox over a listbox of live results. */
export function SiteSearch({ host, datatype, label, placeholder, debounce, emit }: Props): ReactNode {
  const t = useMessages(searchMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = useRef<SearchController | null>(null);
  const [state, setState] = useState<SearchState>({ keyword: '', status: 'idle', results: [] });
  const [active, setActive] = useState(-1);
  const id = useId();

  useEffect(() => {
    const controller = createSearchController({
      delayMs: debounce,
      fetch: (keyword, signal) => fetchSearchHits(datatype, keyword, signal),
      onChange: (next) => {
        setState(next);
        setActive(-1);
        if (next.status === 'error' && next.error) showToast(next.error, { tone: 'error' });
      },
    });
    search.current = controller;
    const keyword = input.current?.value ?? '';
    if (keyword) controller.input(keyword);
    return () => controller.destroy();
  }, [datatype, debounce]);

  const openDialog = (): void => {
    const box = dialog.current;
    if (!box || box.open) return;
    preloadSearchApi();
    box.showModal();
    input.current?.focus();
    input.current?.select();
  };
  const openRef = useRef(openDialog);
  useEffect(() => {
    openRef.current = openDialog;
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.defaultPrevented || host.ownerDocument.querySelector('site-search') !== host || dialog.current?.open) return;
      const { key, ctrlKey, metaKey, altKey } = event;
      if (!isSearchShortcut({ key, ctrlKey, metaKey, altKey, target: event.target as HTMLInputElement | null })) return;
      event.preventDefault();
      openRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [host]);

  const choose = (hit: SearchHit): void => {
    if (!emit('site-search-select', { title: hit.title, url: hit.url })) return;
    if (isSafeHref(hit.url)) location.assign(hit.url);
  };

  const results = state.results;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1;
      setActive(next);
      document.getElementById(`${id}-o${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = results[active];
      if (hit) choose(hit);
      else search.current?.flush();
    }
  };

  const terms = searchTerms(state.keyword);
  const listId = `${id}-list`;
  const status =
    state.status === 'loading'
      ? t('searching')
      : state.status === 'done' || state.status === 'error'
        ? results.length === 0
          ? t('noResults')
          : t('resultCount', { count: results.length })
        : '';

  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={openDialog}>
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.triggerText}>{label || t('search')}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`${id}-title`}
        closedby="any"
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={`${id}-title`} className={styles.title}>
              {t('title')}
            </h2>
            <button type="button" className={styles.close} aria-label={t('close')} onClick={() => dialog.current?.close()}>
              ×
            </button>
          </div>
          <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
            {t('inputLabel')}
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className={styles.input}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? `${id}-o${active}` : undefined}
            aria-describedby={`${id}-hint`}
            placeholder={placeholder || t('placeholder')}
            value={state.keyword}
            onChange={(event) => search.current?.input(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('hint')}
          </p>
          {state.status === 'not-configured' && (
            <div className={styles.notice}>
              <p className={styles.noticeTitle}>{t('notConfigured')}</p>
              <p>{t('notConfiguredBody')}</p>
            </div>
          )}
          <p className={styles.status} role="status" aria-busy={state.status === 'loading' ? true : undefined}>
            {status}
          </p>
          <ul id={listId} role="listbox" aria-label={t('results')} className={styles.results} hidden={results.length === 0}>
            {results.map((hit, i) => (
              // Options are chosen with the combobox's keys (aria-activedescendant) or a click; they take no focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${hit.url}-${i}`}
                id={`${id}-o${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={styles.option}
                onClick={() => choose(hit)}
                onPointerMove={() => setActive(i)}
              >
                <span className={styles.optionTitle}>
                  <Marked text={hit.title} terms={terms} />
                </span>
                <span className={styles.optionUrl}>{shownUrl(hit.url)}</span>
                {hit.content && (
                  <span className={styles.snippet}>
                    <Marked text={snippetText(hit.content)} terms={terms} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
