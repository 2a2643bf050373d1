import type { CalendarEventInput } from './events.ts';

const NAMES = ['Haircut', 'Consultation', 'Team meeting', 'Massage', 'Dinner for 4', 'Pickup', 'Training', 'Product demo'];
const LOCATIONS = ['SoHo', 'Brooklyn', 'Harbor Point', 'Online'];
const HOSTS = ['Ana Ruiz', 'Ben Okafor', 'Chen Li', 'Dara Singh'];

/**
 * Deterministic sample events for stories, tests and benchmarks: `count` events spread over `days`
 * days from `from` (UTC, YYYY-MM-DD), between 08:00 and 20:00, 30 to 120 minutes long, every 25th
 * all-day. The same arguments always give the same events.
 */
export function sampleEvents(count: number, from: string, days: number): CalendarEventInput[] {
  const base = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const day = (i * 7919) % Math.max(1, days);
    const start = base + day * 86_400_000 + (8 * 60 + ((i * 37) % 24) * 30) * 60_000;
    const allDay = i % 25 === 24;
    const startMs = allDay ? base + day * 86_400_000 : start;
    const endMs = allDay ? startMs + 86_400_000 : start + (30 + ((i * 13) % 4) * 30) * 60_000;
    return {
      sk: `evt-${i}`,
      name: `${NAMES[i % NAMES.length]} ${i + 1}`,
      location: LOCATIONS[i % LOCATIONS.length],
      host: HOSTS[(i >> 2) % HOSTS.length],
      venue: `Room ${(i % 5) + 1}`,
      service: NAMES[i % NAMES.length],
      reservationName: `R-${String(100000 + i)}`,
      customer: { name: `Customer ${i + 1}`, email: `customer${i + 1}@example.com`, phone: '+1 212 555 0100' },
      allDay,
      data: { startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString() },
    };
  });
}
