import { enumAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { audioTrackSchema } from '../../shared/audio/track-schema.ts';
import type { AudioTrack } from '../../shared/audio/rules.ts';
import { audioMessages } from './messages.ts';
import { SiteAudioBar } from './SiteAudioBar.tsx';
import { listOf } from '../../shared/schemas/list.ts';

export { audioTrackSchema };

/** Attributes of `<site-audio-bar>`. */
export const audioBarAttributes = {
  view: enumAttr(['bar', 'playlist'], {
    default: 'bar',
    description: "bar: the page shell's fixed player (one per page); playlist: an in-page track list that starts tracks in the bar.",
  }),
  label: stringAttr({ description: 'Accessible name of the region (default "Audio player" or "Audio playlist").', maxLength: 120 }),
};

/** Events `<site-audio-bar>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteAudioBarEvents {
  /** The current track or play state changed. */
  'site-audio-change': { track: AudioTrack | null; playing: boolean };
}

/**
 * `<site-audio-bar>`: the page shell's persistent audio bar, or (`data-view="playlist"`) a list of
 * tracks that plays in it. One track is current: clicking it toggles play/pause, clicking another
 * starts it; the end of a track stops it; × clears it. Back/forward skip 20 s; a scrubber between
 * the elapsed and remaining time seeks by pointer or keys (arrows, Page Up/Down, Home, End); the
 * speed button steps 0.5x to 2x and wraps, the volume starts at 0.5. The lock screen and hardware
 * media keys show the track (title, description, cover) and play, pause and seek it through the
 * Media Session API. The current track, position, speed and
 * volume are kept per tenant in `localStorage` (`site-audio:<tenant>`, versioned) and resume after
 * a page load; when another tab of the same site starts playing, this one pauses (BroadcastChannel).
 *
 * Starting a track from anywhere: `document.dispatchEvent(new CustomEvent('site-audio-play',
 * { detail: { track: { url, title, description?, coverImage?: { url } } } }))`, or `audio.play(track)`
 * from `shared/audio/store.ts`. Playlist: inline JSON `[{ url, title, description?, coverImage? }]`;
 * put plain `<a href>` links beside it for readers without JavaScript.
 * Events: `site-audio-change` with `{ track, playing }`.
 */
export const SiteAudioBarElement = defineElement('site-audio-bar', SiteAudioBar, {
  description: 'Persistent audio bar with a scrubber, elapsed and remaining time, lock-screen controls and a playlist.',
  attributes: audioBarAttributes,
  payload: { schema: listOf(audioTrackSchema, 500, 'tracks'), description: 'a list of { url, title, description?, coverImage? }' },
  messages: audioMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-audio-bar': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteAudioBarEvents> {
    /** Asks `<site-audio-bar>` to play a track (the bar listens on `document`; it does not send it). */
    'site-audio-play': CustomEvent<{ track: AudioTrack }>;
  }
}
