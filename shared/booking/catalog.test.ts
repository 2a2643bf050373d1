import { describe, expect, it } from 'vitest';
import { attendantHours, canServe, offeredAt, type BookingAttendant, type BookingLocation, type BookingService } from './catalog.ts';

const location = {
  id: 'loc',
  hours: [
    { day: 'tuesday', open: '10:00', close: '18:00' },
    { day: 'friday', open: '09:00', close: '24:00' },
  ],
} as BookingLocation;
const attendant = (schedule: BookingAttendant['schedule'], extra: Partial<BookingAttendant> = {}) =>
  ({ id: 'a', status: 'active', locationIds: ['loc'], serviceIds: ['svc'], schedule, ...extra }) as BookingAttendant;
const service = { id: 'svc', locationIds: ['loc'] } as BookingService;

describe('attendantHours', () => {
  it('clips shifts at the location to the opening hours of the same weekday', () => {
    const hours = attendantHours(
      attendant([
        { day: 'tuesday', start: '08:00', end: '12:00', locationId: 'loc' },
        { day: 'tuesday', start: '15:00', end: '20:00' },
        { day: 'friday', start: '20:00', end: '02:00', locationId: 'loc' },
        { day: 'wednesday', start: '10:00', end: '12:00', locationId: 'loc' },
        { day: 'tuesday', start: '10:00', end: '18:00', locationId: 'elsewhere' },
      ]),
      location,
    );
    expect(hours).toEqual([
      { day: 2, open: '10:00', close: '12:00' },
      { day: 2, open: '15:00', close: '18:00' },
      { day: 5, open: '20:00', close: '24:00' },
    ]);
  });

  it('follows the opening hours when the attendant has no schedule', () => {
    expect(attendantHours(attendant([]), location)).toBe(location.hours);
  });
});

describe('offeredAt and canServe', () => {
  it('match services, locations and active staff', () => {
    expect(offeredAt(service, 'loc')).toBe(true);
    expect(offeredAt(service, 'other')).toBe(false);
    expect(offeredAt({ ...service, locationIds: [] }, 'other')).toBe(true);
    expect(canServe(attendant([]), 'loc', service)).toBe(true);
    expect(canServe(attendant([], { status: 'on-leave' }), 'loc', service)).toBe(false);
    expect(canServe(attendant([], { serviceIds: [] }), 'loc', service)).toBe(false);
    expect(canServe(attendant([]), 'other')).toBe(false);
  });
});
