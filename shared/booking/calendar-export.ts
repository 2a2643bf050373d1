/** What goes into a calendar entry for a reservation. Start and end are ISO instants with the location's offset. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  startTime: string;
  endTime: string;
  /** IANA zone of the location: the entry is written in it. */
  timeZone: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** `20260308T090000` from the wall clock written in an ISO instant with offset. */
function wallStamp(iso: string): string {
  return iso.slice(0, 19).replace(/[-:]/g, '');
}

/** `+0100` from the offset written in an ISO instant (`Z` is `+0000`). */
function offsetOf(iso: string): string {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  return match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar property value (RFC 5545 TEXT: backslash, semicolon, comma and newline escaped). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (as RFC 5545 requires), continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * An iCalendar file (RFC 5545) for a reservation, written in the location's zone: DTSTART and DTEND
 * carry `TZID=<zone>` with the wall times of the location, and a VTIMEZONE gives that zone's offset
 * at the event (clients that know the IANA name use their own rules; others use this one).
 */
export function icsFile(event: CalendarEvent): string {
  const startOffset = offsetOf(event.startTime);
  const endOffset = offsetOf(event.endTime);
  const tzid = event.timeZone;
  const end = startOffset === endOffset ? `DTEND;TZID=${tzid}:${wallStamp(event.endTime)}` : `DTEND:${utcStamp(Date.parse(event.endTime))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Site Elements//booking-widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${startOffset}`,
    `TZOFFSETTO:${startOffset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.now.getTime())}`,
    `DTSTART;TZID=${tzid}:${wallStamp(event.startTime)}`,
    end,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/**
 * A Google Calendar "add event" link in the location's zone: the wall times of the location with
 * `ctz=<zone>`, so Google shows the right instant whatever the visitor's own zone.
 */
export function googleCalendarUrl(event: Omit<CalendarEvent, 'uid' | 'now'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${wallStamp(event.startTime)}/${wallStamp(event.endTime)}`,
    ctz: event.timeZone,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
