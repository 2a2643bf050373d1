import * as v from 'valibot';
import { DEFAULT_AUDIO_VOLUME, PLAYBACK_RATES, type AudioTrack } from './rules.ts';
import { audioTrackSchema } from './track-schema.ts';

/** Version of the stored audio state; bump it when the snapshot's shape changes. */
export const AUDIO_STORAGE_VERSION = 1;

/** What survives a page load: the current track, where it was, its rate and volume, and if it played. */
export interface AudioSnapshot {
  current: AudioTrack | null;
  position: number;
  rate: number;
  volume: number;
  playing: boolean;
}

/** What reading stored audio state found, and why parts of it were dropped. */
export interface AudioSnapshotRead {
  snapshot: AudioSnapshot | null;
  problem: 'none' | 'absent' | 'unparseable' | 'foreign-version' | 'invalid-fields';
}

const envelopeSchema = v.object({ version: v.number(), state: v.record(v.string(), v.unknown()) });

function field<T>(value: unknown, schema: v.GenericSchema<unknown, T>, fallback: T, bad: { count: number }): T {
  if (value === undefined) return fallback;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  bad.count++;
  return fallback;
}

/**
 * Reads stored audio state, keeping every valid field: a bad track, rate, volume or position is
 * replaced by its default (and reported) instead of losing the rest. A foreign version is ignored.
 */
export function parseAudioSnapshot(raw: string | null): AudioSnapshotRead {
  if (raw === null) return { snapshot: null, problem: 'absent' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { snapshot: null, problem: 'unparseable' };
  }
  const envelope = v.safeParse(envelopeSchema, parsed);
  if (!envelope.success) return { snapshot: null, problem: 'unparseable' };
  if (envelope.output.version !== AUDIO_STORAGE_VERSION) return { snapshot: null, problem: 'foreign-version' };
  const state = envelope.output.state;
  const bad = { count: 0 };
  const snapshot: AudioSnapshot = {
    current: field(state.current, v.nullable(audioTrackSchema), null, bad),
    position: field(state.position, v.pipe(v.number(), v.finite(), v.minValue(0)), 0, bad),
    rate: field(state.rate, v.picklist(PLAYBACK_RATES), 1, bad),
    volume: field(state.volume, v.pipe(v.number(), v.minValue(0), v.maxValue(1)), DEFAULT_AUDIO_VOLUME, bad),
    playing: field(state.playing, v.boolean(), false, bad),
  };
  if (!snapshot.current) snapshot.playing = false;
  return { snapshot, problem: bad.count > 0 ? 'invalid-fields' : 'none' };
}

/** The stored form of a snapshot (versioned JSON); the position is kept to tenths of a second. */
export function serialiseAudioSnapshot(snapshot: AudioSnapshot): string {
  const state = { ...snapshot, position: Math.round(snapshot.position * 10) / 10 };
  return JSON.stringify({ version: AUDIO_STORAGE_VERSION, state });
}
