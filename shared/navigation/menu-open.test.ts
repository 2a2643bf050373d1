import { describe, expect, it } from 'vitest';
import { openEntryTracker } from './menu-open.ts';

describe('openEntryTracker', () => {
  const follow = (states: (number | null)[]): [number, boolean][] => {
    const track = openEntryTracker();
    const reports: [number, boolean][] = [];
    for (const open of states) track(open, (index, isOpen) => reports.push([index, isOpen]));
    return reports;
  };

  it('reports nothing while nothing opens', () => {
    expect(follow([null, null])).toEqual([]);
  });

  it('reports an entry opening and closing once each, however often it is told', () => {
    expect(follow([1, 1, null, null])).toEqual([
      [1, true],
      [1, false],
    ]);
  });

  it('reports the entry that closed before the one that opened when another opens', () => {
    expect(follow([0, 2])).toEqual([
      [0, true],
      [0, false],
      [2, true],
    ]);
  });
});
