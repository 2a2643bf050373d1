import { atom } from 'nanostores';
import { DEFAULT_AUDIO_VOLUME, selectTrack, type AudioTrack } from '../audio/rules.ts';

/** The state of the page's one audio player. */
export interface AudioState {
  current: AudioTrack | null;
  playing: boolean;
  rate: number;
  volume: number;
}

/** The audio player shared by every element: the audio bar plays it, other elements start tracks. */
export const $audio = atom<AudioState>({ current: null, playing: false, rate: 1, volume: DEFAULT_AUDIO_VOLUME });

/** Audio actions. */
export const audio = {
  /** Clicking a track: the current one toggles play/pause, another starts. */
  select(track: AudioTrack): void {
    const state = $audio.get();
    const next = selectTrack(state, track);
    $audio.set({ ...state, current: next.current, playing: next.playing });
  },
  setPlaying(playing: boolean): void {
    $audio.set({ ...$audio.get(), playing });
  },
  setRate(rate: number): void {
    $audio.set({ ...$audio.get(), rate });
  },
  setVolume(volume: number): void {
    $audio.set({ ...$audio.get(), volume: Math.min(1, Math.max(0, volume)) });
  },
  /** Closing clears the current track. */
  close(): void {
    $audio.set({ ...$audio.get(), current: null, playing: false });
  },
};
