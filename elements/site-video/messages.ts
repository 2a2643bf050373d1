import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-video>`. */
export const videoMessages = defineMessages(
  {
    region: 'Videos',
    playlist: 'Video playlist',
    player: 'Video player: {title}',
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    volume: 'Volume',
    seek: 'Seek',
    time: '{position} of {duration}',
    captions: 'Captions',
    pictureInPicture: 'Picture in picture',
    fullscreen: 'Full screen',
    close: 'Close video',
    playVideo: 'Play {title}',
    nowPlaying: 'Now playing: {title}',
    empty: 'No videos to show.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.video) },
);
