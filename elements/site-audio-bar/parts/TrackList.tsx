import type { ReactNode } from 'react';
import type { AudioTrack } from '../../../shared/audio/rules.ts';
import { audio, type AudioState } from '../../../shared/audio/store.ts';
import * as styles from '../css/site-audio-bar.css.ts';

/** The list of tracks: each row's button toggles its track if current, else starts it. */
export function TrackList({
  tracks,
  state,
  id,
  t,
}: {
  tracks: AudioTrack[];
  state: AudioState;
  id?: string;
  t: (key: 'playTrack' | 'pauseTrack', params: { title: string }) => string;
}): ReactNode {
  return (
    <ul className={styles.list} id={id}>
      {tracks.map((track) => {
        const current = state.current?.url === track.url;
        const playing = current && state.playing;
        return (
          <li key={track.url} className={styles.track} data-current={current || undefined}>
            {track.coverImage && <img className={styles.cover} src={track.coverImage.url} alt="" width="44" height="44" />}
            <span className={styles.meta}>
              <strong>{track.title}</strong>
              {track.description && <span className={styles.muted}>{track.description}</span>}
            </span>
            <button
              type="button"
              className={styles.button}
              aria-pressed={playing}
              aria-label={t(playing ? 'pauseTrack' : 'playTrack', { title: track.title })}
              onClick={() => audio.select(track)}
            >
              {playing ? '❚❚' : '▶'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
