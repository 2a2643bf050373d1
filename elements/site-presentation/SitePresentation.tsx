import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useModal } from '../../shared/element/react/use-modal.ts';
import { hashPrefix } from '../../shared/presentation/deck.ts';
import { deckKeyAction } from '../../shared/presentation/keys.ts';
import { Icon } from './parts/icons.tsx';
import { presentationMessages } from './messages.ts';
import type { LightSlide } from './read-slides.ts';
import type { JsonSlide, presentationAttributes, SitePresentationEvents } from './site-presentation.element.ts';
import { SlideBody } from './parts/SlideBody.tsx';
import { SlideGrid, ThumbnailStrip } from './parts/SlideOverview.tsx';
import { slidesFrom } from './slides.ts';
import { useDeck } from './use-deck.ts';
import * as styles from './css/site-presentation.css.ts';

type Props = ElementViewProps<typeof presentationAttributes, JsonSlide[], LightSlide[], SitePresentationEvents>;

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const bodyClasses = { title: styles.title, figure: styles.figure, text: styles.text, nodes: styles.nodes };

/** The presentation viewer: the slide, its controls, thumbnails or grid, and the speaker notes when presenting. */
export function SitePresentation({ host, label, start, autoplay, hash, thumbnails, headingLevel, data, light, emit }: Props): ReactNode {
  const t = useMessages(presentationMessages);
  const slides = useMemo(() => slidesFrom(data, light), [data, light]);
  const count = slides.length;
  const [state, dispatch] = useDeck({ host, count, start, autoplay, hash, prefix: hashPrefix(host.id), fullscreenFailed: t('fullscreenFailed') });
  const { index } = state;
  const root = useRef<HTMLDivElement>(null);
  const slideBoxes = useRef<(HTMLDivElement | null)[]>([]);
  const presentButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownIndex = useRef(index);

  // Announced and reported only when the slide changes, not on load.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    setAnnouncement(t('announce', { n: index + 1, count }));
    emit('site-presentation-change', { index, slide: index + 1, title: slides[index]?.title ?? '' });
  }, [index, slides, count, t, emit]);

  // A slide that had focus is hidden when the slide changes: focus moves on to the new slide.
  const stage = useRef<HTMLDivElement>(null);
  const focusInSlide = useRef(false);
  const focusedIndex = useRef(index);
  useLayoutEffect(() => {
    const before = slideBoxes.current[focusedIndex.current];
    focusedIndex.current = index;
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(before?.contains(active));
    if (before !== slideBoxes.current[index] && focusInSlide.current && lost) slideBoxes.current[index]?.focus();
  }, [index]);

  // Focus follows the mode: into the slide when the grid closes (if focus was in it) or presenting starts.
  // Focus moves into the grid from SlideGrid itself.
  const modes = useRef({ grid: state.grid, presenting: state.presenting });
  useLayoutEffect(() => {
    const before = modes.current;
    modes.current = { grid: state.grid, presenting: state.presenting };
    const box = root.current;
    const active = document.activeElement;
    const focusLost = !box || !active || active === document.body || !box.contains(active);
    if ((before.grid && !state.grid && focusLost) || (!before.presenting && state.presenting)) slideBoxes.current[index]?.focus();
  }, [state.grid, state.presenting, index]);
  // Presenting covers the page as a modal dialog: Tab stays inside, and focus goes back to the Present button.
  useModal(root, state.presenting, { opener: () => presentButton.current });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(TYPING)) return;
    const action = deckKeyAction(event.key, { grid: state.grid, onControl: target.closest('button, a[href], summary') !== null });
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  if (count === 0) return <p>{t('empty')}</p>;
  const current = slides[index];
  const deckLabel = label || t('label');
  const atStart = index === 0;
  const atEnd = index === count - 1;
  const canPlay = count > 1 && !state.reducedMotion;
  const choose = (target: number): void => dispatch({ type: 'choose', index: target });
  const toggle = (text: string, keys: string) => ({ 'aria-label': text, title: `${text} (${keys})`, 'aria-keyshortcuts': keys });

  return (
    <div
      ref={root}
      className={styles.root}
      role={state.presenting ? 'dialog' : 'region'}
      aria-modal={state.presenting || undefined}
      aria-label={deckLabel}
      data-mode={state.grid ? 'grid' : state.presenting ? 'presenting' : 'slides'}
      data-presenting={state.presenting || undefined}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        focusInSlide.current = Boolean(stage.current?.contains(event.target));
      }}
    >
      <div className={styles.main}>
        <div ref={stage} className={styles.stage} hidden={state.grid}>
          {slides.map((slide, i) => (
            <div
              key={i}
              ref={(el) => {
                slideBoxes.current[i] = el;
              }}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, count, title: slide.title })}
              hidden={i !== index}
              tabIndex={i === index ? 0 : -1}
            >
              <SlideBody slide={slide} headingLevel={headingLevel} className={bodyClasses} />
            </div>
          ))}
        </div>
        {state.grid && <SlideGrid slides={slides} current={index} label={t('overview')} onChoose={choose} />}
        {state.presenting && !state.grid && (
          <div className={styles.notes}>
            <p className={styles.notesTitle}>
              <strong>{t('notes')}</strong>
            </p>
            <p className={current?.notes ? undefined : styles.muted}>{current?.notes || t('noNotes')}</p>
            <p className={styles.muted}>{atEnd ? t('lastSlide') : t('nextUp', { title: slides[index + 1]?.title ?? '' })}</p>
          </div>
        )}
      </div>
      <div className={styles.toolbar} role="group" aria-label={t('controls')}>
        <button type="button" className={styles.button} aria-disabled={atStart || undefined} onClick={() => dispatch({ type: 'previous' })} {...toggle(t('previous'), 'ArrowLeft')}>
          <Icon name="previous" className={styles.icon} />
        </button>
        {canPlay && (
          <button type="button" className={styles.button} onClick={() => dispatch({ type: 'toggle-play' })} aria-label={state.playing ? t('pause') : t('play')} title={state.playing ? t('pause') : t('play')}>
            <Icon name={state.playing ? 'pause' : 'play'} className={styles.icon} />
          </button>
        )}
        <span className={styles.counter}>{t('counter', { n: index + 1, count })}</span>
        <button type="button" className={styles.button} aria-disabled={atEnd || undefined} onClick={() => dispatch({ type: 'next' })} {...toggle(t('next'), 'ArrowRight')}>
          <Icon name="next" className={styles.icon} />
        </button>
        <span className={styles.spacer} />
        <button type="button" className={styles.button} aria-pressed={state.grid} onClick={() => dispatch({ type: 'toggle-grid' })} {...toggle(t('grid'), 'G')}>
          <Icon name="grid" className={styles.icon} />
        </button>
        <button ref={presentButton} type="button" className={styles.button} aria-pressed={state.presenting} onClick={() => dispatch({ type: 'toggle-presenting' })} {...toggle(t('present'), 'P')}>
          <Icon name="present" className={styles.icon} />
        </button>
        <button type="button" className={styles.button} aria-pressed={state.fullscreen} onClick={() => dispatch({ type: 'toggle-fullscreen' })} {...toggle(t('fullscreen'), 'F')}>
          <Icon name="fullscreen" className={styles.icon} />
        </button>
      </div>
      {thumbnails && <ThumbnailStrip slides={slides} current={index} label={t('thumbnails')} onChoose={choose} hidden={state.grid} />}
      <div className={styles.visuallyHidden} aria-live={state.playing ? 'off' : 'polite'} aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
