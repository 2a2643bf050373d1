import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import * as v from 'valibot';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { audioTrackSchema } from '../../shared/audio/track-schema.ts';
import { $audio, audio, connectAudio } from '../../shared/audio/store.ts';
import type { audioBarAttributes, SiteAudioBarEvents } from './site-audio-bar.element.ts';
import { audioMessages } from './messages.ts';
import { AudioPlayer } from './parts/AudioPlayer.tsx';
import { TrackList } from './parts/TrackList.tsx';
import * as styles from './css/site-audio-bar.css.ts';

type Props = ElementViewProps<typeof audioBarAttributes, v.InferOutput<typeof audioTrackSchema>[], never, SiteAudioBarEvents>;

/** `<site-audio-bar>`: the fixed player (restoring, storing and handing over playback between tabs) or an in-page playlist. */
export function SiteAudioBar({ view, label, data, emit }: Props): ReactNode {
  const t = useMessages(audioMessages);
  const state = useStore($audio);
  const playlist = data ?? [];
  const isBar = view === 'bar';

  useEffect(() => {
    if (!isBar) return undefined;
    const disconnect = connectAudio();
    const onPlay = (event: Event): void => {
      const result = v.safeParse(audioTrackSchema, (event as CustomEvent<{ track?: unknown }>).detail?.track);
      if (result.success) audio.play(result.output);
      else console.error(t('badTrack'));
    };
    document.addEventListener('site-audio-play', onPlay);
    return () => {
      document.removeEventListener('site-audio-play', onPlay);
      disconnect();
    };
  }, [isBar, t]);

  const { current, playing } = state;
  useEffect(() => {
    if (isBar) emit('site-audio-change', { track: current, playing });
  }, [isBar, current, playing, emit]);

  if (isBar) return <AudioPlayer state={state} playlist={playlist} label={label} t={t} />;
  return (
    <section className={styles.inline} aria-label={label || t('playlistRegion')}>
      <TrackList tracks={playlist} state={state} t={t} />
    </section>
  );
}
