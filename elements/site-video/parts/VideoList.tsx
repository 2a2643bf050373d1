import { useState, type ReactNode } from 'react';
import type { VideoItem } from '../../../shared/video/config.ts';
import * as styles from '../css/site-video.css.ts';

/** True when the visitor asked for reduced motion (no preview then). */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The list of videos as cover cards. Pointing at or focusing a card plays a muted, looping preview
 * over its cover, unless previews are off or reduced motion is asked for.
 */
export function VideoList(props: {
  videos: VideoItem[];
  current: number | null;
  preview: boolean;
  label: string;
  playLabel: (title: string) => string;
  onChoose: (index: number, opener: HTMLButtonElement) => void;
}): ReactNode {
  const [previewing, setPreviewing] = useState<number | null>(null);
  const start = (index: number): void => {
    if (props.preview && !reducedMotion()) setPreviewing(index);
  };
  const stop = (index: number): void => setPreviewing((shown) => (shown === index ? null : shown));
  return (
    <ul className={styles.list} aria-label={props.label}>
      {props.videos.map((video, index) => (
        <li key={`${index}:${video.url}`}>
          <button
            type="button"
            className={styles.card}
            aria-current={props.current === index || undefined}
            aria-label={props.playLabel(video.title)}
            onClick={(event) => props.onChoose(index, event.currentTarget)}
            onPointerEnter={() => start(index)}
            onPointerLeave={() => stop(index)}
            onFocus={() => start(index)}
            onBlur={() => stop(index)}
          >
            <span className={styles.thumb}>
              {video.cover && <img src={video.cover} alt="" loading="lazy" />}
              {previewing === index && <video src={video.url} muted loop autoPlay playsInline aria-hidden="true" data-preview />}
            </span>
            <span className={styles.cardTitle}>{video.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
