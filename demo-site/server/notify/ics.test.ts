import { describe, expect, it } from 'vitest';
import { buildIcs, icsUid, type IcsEvent } from './ics.ts';

/** Unfolds an iCalendar text and reads its properties (name → raw value, parameters dropped). */
function parseIcs(text: string): { lines: string[]; props: Map<string, string> } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const props = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    props.set(line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1));
  }
  return { lines, props };
}

const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

const base: IcsEvent = {
  method: 'REQUEST',
  uid: icsUid('res_abc', 'https://shop.example.com'),
  sequence: 2,
  stamp: new Date('2026-03-02T14:00:00Z'),
  startUtc: '2026-03-03T20:00:00.000Z',
  endUtc: '2026-03-03T20:15:00.000Z',
  summary: 'Cut, colour; and a blow-dry\\',
  location: 'Northwind SoHo, 120 Prince Street, New York',
  description: `Confirmation code: R4A8559B\nManage your booking: https://shop.example.com/book/pickup?org=northwind&manage=${'x'.repeat(120)}`,
  organizer: { name: 'Northwind "Outfitters"', email: 'no-reply@shop.example.com' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
};

describe('.ics invitations', () => {
  it('writes a VCALENDAR a calendar reads back: method, stable UID, sequence, UTC times, status and escaped text', () => {
    const text = buildIcs(base);
    const { lines, props } = parseIcs(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(props.get('METHOD')).toBe('REQUEST');
    expect(props.get('UID')).toBe('res_abc@shop.example.com');
    expect(props.get('SEQUENCE')).toBe('2');
    expect(props.get('DTSTAMP')).toBe('20260302T140000Z');
    expect(props.get('DTSTART')).toBe('20260303T200000Z');
    expect(props.get('DTEND')).toBe('20260303T201500Z');
    expect(props.get('STATUS')).toBe('CONFIRMED');
    expect(props.get('SUMMARY')).toBe('Cut\\, colour\\; and a blow-dry\\\\');
    expect(unescape(props.get('SUMMARY') ?? '')).toBe(base.summary);
    expect(unescape(props.get('DESCRIPTION') ?? '')).toBe(base.description);
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toBe('ORGANIZER;CN="Northwind Outfitters":mailto:no-reply@shop.example.com');
  });

  it('uses CRLF only and folds every line at 75 octets without splitting a character', () => {
    const text = buildIcs({ ...base, summary: 'Corte y peinado con la estilista María José Núñez ñññññññññññññññññññññññññññ' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(unescape(parseIcs(text).props.get('SUMMARY') ?? '')).toBe('Corte y peinado con la estilista María José Núñez ñññññññññññññññññññññññññññ');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const { props } = parseIcs(buildIcs({ ...base, method: 'CANCEL', sequence: 3 }));
    expect(props.get('METHOD')).toBe('CANCEL');
    expect(props.get('STATUS')).toBe('CANCELLED');
    expect(props.get('UID')).toBe('res_abc@shop.example.com');
    expect(props.get('SEQUENCE')).toBe('3');
  });
});
