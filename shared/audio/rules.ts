/** Seconds skipped by the back and forward buttons. */
export const AUDIO_SKIP_SECONDS = 20;
/** Volume of a fresh audio bar (0 to 1). */
export const DEFAULT_AUDIO_VOLUME = 0.5;
/** Playback rates cycle 0.5 → 1 → 1.5 → 2 → 0.5. */
export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;

/** One track of the playlist. */
export interface AudioTrack {
  url: string;
  title: string;
  description?: string;
  coverImage?: { url: string };
  /** A WebVTT captions file for the track, when there is one. */
  captions?: string;
}

/** The next playback rate: steps by 0.5 up to 2, then wraps to 0.5. */
export function nextPlaybackRate(rate: number): number {
  const next = Math.round((rate + 0.5) * 2) / 2;
  return next > 2 || next < 0.5 ? 0.5 : next;
}

/** What clicking a track does: the current one toggles play/pause, another one starts playing. */
export function selectTrack(
  state: { current: AudioTrack | null; playing: boolean },
  track: AudioTrack,
): { current: AudioTrack; playing: boolean; restart: boolean } {
  if (state.current?.url === track.url) return { current: state.current, playing: !state.playing, restart: false };
  return { current: track, playing: true, restart: true };
}
