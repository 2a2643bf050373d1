import { escapeIcsText, foldIcsLine } from '../../../shared/booking/calendar-export.ts';

/** An iTIP method: a new or changed invitation, or its cancellation. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

/** What an invitation says about one booking. */
export interface IcsEvent {
  method: IcsMethod;
  /** Stable for the booking across every change: `icsUid(reservationId, siteUrl)`. */
  uid: string;
  /** Grows with every change, so calendars replace the older copy. */
  sequence: number;
  /** When this version was made. */
  stamp: Date;
  /** UTC instants (ISO 8601). */
  startUtc: string;
  endUtc: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
}

const CRLF = '\r\n';

/** A booking's calendar UID: `<reservationId>@<site host>`, the same for every message about it. */
export function icsUid(reservationId: string, siteUrl: string): string {
  return `${reservationId}@${new URL(siteUrl).hostname}`;
}

/** An instant as an RFC 5545 UTC date-time (`20250102T030405Z`). */
export function icsDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A parameter value (a CN): quoted, without the quotes and control characters it may not hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/** An RFC 5545 VCALENDAR with one VEVENT (CRLF line endings, folded at 75 octets, text escaped). */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Site Elements//Demo site notifications//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.startUtc)}`,
    `DTEND:${icsDateTime(event.endUtc)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee ? [`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
