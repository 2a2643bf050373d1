import * as v from 'valibot';
import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { VIDEO_DEFAULTS } from '../../shared/video/config.ts';
import { videoMessages } from './messages.ts';
import { readVideoChildren } from './read-videos.ts';
import { SiteVideo } from './SiteVideo.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-video>` (defaults: volume 0.4, muted, looping, 1024x640). */
export const videoAttributes = {
  playMode: enumAttr(['inline', 'popup'], {
    default: VIDEO_DEFAULTS.playMode,
    description: "inline: play in the block's player; popup: play in a modal dialog.",
  }),
  hidePlaylist: booleanAttr({ description: 'Hide the list of videos (inline mode shows only the player).' }),
  autoPlay: booleanAttr({ description: 'Start the first video when the block appears (inline mode).' }),
  muted: booleanAttr({ default: VIDEO_DEFAULTS.muted, description: 'Start muted (default true; data-muted="false" to start with sound).' }),
  loop: booleanAttr({ default: VIDEO_DEFAULTS.loop, description: 'Loop the video (default true).' }),
  controls: booleanAttr({
    default: VIDEO_DEFAULTS.controls,
    description: 'Show the player controls (default true); clicking the video always toggles play/pause.',
  }),
  volume: numberAttr({ default: VIDEO_DEFAULTS.volume, min: 0, max: 1, description: 'Starting volume from 0 to 1 (default 0.4).' }),
  width: numberAttr({
    default: VIDEO_DEFAULTS.width,
    min: 1,
    max: 7680,
    integer: true,
    description: 'Player width in CSS pixels (default 1024; it never overflows its container).',
  }),
  height: numberAttr({
    default: VIDEO_DEFAULTS.height,
    min: 1,
    max: 4320,
    integer: true,
    description: 'Player height in CSS pixels (default 640; kept as the aspect ratio).',
  }),
  noPreview: booleanAttr({ description: 'No muted preview when pointing at or focusing a video in the list.' }),
  label: stringAttr({ description: 'Accessible name of the block (default "Videos").', maxLength: 120 }),
};

const captionsSchema = v.object({
  src: v.pipe(v.string(), v.nonEmpty('a captions file URL')),
  srclang: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag like "en"')),
  label: v.pipe(v.string(), v.nonEmpty('a label')),
  default: v.optional(v.boolean()),
});

/** One video given as inline JSON: `{ url, coverImage?: { url } | string, title?, captions? }`. */
export const videoItemSchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty('a video URL')),
  coverImage: v.optional(v.union([v.string(), v.object({ url: v.string() })])),
  title: v.optional(v.string()),
  captions: v.optional(listOf(captionsSchema, 20, 'caption tracks')),
});

/** Events `<site-video>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteVideoEvents {
  /** A video started playing. */
  'site-video-play': { url: string; title: string };
}

/**
 * `<site-video>`: a video block: a player and a list of videos with cover images. In `inline` mode
 * a chosen video plays in the block's player; in `popup` mode it plays in a modal dialog (focus kept
 * inside, Esc closes, focus returns). Pointing at or focusing a video in the list plays a muted
 * preview (not with `data-no-preview` or reduced motion). Clicking the video toggles play/pause.
 * The controls: a seek slider (read out as "1:05 of 3:20") with the time, play/pause, mute, volume,
 * a captions switch when the video has caption tracks (from `captions`), picture-in-picture where
 * the browser has it, and fullscreen. While focus is in the player: Space/K play or pause, J/L and
 * ←/→ seek, M mutes, F fullscreen, C captions. While it plays, the controls hide 2 s after the
 * pointer last moved, never while focus is inside them, and not before 2.5 s after playback
 * started (the start timer).
 * Videos from `<video>` / `<a href>` children (they work before JavaScript) or inline JSON.
 * Events: `site-video-play` `{ url, title }` when a video starts playing.
 */
export const SiteVideoElement = defineElement('site-video', SiteVideo, {
  description: 'Video player with seek bar, captions and fullscreen, a playlist, hover preview and popup mode.',
  attributes: videoAttributes,
  payload: { schema: listOf(videoItemSchema, 200, 'videos'), description: 'a list of { url, coverImage?, title?, captions? }' },
  readLightDom: readVideoChildren,
  messages: videoMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-video': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteVideoEvents> {}
}
