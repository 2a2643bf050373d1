import { useEffect, useRef } from 'react';
import { AUDIO_SKIP_SECONDS, type AudioTrack } from '../../shared/audio/rules.ts';
import { sessionMetadata } from '../../shared/media/media-session.ts';
import { audio } from '../../shared/audio/store.ts';

/** How the bar moves its track, for the system's seek actions. */
export interface SessionSeeking {
  skip(delta: number): void;
  seek(position: number): void;
}

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // A browser that does not know this action leaves it to its own default.
  }
}

/**
 * Tells the Media Session API (lock screen, notification, hardware media keys) what plays: the
 * track's title, description and cover, whether it plays, and where it is; and takes play, pause,
 * seek back and forward (20 s unless the system asks for another step) and seek-to from it.
 */
export function useMediaSession(
  track: AudioTrack | null,
  state: { playing: boolean; position: number; rate: number; duration: number },
  seeking: SessionSeeking,
): void {
  const latest = useRef(seeking);
  useEffect(() => {
    latest.current = seeking;
  });
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  const active = track !== null;

  useEffect(() => {
    if (!session) return;
    session.metadata = track && typeof MediaMetadata === 'function' ? new MediaMetadata(sessionMetadata(track, document.baseURI)) : null;
  }, [session, track]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = active ? (state.playing ? 'playing' : 'paused') : 'none';
    if (!active || !Number.isFinite(state.duration) || state.duration <= 0) return;
    try {
      session.setPositionState?.({
        duration: state.duration,
        position: Math.min(state.position, state.duration),
        playbackRate: state.rate,
      });
    } catch {
      // A position the browser refuses (a duration still settling) is simply not shown.
    }
  }, [session, active, state.playing, state.position, state.rate, state.duration]);

  useEffect(() => {
    if (!session || !active) return undefined;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => audio.setPlaying(true)],
      ['pause', () => audio.setPlaying(false)],
      ['seekbackward', (details) => latest.current.skip(-(details.seekOffset ?? AUDIO_SKIP_SECONDS))],
      ['seekforward', (details) => latest.current.skip(details.seekOffset ?? AUDIO_SKIP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && latest.current.seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
    };
  }, [session, active]);
}
