import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { playerKeyAction, type PlayerKey } from '../../../shared/media/player-keys.ts';
import { clampSeek, seekSteps } from '../../../shared/media/seek.ts';
import type { VideoItem } from '../../../shared/video/config.ts';
import type { videoMessages } from '../messages.ts';
import { useControls } from '../use-controls.ts';
import { useFullscreen } from '../use-fullscreen.ts';
import { VideoControls } from './VideoControls.tsx';
import * as styles from '../css/site-video.css.ts';

type Translate = (key: keyof (typeof videoMessages)['en'], params?: Record<string, string | number>) => string;

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

/** Shows caption track `chosen` when `on`, and no track otherwise. */
function showCaptions(video: HTMLVideoElement, on: boolean, chosen: number): void {
  Array.from(video.textTracks).forEach((track, index) => {
    track.mode = on && index === chosen ? 'showing' : 'disabled';
  });
}

/**
 * One `<video>` with custom controls (seek, play/pause, mute, volume, time, captions,
 * picture-in-picture, fullscreen). Clicking the picture toggles play/pause and puts focus in the
 * player, where Space/K, J/L, ←/→, M, F and C work; while playing, the controls hide on the shared
 * timer rules.
 */
export function VideoPlayer(props: VideoPlayerProps): ReactNode {
  const { video, t } = props;
  const box = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(props.muted);
  const [volume, setVolume] = useState(props.volume);
  const [time, setTime] = useState({ position: 0, duration: Number.NaN });
  const [captions, setCaptions] = useState(video.captions.some((track) => track.default));
  const [pip, setPip] = useState(false);
  const [fullscreen, toggleFullscreen] = useFullscreen(box);
  const [controls, dispatch] = useControls();
  const hasPip = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    el.volume = volume;
    el.muted = muted;
  }, [volume, muted]);

  useEffect(() => {
    if (props.start) element.current?.play().catch(() => setPlaying(false));
  }, [props.start, video.url]);

  useEffect(() => {
    if (element.current) showCaptions(element.current, captions, Math.max(0, video.captions.findIndex((track) => track.default)));
  }, [captions, video]);

  useEffect(() => {
    // The metadata may have arrived before this player was mounted (a render that waited for its texts).
    const el = element.current;
    if (el && el.readyState > 0) setTime({ position: el.currentTime, duration: el.duration });
  }, [video.url]);

  useEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const enter = (): void => setPip(true);
    const leave = (): void => setPip(false);
    el.addEventListener('enterpictureinpicture', enter);
    el.addEventListener('leavepictureinpicture', leave);
    return () => {
      el.removeEventListener('enterpictureinpicture', enter);
      el.removeEventListener('leavepictureinpicture', leave);
    };
  }, []);

  const toggle = (): void => {
    const el = element.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  const seek = (to: number): void => {
    const el = element.current;
    if (!el) return;
    el.currentTime = clampSeek(to, el.duration);
    setTime({ position: el.currentTime, duration: el.duration });
  };
  const seekBy = (delta: number): void => seek((element.current?.currentTime ?? 0) + delta);
  const togglePip = (): void => {
    const el = element.current;
    if (!el) return;
    const request = document.pictureInPictureElement === el ? document.exitPictureInPicture() : el.requestPictureInPicture();
    // A refusal changes nothing: the enter and leave events set the state.
    request.catch(() => undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // React's keyboard event carries what the rules read: key, modifiers and the focused element.
    const action = playerKeyAction(event as unknown as PlayerKey);
    const steps = seekSteps(time.duration);
    const actions: Record<NonNullable<typeof action>, () => void> = {
      toggle,
      back: () => seekBy(-steps.small),
      forward: () => seekBy(steps.small),
      'jump-back': () => seekBy(-steps.large),
      'jump-forward': () => seekBy(steps.large),
      mute: () => setMuted(!muted),
      fullscreen: toggleFullscreen,
      captions: () => setCaptions(!captions),
    };
    if (!action || (action === 'captions' && video.captions.length === 0)) return;
    event.preventDefault();
    actions[action]();
  };
  const onTime = (): void => {
    const el = element.current;
    if (el) setTime({ position: el.currentTime, duration: el.duration });
  };

  return (
    // The player takes focus when its picture is clicked, so the keys work; its controls are reachable by Tab.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={box}
      tabIndex={-1}
      className={styles.player}
      style={{ maxWidth: `${props.width}px`, aspectRatio: `${props.width} / ${props.height}` }}
      data-controls-hidden={!controls.visible || undefined}
      onKeyDown={onKeyDown}
      onPointerMove={() => dispatch({ type: 'pointer', now: Date.now() })}
      onFocus={(event) => dispatch(event.target === event.currentTarget ? { type: 'focus-out', now: Date.now() } : { type: 'focus-in' })}
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
        onDurationChange={onTime}
        onTimeUpdate={onTime}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        {video.captions.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={track.default} />
        ))}
      </video>
      {props.controls && (
        <VideoControls
          t={t}
          title={video.title}
          playing={playing}
          muted={muted}
          volume={volume}
          position={time.position}
          duration={time.duration}
          captions={video.captions.length > 0 ? captions : null}
          pictureInPicture={hasPip ? pip : null}
          fullscreen={fullscreen}
          onToggle={toggle}
          onMute={() => setMuted(!muted)}
          onVolume={(value) => {
            setVolume(value);
            setMuted(false);
          }}
          onSeek={seek}
          onCaptions={() => setCaptions(!captions)}
          onPictureInPicture={togglePip}
          onFullscreen={toggleFullscreen}
        />
      )}
    </div>
  );
}
