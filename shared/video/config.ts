/** Video block defaults: volume 0.4, muted, looping, 1024x640. */
export const VIDEO_DEFAULTS = {
  playMode: 'inline',
  hidePlaylist: false,
  autoPlay: false,
  muted: true,
  loop: true,
  controls: true,
  volume: 0.4,
  width: 1024,
  height: 640,
} as const;

/** How a chosen video plays: in the page's player, or in a modal dialog. */
export type VideoPlayMode = 'inline' | 'popup';

/** One captions (or subtitles) track of a video. */
export interface VideoCaptions {
  src: string;
  srclang: string;
  label: string;
  default?: boolean;
}

/** A video as configured: the cover image may be `{ url }` or a plain URL. */
export interface VideoInput {
  url: string;
  coverImage?: { url: string } | string;
  title?: string;
  captions?: VideoCaptions[];
}

/** A video ready to show: a cover URL (or none) and a title that is never empty. */
export interface VideoItem {
  url: string;
  cover: string | null;
  title: string;
  captions: VideoCaptions[];
}

/** The last path segment of a URL without its extension, as a readable fallback title. */
function titleFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  const base = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base || 'Video';
}

/**
 * Normalises one configured video: the cover becomes a URL or null, the title falls back to the
 * file name, and at most one captions track stays marked as the default.
 */
export function normaliseVideo(input: VideoInput): VideoItem {
  const cover = typeof input.coverImage === 'string' ? input.coverImage : (input.coverImage?.url ?? '');
  let defaultTaken = false;
  const captions = (input.captions ?? []).map((track) => {
    const isDefault = Boolean(track.default) && !defaultTaken;
    defaultTaken ||= isDefault;
    return { src: track.src, srclang: track.srclang, label: track.label, ...(isDefault ? { default: true } : {}) };
  });
  return { url: input.url, cover: cover.trim() || null, title: input.title?.trim() || titleFromUrl(input.url), captions };
}

/** Keeps a volume inside 0 to 1; anything that is not a number becomes the default 0.4. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return VIDEO_DEFAULTS.volume;
  return Math.min(1, Math.max(0, volume));
}

/** The next index after `index` in a list of `length` items, wrapping (for arrow keys in the playlist). */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
