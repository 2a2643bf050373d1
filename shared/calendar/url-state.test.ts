import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from './url-state.ts';

describe('calendar URL state', () => {
  it('reads known view, mode and the date; ignores unknown values', () => {
    expect(readUrlState('?calendar-view=week&calendar-mode=timeline&calendar-date=2026-11-22')).toEqual({ view: 'week', mode: 'timeline', date: '2026-11-22' });
    expect(readUrlState('?calendar-view=decade&calendar-mode=x')).toEqual({});
  });

  it('writes the state and keeps other parameters', () => {
    const search = writeUrlState('?tenant=acme', { view: 'month', mode: 'calendar', date: '2026-11-01' });
    expect(search).toBe('?tenant=acme&calendar-view=month&calendar-mode=calendar&calendar-date=2026-11-01');
    expect(readUrlState(search)).toEqual({ view: 'month', mode: 'calendar', date: '2026-11-01' });
  });
});
