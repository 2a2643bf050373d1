/** A track as the Media Session needs it. */
export interface SessionTrack {
  title: string;
  description?: string;
  coverImage?: { url: string };
}

/**
 * What the lock screen and system media controls show for a track: its title, its description as
 * the artist line, and its cover as the artwork (none without a cover), made absolute against `base`.
 */
export function sessionMetadata(track: SessionTrack, base: string): MediaMetadataInit {
  return {
    title: track.title,
    artist: track.description ?? '',
    artwork: track.coverImage ? [{ src: new URL(track.coverImage.url, base).href }] : [],
  };
}
