import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VideoItem } from '../../shared/video/config.ts';
import type { videoMessages } from './messages.ts';
import { useControls } from './use-controls.ts';
import * as styles from './site-video.css.ts';

type Translate = (key: keyof (typeof videoMessages)['en'], params?: Record<string, string | number>) => string;

/** A speaker, crossed out when muted (drawn, so it needs no emoji font). */
function SpeakerIcon({ muted }: { muted: boolean }): ReactNode {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

/** What the player is told: its video, the block's settings, and whether to start at once. */
export interface VideoPlayerProps {
  video: VideoItem;
  start: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  volume: number;
  width: number;
  height: number;
  t: Translate;
  onPlay(video: VideoItem): void;
}

/**
 * One `<video>` with custom controls (play/pause, mute, volume). Clicking the picture toggles
 * play/pause; while playing, the controls hide on the shared timer rules.
 */
export function VideoPlayer(props: VideoPlayerProps): ReactNode {
  const { video, t } = props;
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(props.muted);
  const [volume, setVolume] = useState(props.volume);
  const [controls, dispatch] = useControls();

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    el.volume = volume;
    el.muted = muted;
  }, [volume, muted]);

  useEffect(() => {
    if (props.start) element.current?.play().catch(() => setPlaying(false));
  }, [props.start, video.url]);

  const toggle = (): void => {
    const el = element.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  return (
    <div
      className={styles.player}
      style={{ maxWidth: `${props.width}px`, aspectRatio: `${props.width} / ${props.height}` }}
      data-controls-hidden={!controls.visible || undefined}
      onPointerMove={() => dispatch({ type: 'pointer', now: Date.now() })}
      onFocus={() => dispatch({ type: 'focus-in' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus-out', now: Date.now() });
      }}
    >
      {/* Caption tracks come from the configuration whenever the video has them. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={element}
        className={styles.video}
        src={video.url}
        poster={video.cover ?? undefined}
        width={props.width}
        height={props.height}
        loop={props.loop}
        playsInline
        preload="metadata"
        aria-label={t('player', { title: video.title })}
        onClick={toggle}
        onPlay={() => {
          setPlaying(true);
          dispatch({ type: 'play', now: Date.now() });
          props.onPlay(video);
        }}
        onPause={() => {
          setPlaying(false);
          dispatch({ type: 'pause' });
        }}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        {video.captions.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={track.default} />
        ))}
      </video>
      {props.controls && (
        <div className={styles.controls}>
          <button type="button" className={styles.button} aria-label={playing ? t('pause') : t('play')} onClick={toggle}>
            {playing ? '❚❚' : '▶'}
          </button>
          <button type="button" className={styles.button} aria-pressed={muted} aria-label={t('mute')} onClick={() => setMuted(!muted)}>
            <SpeakerIcon muted={muted} />
          </button>
          <input
            className={styles.volume}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            aria-label={t('volume')}
            onChange={(event) => {
              setVolume(Number(event.currentTarget.value));
              setMuted(false);
            }}
          />
          <span className={styles.title}>{video.title}</span>
        </div>
      )}
    </div>
  );
}
