import { describe, expect, it } from 'vitest';
import { publicEvents } from './public-view.ts';

describe('publicEvents', () => {
  it('drops the customer and the confirmation code, keeps the schedule', () => {
    const [event] = publicEvents([
      { sk: 'r1', name: 'Haircut', location: 'SoHo', host: 'Ana', reservationName: 'ABC123', customer: { name: 'Ada', email: 'ada@example.com', phone: '+1 212 555 0100' }, data: { startTime: '2026-11-16T10:00:00-05:00' } },
    ]);
    expect(event).toEqual({ sk: 'r1', name: 'Haircut', location: 'SoHo', host: 'Ana', data: { startTime: '2026-11-16T10:00:00-05:00' } });
  });

  it('returns an event without private fields unchanged', () => {
    const event = { sk: 'e1', name: 'Open day', data: { startTime: '2026-11-16T10:00:00-05:00' } };
    expect(publicEvents([event])[0]).toBe(event);
  });
});
