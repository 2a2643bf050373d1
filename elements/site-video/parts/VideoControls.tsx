import type { ReactNode } from 'react';
import { formatTime } from '../../../shared/media/time.ts';
import { SeekSlider, VolumeSlider } from '../../../shared/element/react/parts/MediaSliders.tsx';
import type { videoMessages } from '../messages.ts';
import * as styles from '../css/site-video.css.ts';

type Translate = (key: keyof (typeof videoMessages)['en'], params?: Record<string, string | number>) => string;

/** A drawn icon (no emoji font needed): 24 px paths, stroked in the text colour. */
function Icon({ d, fill }: { d: string; fill?: string }): ReactNode {
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
      {fill && <path d={fill} fill="currentColor" />}
      <path d={d} />
    </svg>
  );
}

const SPEAKER = 'M4 9h4l5-4v14l-5-4H4z';
const ICONS = {
  muted: 'M17 9l5 6M22 9l-5 6',
  sound: 'M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12',
  enter: 'M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6',
  exit: 'M9 3v6H3M21 9h-6V3M15 21v-6h6M3 15h6v6',
  pip: 'M3 5h18v14H3z',
  captions: 'M3 5h18v14H3zM7 11h10M7 15h4M14 15h3',
};

/** What the control bar shows and what its controls do. */
export interface VideoControlsProps {
  t: Translate;
  title: string;
  playing: boolean;
  muted: boolean;
  volume: number;
  position: number;
  duration: number;
  /** Whether captions are on; `null` when the video has none (no button). */
  captions: boolean | null;
  /** Whether the video is in picture-in-picture; `null` where the browser has none (no button). */
  pictureInPicture: boolean | null;
  fullscreen: boolean;
  onToggle(): void;
  onMute(): void;
  onVolume(volume: number): void;
  onSeek(position: number): void;
  onCaptions(): void;
  onPictureInPicture(): void;
  onFullscreen(): void;
}

/**
 * The player's control bar: a seek slider (its value read as "1:05 of 3:20") and the time, then
 * play/pause, mute, volume, the title, and captions, picture-in-picture and fullscreen switches.
 */
export function VideoControls(props: VideoControlsProps): ReactNode {
  const { t, position, duration } = props;
  const toggle = (label: string, pressed: boolean, onClick: () => void, icon: ReactNode): ReactNode => (
    <button type="button" className={styles.button} aria-pressed={pressed} aria-label={label} onClick={onClick}>
      {icon}
    </button>
  );
  return (
    <div className={styles.controls}>
      <div className={styles.seekRow}>
        <SeekSlider
          className={styles.seek}
          position={position}
          duration={duration}
          label={t('seek')}
          describeTime={(times) => t('time', times)}
          onSeek={props.onSeek}
        />
        <span className={styles.time} data-time>
          {formatTime(position)} / {formatTime(duration)}
        </span>
      </div>
      <button type="button" className={styles.button} aria-label={props.playing ? t('pause') : t('play')} onClick={props.onToggle}>
        {props.playing ? '❚❚' : '▶'}
      </button>
      {toggle(t('mute'), props.muted, props.onMute, <Icon fill={SPEAKER} d={props.muted ? ICONS.muted : ICONS.sound} />)}
      <VolumeSlider className={styles.volume} value={props.volume} label={t('volume')} onChange={props.onVolume} />
      <span className={styles.title}>{props.title}</span>
      {props.captions !== null && toggle(t('captions'), props.captions, props.onCaptions, <Icon d={ICONS.captions} />)}
      {props.pictureInPicture !== null &&
        toggle(t('pictureInPicture'), props.pictureInPicture, props.onPictureInPicture, <Icon d={ICONS.pip} fill="M12 12h7v5h-7z" />)}
      {toggle(t('fullscreen'), props.fullscreen, props.onFullscreen, <Icon d={props.fullscreen ? ICONS.exit : ICONS.enter} />)}
    </div>
  );
}
