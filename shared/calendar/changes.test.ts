import { describe, expect, it } from 'vitest';
import { applyChanges, withChange, withoutChange } from './changes.ts';

const event = (sk: string, name: string) => ({ sk, name, data: { startTime: '2026-03-03T09:00:00Z' } });

describe('pending calendar changes', () => {
  it('shows an edit in place, hides a deletion and adds a new event', () => {
    const loaded = [event('a', 'A'), event('b', 'B'), event('c', 'C')];
    let changes = withChange(new Map(), 'b', event('b', 'B moved'));
    changes = withChange(changes, 'c', null);
    changes = withChange(changes, 'new', event('new', 'New'));
    expect(applyChanges(loaded, changes).map((e) => e.name)).toEqual(['A', 'B moved', 'New']);
  });

  it('goes back to what was loaded when a change is dropped', () => {
    const loaded = [event('a', 'A')];
    const changes = withoutChange(withChange(new Map(), 'a', null), 'a');
    expect(applyChanges(loaded, changes)).toEqual(loaded);
  });
});
