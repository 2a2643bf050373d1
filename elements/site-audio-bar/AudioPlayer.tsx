import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AUDIO_SKIP_SECONDS, nextPlaybackRate, type AudioTrack } from '../../shared/audio/rules.ts';
import { audio, type AudioState } from '../../shared/stores/audio.ts';
import type { audioMessages } from './messages.ts';
import { TrackList } from './TrackList.tsx';
import { useAudioElement } from './use-audio-element.ts';
import * as styles from './site-audio-bar.css.ts';

type Translate = (key: keyof (typeof audioMessages)['en'], params?: Record<string, string | number>) => string;

/** Minutes and seconds: `1:05`. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The fixed bar: the `<audio>` element, the current track and its controls, and the playlist popover. */
export function AudioPlayer({
  state,
  playlist,
  label,
  t,
}: {
  state: AudioState;
  playlist: AudioTrack[];
  label: string;
  t: Translate;
}): ReactNode {
  const toggle = useRef<HTMLButtonElement>(null);
  const [showList, setShowList] = useState(false);
  const [loaded, setLoaded] = useState({ url: '', duration: Number.NaN });
  const listId = useId();
  const { player, handlers, skip } = useAudioElement(state);
  const current = state.current;
  const duration = loaded.url === current?.url ? loaded.duration : Number.NaN;

  useEffect(() => {
    if (!showList) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setShowList(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showList]);

  if (!current && playlist.length === 0) return null;

  return (
    <section className={styles.bar} aria-label={label || t('region')}>
      {current && (
        <>
          {/* A captions track is added when the track has one (music and tones have none). */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            ref={player}
            src={current.url}
            preload="metadata"
            {...handlers}
            onLoadedMetadata={() => {
              setLoaded({ url: current.url, duration: player.current?.duration ?? Number.NaN });
              handlers.onLoadedMetadata();
            }}
          >
            {current.captions && <track kind="captions" src={current.captions} default />}
          </audio>
          {current.coverImage && <img className={styles.cover} src={current.coverImage.url} alt="" width="44" height="44" />}
          <div className={styles.meta}>
            <strong>{current.title}</strong>
            {current.description && <span className={styles.muted}>{current.description}</span>}
          </div>
          <div className={styles.controls}>
            <button type="button" className={styles.button} aria-label={t('back')} onClick={() => skip(-AUDIO_SKIP_SECONDS)}>
              −{AUDIO_SKIP_SECONDS}
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label={state.playing ? t('pause') : t('play')}
              onClick={() => audio.setPlaying(!state.playing)}
            >
              {state.playing ? '❚❚' : '▶'}
            </button>
            <button type="button" className={styles.button} aria-label={t('forward')} onClick={() => skip(AUDIO_SKIP_SECONDS)}>
              +{AUDIO_SKIP_SECONDS}
            </button>
            <span className={`${styles.muted} ${styles.time}`} data-time>
              {Number.isFinite(duration)
                ? t('time', { position: clock(state.position), duration: clock(duration) })
                : clock(state.position)}
            </span>
            <button
              type="button"
              className={styles.button}
              aria-label={t('rate', { rate: state.rate })}
              onClick={() => audio.setRate(nextPlaybackRate(state.rate))}
            >
              {state.rate}x
            </button>
            <input
              className={styles.volume}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={state.volume}
              aria-label={t('volume')}
              onChange={(event) => audio.setVolume(Number(event.currentTarget.value))}
            />
            <button type="button" className={styles.button} aria-label={t('close')} onClick={() => audio.close()}>
              ×
            </button>
          </div>
        </>
      )}
      {playlist.length > 0 && (
        <div className={styles.playlist}>
          <button
            ref={toggle}
            type="button"
            className={styles.button}
            aria-expanded={showList}
            aria-controls={listId}
            onClick={() => setShowList(!showList)}
          >
            {t('playlist')}
          </button>
          <div className={styles.popover} hidden={!showList}>
            <TrackList tracks={playlist} state={state} id={listId} t={t} />
          </div>
        </div>
      )}
    </section>
  );
}
