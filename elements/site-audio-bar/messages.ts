import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-audio-bar>`. */
export const audioMessages = defineMessages(
  {
    region: 'Audio player',
    playlistRegion: 'Audio playlist',
    play: 'Play',
    pause: 'Pause',
    back: 'Back 20 seconds',
    forward: 'Forward 20 seconds',
    rate: 'Playback speed {rate}x',
    volume: 'Volume',
    close: 'Close audio player',
    playlist: 'Playlist',
    playTrack: 'Play {title}',
    pauseTrack: 'Pause {title}',
    seek: 'Seek',
    time: '{position} of {duration}',
    badTrack: 'site-audio-play: the track needs a url and a title.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.audio) },
);
