import { describe, expect, it } from 'vitest';
import { dayBoundaries } from './dates.ts';
import { EVENT_COLORS, eventColor, eventsByDay, isLongEvent, itemColor, normalizeEvents, upcomingItems } from './events.ts';
import { layoutOverlaps } from './overlap.ts';

const ev = (sk: string, startTime: string, endTime?: string) => ({ sk, name: sk, data: { startTime, endTime } });

describe('normalizeEvents', () => {
  it('sorts by start, keeps details and rejects bad times with a reason', () => {
    const { items, rejected } = normalizeEvents([
      ev('b', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z'),
      { ...ev('a', '2026-11-22T09:00:00Z'), host: 'Ana', customer: { email: 'x@y.z' } },
      ev('bad', 'tomorrow'),
      ev('back', '2026-11-22T10:00:00Z', '2026-11-22T09:00:00Z'),
    ]);
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(items[0]).toMatchObject({ host: 'Ana', customer: { email: 'x@y.z' }, end: Date.parse('2026-11-22T09:30:00Z') });
    expect(rejected).toEqual(['bad: Invalid date', 'back: ends before it starts']);
  });

  it('orders what comes out of order: same start longer first, then by id; keeps a list already in order', () => {
    const shuffled = normalizeEvents([
      ev('z', '2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z'),
      ev('late', '2026-11-22T12:00:00Z'),
      ev('long', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z'),
      ev('a', '2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z'),
      ev('early', '2026-11-22T08:00:00Z'),
    ]);
    expect(shuffled.items.map((i) => i.id)).toEqual(['early', 'long', 'a', 'z', 'late']);
    const ordered = normalizeEvents(shuffled.items.map((i) => ev(i.id, new Date(i.start).toISOString(), new Date(i.end).toISOString())));
    expect(ordered.items.map((i) => i.id)).toEqual(['early', 'long', 'a', 'z', 'late']);
  });

  it('gives each event a stable colour from its id, and keeps a valid given colour', () => {
    expect(eventColor('res-1')).toBe(eventColor('res-1'));
    const colours = new Set(Array.from({ length: 50 }, (_, i) => eventColor(`res-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
    expect(EVENT_COLORS).toContain(eventColor('x'));
    const { items } = normalizeEvents([
      { sk: 'c', name: 'c', data: { startTime: '2026-01-01T00:00:00Z', color: '#123456' } },
      { sk: 'd', name: 'd', data: { startTime: '2026-01-01T01:00:00Z' } },
      { sk: 'e', name: 'e', data: { startTime: '2026-01-01T02:00:00Z', color: 'red' } },
    ]);
    expect(items.map(itemColor)).toEqual(['#123456', eventColor('d'), eventColor('e')]);
  });
});

describe('eventsByDay', () => {
  it('puts each event on the local days it touches, multi-day events on each', () => {
    const zone = 'America/New_York';
    const bounds = dayBoundaries('2026-11-22', 3, zone);
    const { items } = normalizeEvents([
      ev('late', '2026-11-23T03:30:00Z', '2026-11-23T04:00:00Z'), // 22:30 local on the 22nd
      ev('span', '2026-11-22T15:00:00Z', '2026-11-24T15:00:00Z'),
      ev('outside', '2026-11-26T15:00:00Z'),
    ]);
    const days = eventsByDay(items, bounds);
    expect(days.map((d) => d.map((i) => i.id))).toEqual([['span', 'late'], ['span'], ['span']]);
    expect(isLongEvent(items.find((i) => i.id === 'span')!, bounds)).toBe(true);
    expect(isLongEvent(items.find((i) => i.id === 'late')!, bounds)).toBe(false);
  });

  it('buckets 5,000 events quickly', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const inputs = Array.from({ length: 5000 }, (_, i) => ev(`e${i}`, new Date(start + ((i * 7919) % 365) * 86_400_000 + (i % 20) * 1_800_000).toISOString()));
    const t0 = performance.now();
    const { items } = normalizeEvents(inputs);
    const days = eventsByDay(items, dayBoundaries('2026-01-01', 365, 'UTC'));
    expect(days.reduce((n, d) => n + d.length, 0)).toBe(5000);
    // Generous for a shared CI core: a per-event-per-day scan would take seconds; the benchmark measures the real figure.
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it('lists upcoming events from a moment', () => {
    const { items } = normalizeEvents([ev('a', '2026-11-22T09:00:00Z'), ev('b', '2026-11-22T12:00:00Z'), ev('c', '2026-11-23T12:00:00Z')]);
    expect(upcomingItems(items, Date.parse('2026-11-22T10:00:00Z'), 1).map((i) => i.id)).toEqual(['b']);
  });
});

describe('layoutOverlaps', () => {
  const span = (id: string, s: number, e: number) => ({ id, start: s, end: e });
  it('puts overlapping events side by side and separate groups full width', () => {
    const placed = layoutOverlaps([span('a', 0, 60), span('b', 30, 90), span('c', 60, 120), span('d', 200, 260)]);
    const by = Object.fromEntries(placed.map((p) => [p.item.id, [p.column, p.columns]]));
    expect(by).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('three at once get three columns', () => {
    const placed = layoutOverlaps([span('a', 0, 60), span('b', 0, 60), span('c', 10, 20)]);
    expect(placed.map((p) => p.columns)).toEqual([3, 3, 3]);
    expect(new Set(placed.map((p) => p.column)).size).toBe(3);
  });
});
