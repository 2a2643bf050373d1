import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CALENDAR_MODES, CALENDAR_VIEWS, type CalendarMode, type CalendarView } from '../../../shared/calendar/dates.ts';
import type { CalendarAddDetail } from '../site-calendar.element.ts';
import type { calendarMessages } from '../messages.ts';
import * as styles from '../css/site-calendar.css.ts';

type Key = typeof calendarMessages extends { en: infer E } ? keyof E & string : string;
type T = (key: Key, params?: Record<string, string | number>) => string;

const ADD_ITEMS: { kind: CalendarAddDetail['kind']; key: Key }[] = [
  { kind: 'meeting', key: 'addMeeting' },
  { kind: 'reservation', key: 'addReservation' },
  { kind: 'post', key: 'scheduledPost' },
  { kind: 'message', key: 'scheduledMessage' },
];

/** A button that shows and hides a list of actions (disclosure); Esc closes it and returns focus, a click outside closes it. */
function Disclosure({ label, className, children }: { label: string; className?: string; children: (close: () => void) => ReactNode }): ReactNode {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    // Closing returns focus to the button when it was inside the list (the chosen item is gone).
    if (!open && wasOpen.current && (document.activeElement === document.body || box.current?.contains(document.activeElement))) button.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const outside = (event: PointerEvent) => !box.current?.contains(event.target as Node) && setOpen(false);
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !box.current?.contains(event.target as Node)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close]);
  return (
    <div ref={box} className={`${styles.disclosure} ${className ?? ''}`}>
      <button ref={button} type="button" className={styles.button} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && <div className={styles.popover}>{children(close)}</div>}
    </div>
  );
}

/** The header: date, Today, previous/next, refresh, view dropdown, add menu, modes, and the mobile menu below 768 px. */
export function Header({ title, view, mode, t, onToday, onStep, onRefresh, onView, onMode, onAdd, loading }: {
  title: string;
  view: CalendarView;
  mode: CalendarMode;
  t: T;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
  onRefresh: () => void;
  onView: (view: CalendarView) => void;
  onMode: (mode: CalendarMode) => void;
  onAdd: (kind: CalendarAddDetail['kind']) => void;
  loading: boolean;
}): ReactNode {
  return (
    <div className={styles.header}>
      <h2 className={styles.title} aria-live="polite">
        {title}
      </h2>
      <div className={styles.controls}>
        <button type="button" className={`${styles.button} ${styles.desktopOnly}`} onClick={onToday}>
          {t('today')}
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('previous')} onClick={() => onStep(-1)}>
          ‹
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('next')} onClick={() => onStep(1)}>
          ›
        </button>
        <button type="button" className={styles.button} onClick={onRefresh} aria-busy={loading}>
          {t('refresh')}
        </button>
        <label className={`${styles.selectLabel} ${styles.desktopOnly}`}>
          <span className={styles.visuallyHidden}>{t('view')}</span>
          <select className={styles.select} value={view} onChange={(event) => onView(event.currentTarget.value as CalendarView)}>
            {CALENDAR_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(v)}
              </option>
            ))}
          </select>
        </label>
        <Disclosure label={t('add')} className={styles.desktopOnly}>
          {(close) => (
            <ul className={styles.menuList}>
              {ADD_ITEMS.map((item) => (
                <li key={item.kind}>
                  <button type="button" className={styles.menuItem} onClick={() => (close(), onAdd(item.kind))}>
                    {t(item.key)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Disclosure>
      </div>
      <Disclosure label={t('menu')} className={styles.mobileMenu}>
        {(close) => (
          <ul className={styles.menuList}>
            <li>
              <button type="button" className={styles.menuItem} onClick={() => (close(), onAdd('event'))}>
                {t('scheduleEvent')}
              </button>
            </li>
            <li>
              <button type="button" className={styles.menuItem} onClick={() => (close(), onToday())}>
                {t('goToToday')}
              </button>
            </li>
            {CALENDAR_VIEWS.map((v) => (
              <li key={v}>
                <button type="button" className={styles.menuItem} aria-pressed={mode === 'calendar' && view === v} onClick={() => (close(), onView(v))}>
                  {t(v)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
      <div role="group" aria-label={t('mode')} className={styles.segmented}>
        {CALENDAR_MODES.map((m) => (
          <button key={m} type="button" className={styles.segment} aria-pressed={mode === m} onClick={() => onMode(m)}>
            {t(m)}
          </button>
        ))}
      </div>
    </div>
  );
}
