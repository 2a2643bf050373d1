import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { AUDIO_SKIP_SECONDS, nextPlaybackRate, skipPosition, type AudioTrack } from '../../shared/audio/rules.ts';
import { $audio, audio } from '../../shared/stores/audio.ts';
import type { audioTrackSchema } from './site-audio-bar.element.ts';
import { audioMessages } from './messages.ts';
import * as styles from './site-audio-bar.css.ts';

type Props = ElementViewProps<Record<string, never>, v.InferOutput<typeof audioTrackSchema>[]>;

/** The audio bar: current track, play/pause, skip, rate, volume, close, and the playlist. */
export function SiteAudioBar({ data, emit }: Props): ReactNode {
  const t = useMessages(audioMessages);
  const state = useStore($audio);
  const player = useRef<HTMLAudioElement>(null);
  const [showList, setShowList] = useState(false);
  const playlist: AudioTrack[] = data ?? [];

  useEffect(() => {
    const onPlay = (event: Event): void => {
      const track = (event as CustomEvent<{ track?: AudioTrack }>).detail?.track;
      if (track) audio.select(track);
    };
    document.addEventListener('site-audio-play', onPlay);
    return () => document.removeEventListener('site-audio-play', onPlay);
  }, []);

  const { playing, rate, volume } = state;
  const currentUrl = state.current?.url;
  useEffect(() => {
    const el = player.current;
    if (!el) return;
    el.playbackRate = rate;
    el.volume = volume;
    if (playing) el.play().catch(() => audio.setPlaying(false));
    else el.pause();
  }, [playing, rate, volume, currentUrl]);

  const current = state.current;
  useEffect(() => {
    emit('site-audio-change', { track: current, playing });
  }, [current, playing, emit]);

  const skip = (delta: number): void => {
    const el = player.current;
    if (el) el.currentTime = skipPosition(el.currentTime, delta, el.duration);
  };

  if (!state.current && playlist.length === 0) return null;

  return (
    <section className={styles.bar} aria-label={t('region')}>
      {state.current && (
        <>
          <audio ref={player} src={state.current.url} preload="metadata" onEnded={() => audio.setPlaying(false)}>
            <track kind="captions" src={state.current.captions} default={Boolean(state.current.captions)} />
          </audio>
          {state.current.coverImage && <img className={styles.cover} src={state.current.coverImage.url} alt="" />}
          <div className={styles.meta}>
            <strong>{state.current.title}</strong>
            {state.current.description && <span className={styles.muted}>{state.current.description}</span>}
          </div>
          <div className={styles.controls}>
            <button type="button" className={styles.button} aria-label={t('back')} onClick={() => skip(-AUDIO_SKIP_SECONDS)}>
              −{AUDIO_SKIP_SECONDS}
            </button>
            <button type="button" className={styles.button} aria-label={state.playing ? t('pause') : t('play')} onClick={() => audio.setPlaying(!state.playing)}>
              {state.playing ? '❚❚' : '▶'}
            </button>
            <button type="button" className={styles.button} aria-label={t('forward')} onClick={() => skip(AUDIO_SKIP_SECONDS)}>
              +{AUDIO_SKIP_SECONDS}
            </button>
            <button type="button" className={styles.button} aria-label={t('rate', { rate: state.rate })} onClick={() => audio.setRate(nextPlaybackRate(state.rate))}>
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
          <button type="button" className={styles.button} aria-expanded={showList} onClick={() => setShowList(!showList)}>
            {t('playlist')}
          </button>
          {showList && (
            <ul className={styles.list}>
              {playlist.map((track) => (
                <li key={track.url}>
                  <button
                    type="button"
                    className={styles.trackButton}
                    aria-pressed={state.current?.url === track.url && state.playing}
                    aria-label={t('playTrack', { title: track.title })}
                    onClick={() => audio.select(track)}
                  >
                    {track.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
