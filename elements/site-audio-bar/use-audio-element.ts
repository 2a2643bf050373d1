import { useEffect, useRef, type RefObject } from 'react';
import { clampSeek } from '../../shared/media/seek.ts';
import type { AudioState } from '../../shared/audio/store.ts';
import { $audio, audio } from '../../shared/audio/store.ts';

/** Handlers the `<audio>` element needs to keep the store in step with what it really does. */
export interface AudioElementHandlers {
  onLoadedMetadata(): void;
  onTimeUpdate(): void;
  onPlay(): void;
  onPause(): void;
  onEnded(): void;
}

/**
 * Drives an `<audio>` element from the store (play/pause, rate, volume) and reports back: where it
 * is, that it ended, or that the browser paused it. On a new source it seeks to the stored position,
 * which is how a track resumes after a page load; until then its position reports are ignored.
 */
export function useAudioElement(state: AudioState): {
  player: RefObject<HTMLAudioElement | null>;
  handlers: AudioElementHandlers;
  /** Moves the track by `delta` seconds, kept inside it. */
  skip: (delta: number) => void;
  /** Moves the track to `position` seconds, kept inside it. */
  seek: (position: number) => void;
} {
  const player = useRef<HTMLAudioElement>(null);
  const ready = useRef(false);
  const { playing, rate, volume } = state;
  const url = state.current?.url;

  useEffect(() => {
    ready.current = false;
  }, [url]);

  useEffect(() => {
    const el = player.current;
    if (!el) return;
    el.playbackRate = rate;
    el.defaultPlaybackRate = rate;
    el.volume = volume;
    if (playing && el.paused) el.play().catch(() => audio.setPlaying(false));
    else if (!playing && !el.paused) el.pause();
  }, [playing, rate, volume, url]);

  const handlers: AudioElementHandlers = {
    onLoadedMetadata() {
      const el = player.current;
      if (!el) return;
      const position = $audio.get().position;
      if (position > 0 && position < el.duration) el.currentTime = position;
      el.playbackRate = $audio.get().rate;
      ready.current = true;
    },
    onTimeUpdate() {
      const el = player.current;
      if (el && ready.current) audio.setPosition(el.currentTime);
    },
    onPlay() {
      if (!$audio.get().playing) audio.setPlaying(true);
    },
    onPause() {
      const el = player.current;
      if (el && !el.ended && $audio.get().playing) audio.setPlaying(false);
    },
    onEnded: () => audio.ended(),
  };
  const seek = (position: number): void => {
    const el = player.current;
    if (!el) return;
    if (!ready.current) {
      // No metadata yet: move the position the player will seek to once it has loaded.
      audio.setPosition(clampSeek(position, Number.NaN));
      return;
    }
    el.currentTime = clampSeek(position, el.duration);
    audio.setPosition(el.currentTime);
  };
  const skip = (delta: number): void => {
    const el = player.current;
    seek(el && ready.current ? el.currentTime + delta : $audio.get().position + delta);
  };
  return { player, handlers, skip, seek };
}
