import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $audio, audio, audioStorageKey, connectAudio, INITIAL_AUDIO_STATE, restoreAudio } from './store.ts';

const a = { url: '/a.ogg', title: 'A' };
const b = { url: '/b.ogg', title: 'B' };

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  $audio.set(INITIAL_AUDIO_STATE);
});
afterEach(() => vi.unstubAllGlobals());

describe('audio store', () => {
  it('toggles the current track, starts another from the beginning, stops at the end and clears on close', () => {
    audio.select(a);
    expect($audio.get()).toMatchObject({ current: a, playing: true, position: 0 });
    audio.setPosition(7);
    audio.select(a);
    expect($audio.get()).toMatchObject({ current: a, playing: false, position: 7 });
    audio.select(b);
    expect($audio.get()).toMatchObject({ current: b, playing: true, position: 0 });
    audio.ended();
    expect($audio.get()).toMatchObject({ current: b, playing: false, position: 0 });
    audio.close();
    expect($audio.get()).toMatchObject({ current: null, playing: false });
    audio.setPlaying(true);
    expect($audio.get().playing).toBe(false);
  });

  it('play() from another element resumes the current track and starts a new one', () => {
    audio.play(a);
    audio.setPosition(4);
    audio.setPlaying(false);
    audio.play(a);
    expect($audio.get()).toMatchObject({ current: a, playing: true, position: 4 });
    audio.play(b);
    expect($audio.get()).toMatchObject({ current: b, position: 0 });
  });

  it('stores every change per tenant and restores it on the next page', () => {
    const disconnect = connectAudio({ channel: () => null });
    audio.select(a);
    audio.setRate(1.5);
    audio.setPosition(9.87);
    disconnect();
    expect(localStorage.getItem(audioStorageKey())).toContain('"position":9.9');
    $audio.set(INITIAL_AUDIO_STATE);
    restoreAudio();
    expect($audio.get()).toEqual({ current: a, playing: true, rate: 1.5, volume: 0.5, position: 9.9 });
  });

  it('keeps a live track over the stored one, and survives corrupt or throwing storage', () => {
    localStorage.setItem(audioStorageKey(), '{corrupt');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    restoreAudio();
    expect($audio.get()).toEqual(INITIAL_AUDIO_STATE);
    expect(warn).toHaveBeenCalledOnce();
    audio.select(b);
    localStorage.setItem(audioStorageKey(), JSON.stringify({ version: 1, state: { current: a } }));
    restoreAudio();
    expect($audio.get().current).toEqual(b);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    const disconnect = connectAudio({ channel: () => null });
    expect(() => audio.setPosition(3)).not.toThrow();
    disconnect();
    warn.mockRestore();
  });
});
