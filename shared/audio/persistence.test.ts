import { describe, expect, it } from 'vitest';
import { AUDIO_STORAGE_VERSION, parseAudioSnapshot, serialiseAudioSnapshot, type AudioSnapshot } from './persistence.ts';

const track = { url: '/media/tone-a.webm', title: 'Tone A', description: '440 Hz', coverImage: { url: '/a.jpg' } };
const snapshot: AudioSnapshot = { current: track, position: 12.34, rate: 1.5, volume: 0.3, playing: true };

describe('stored audio state', () => {
  it('round-trips the track, position (to tenths), rate, volume and play state', () => {
    expect(parseAudioSnapshot(serialiseAudioSnapshot(snapshot))).toEqual({ snapshot: { ...snapshot, position: 12.3 }, problem: 'none' });
  });

  it('reports nothing stored', () => {
    expect(parseAudioSnapshot(null)).toEqual({ snapshot: null, problem: 'absent' });
  });

  it('ignores unparseable JSON and a wrong envelope', () => {
    expect(parseAudioSnapshot('{not json')).toEqual({ snapshot: null, problem: 'unparseable' });
    expect(parseAudioSnapshot('[1,2]')).toEqual({ snapshot: null, problem: 'unparseable' });
    expect(parseAudioSnapshot('{"version":1}')).toEqual({ snapshot: null, problem: 'unparseable' });
  });

  it('ignores another version', () => {
    const raw = JSON.stringify({ version: AUDIO_STORAGE_VERSION + 1, state: snapshot });
    expect(parseAudioSnapshot(raw)).toEqual({ snapshot: null, problem: 'foreign-version' });
  });

  it('keeps the valid fields and defaults the bad ones', () => {
    const raw = JSON.stringify({
      version: AUDIO_STORAGE_VERSION,
      state: { current: track, position: -3, rate: 3, volume: 0.7, playing: 'yes' },
    });
    expect(parseAudioSnapshot(raw)).toEqual({
      snapshot: { current: track, position: 0, rate: 1, volume: 0.7, playing: false },
      problem: 'invalid-fields',
    });
  });

  it('drops a bad track and then never claims to be playing', () => {
    const raw = JSON.stringify({
      version: AUDIO_STORAGE_VERSION,
      state: { current: { url: '' }, position: 5, rate: 2, volume: 0.5, playing: true },
    });
    expect(parseAudioSnapshot(raw)).toEqual({
      snapshot: { current: null, position: 5, rate: 2, volume: 0.5, playing: false },
      problem: 'invalid-fields',
    });
  });
});
