import { describe, expect, it } from 'vitest';
import { minutesPerPerson, queueEstimate, queuePositions, queueProgress } from './queue.ts';

describe('queue wait estimate', () => {
  it('counts 15 minutes per waiting person, or the service duration', () => {
    expect(minutesPerPerson()).toBe(15);
    expect(minutesPerPerson(0)).toBe(15);
    expect(minutesPerPerson(30)).toBe(30);
    expect(queueEstimate(0)).toEqual({ position: 1, estimatedWaitTime: 0 });
    expect(queueEstimate(3)).toEqual({ position: 4, estimatedWaitTime: 45 });
    expect(queueEstimate(2, 40)).toEqual({ position: 3, estimatedWaitTime: 80 });
  });

  it('divides the wait by the staff or tables serving at once, rounding up', () => {
    // The bistro's fifth walk-in for a 90-minute dinner: 6 hours with one table, 36 minutes with 10.
    expect(queueEstimate(4, 90)).toEqual({ position: 5, estimatedWaitTime: 360 });
    expect(queueEstimate(4, 90, 10)).toEqual({ position: 5, estimatedWaitTime: 36 });
    expect(queueEstimate(1, 30, 2)).toEqual({ position: 2, estimatedWaitTime: 15 });
    expect(queueEstimate(1, 25, 2)).toEqual({ position: 2, estimatedWaitTime: 13 });
    expect(queueEstimate(3, 15, 0)).toEqual({ position: 4, estimatedWaitTime: 45 }); // no servers known: one
    const line = queuePositions(
      [
        { id: 'a', status: 'waiting' },
        { id: 'b', status: 'waiting' },
        { id: 'c', status: 'waiting' },
      ],
      3,
    );
    expect(line.map((e) => e.estimatedWaitTime)).toEqual([0, 5, 10]);
  });

  it('numbers waiting entries live; called entries stand at 0', () => {
    const line = queuePositions([
      { id: 'a', status: 'notified' },
      { id: 'b', status: 'waiting' },
      { id: 'c', status: 'waiting', serviceDuration: 30 },
      { id: 'd', status: 'seated' },
      { id: 'e', status: 'waiting' },
    ]);
    expect(line.map((e) => [e.id, e.position, e.estimatedWaitTime])).toEqual([
      ['a', 0, 0],
      ['b', 1, 0],
      ['c', 2, 30],
      ['d', 0, 0],
      ['e', 3, 30],
    ]);
  });
});

describe('queue progress stage', () => {
  it.each([
    ['notified', 60, 'Ready!', 'final'],
    ['waiting', 0, 'Almost Ready', 'final'],
    ['waiting', 5, 'Almost Ready', 'final'],
    ['waiting', 6, 'Getting Close', 'middle'],
    ['waiting', 15, 'Getting Close', 'middle'],
    ['waiting', 16, 'In Queue', 'first'],
  ])('%s with %i minutes is %s (%s)', (status, wait, caption, stage) => {
    expect(queueProgress({ status, estimatedWaitTime: wait })).toEqual({ caption, stage });
  });
});
