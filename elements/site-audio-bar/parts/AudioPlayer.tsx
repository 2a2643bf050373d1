import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AUDIO_SKIP_SECONDS, nextPlaybackRate, type AudioTrack } from '../../../shared/audio/rules.ts';
import { formatRemaining, formatTime } from '../../../shared/media/time.ts';
import { audio, type AudioState } from '../../../shared/audio/store.ts';
import { SeekSlider, VolumeSlider } from '../../../shared/element/react/parts/MediaSliders.tsx';
import type { audioMessages } from '../messages.ts';
import { TrackList } from './TrackList.tsx';
import { useAudioElement } from '../use-audio-element.ts';
import { useMediaSession } from '../use-media-session.ts';
import * as styles from '../css/site-audio-bar.css.ts';

type Translate = (key: keyof (typeof audioMessages)['en'], params?: Record<string, string | number>) => string;

/**
 * The fixed bar: the `<audio>` element, the current track and its controls (a scrubber between the
 * elapsed and remaining time, seeking by arrows, Home/End and Page Up/Down), the playlist popover,
 * and the system's media controls through the Media Session API.
 */
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
  const { player, handlers, skip, seek } = useAudioElement(state);
  const current = state.current;
  const duration = loaded.url === current?.url ? loaded.duration : Number.NaN;
  const position = state.position;
  useMediaSession(current, { playing: state.playing, position, rate: state.rate, duration }, { skip, seek });

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
            <span className={styles.scrubber}>
              <span className={`${styles.muted} ${styles.time}`} data-time>
                {formatTime(position)}
              </span>
              <SeekSlider
                className={styles.seek}
                position={position}
                duration={duration}
                label={t('seek')}
                describeTime={(times) => t('time', times)}
                onSeek={seek}
              />
              <span className={`${styles.muted} ${styles.time}`} data-remaining>
                {formatRemaining(position, duration)}
              </span>
            </span>
            <button
              type="button"
              className={styles.button}
              aria-label={t('rate', { rate: state.rate })}
              onClick={() => audio.setRate(nextPlaybackRate(state.rate))}
            >
              {state.rate}x
            </button>
            <VolumeSlider className={styles.volume} value={state.volume} label={t('volume')} onChange={(volume) => audio.setVolume(volume)} />
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
