import type { Dispatch, ReactNode, RefObject } from 'react';
import type { DeckAction, DeckState } from '../../../shared/presentation/deck.ts';
import type { Translate } from '../messages.ts';
import { Icon } from './icons.tsx';
import * as styles from '../css/site-presentation.css.ts';

interface Props {
  state: DeckState;
  /** Number of slides. */
  count: number;
  dispatch: Dispatch<DeckAction>;
  /** The Present button, where focus goes back when presenting ends. */
  presentButton: RefObject<HTMLButtonElement | null>;
  t: Translate;
}

/** The slide controls: previous, play or pause, the counter, next, grid, presenting mode and fullscreen. */
export function Toolbar({ state, count, dispatch, presentButton, t }: Props): ReactNode {
  const { index } = state;
  const atStart = index === 0;
  const atEnd = index === count - 1;
  const canPlay = count > 1 && !state.reducedMotion;
  const toggle = (text: string, keys: string) => ({ 'aria-label': text, title: `${text} (${keys})`, 'aria-keyshortcuts': keys });
  return (
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
  );
}
