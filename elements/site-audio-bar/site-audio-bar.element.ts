import * as v from 'valibot';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { audioMessages } from './messages.ts';
import { SiteAudioBar } from './SiteAudioBar.tsx';

/** One playlist entry: `{ url, title, description?, coverImage?: { url } }`. */
export const audioTrackSchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.optional(v.string()),
  coverImage: v.optional(v.object({ url: v.string() })),
  captions: v.optional(v.string()),
});

/**
 * `<site-audio-bar>`: the page shell's persistent audio bar. Its playlist comes from inline JSON;
 * other elements start a track through the shared audio store or a `site-audio-play` event on
 * `document` with `{ track }`. Events: `site-audio-change` with `{ track, playing }`.
 */
export const SiteAudioBarElement = defineElement('site-audio-bar', SiteAudioBar, {
  description: 'Persistent audio bar with a playlist.',
  attributes: {},
  payload: { schema: v.array(audioTrackSchema), description: 'a list of { url, title, description?, coverImage? }' },
  messages: audioMessages,
  events: { 'site-audio-change': 'The current track or play state changed: { track, playing }.' },
});

declare global {
  interface HTMLElementTagNameMap {
    'site-audio-bar': HTMLElement;
  }
}
