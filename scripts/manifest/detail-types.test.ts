import { describe, expect, it } from 'vitest';
import { namedTypesIn } from './detail-types.ts';

describe('namedTypesIn', () => {
  it('finds the named types a detail type uses, not built-ins, literals or property names', () => {
    expect(namedTypesIn("{ track: AudioTrack | null; values: Record<string, unknown>; kind: 'Event' | 'Meeting' }")).toEqual(['AudioTrack']);
    expect(namedTypesIn("BookingEvents['booking-queue-joined']")).toEqual(['BookingEvents']);
    expect(namedTypesIn('{ Items: CartLine[] }')).toEqual(['CartLine']);
  });
});
