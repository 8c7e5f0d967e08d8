/** A person on a calendar event; `name` becomes the CN parameter. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** One event of an iCalendar (RFC 5545) file, as the booking mails attach it. */
export interface CalendarEvent {
  /** Globally unique and stable: the same booking always gives the same UID, so a calendar updates rather than duplicates it. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  /** A whole-day event: DTSTART/DTEND carry the dates of `start` and `end` as seen at `utcOffsetMinutes`. */
  allDay?: { utcOffsetMinutes: number };
  summary: string;
  description: string;
  url?: string;
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261128T093000Z */
function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** 20261128, the calendar day of `d` at the given offset. */
function localDate(d: Date, utcOffsetMinutes: number): string {
  const shifted = new Date(d.getTime() + utcOffsetMinutes * 60_000);
  return `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}`;
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A parameter value is quoted, and may not hold a double quote or a control character. */
function param(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson): string {
  const extra = property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT' : '';
  return `${property};CN=${param(p.name || p.email)}${extra}:mailto:${p.email}`;
}

/**
 * The text of a `.ics` file holding one event (VCALENDAR 2.0, METHOD:PUBLISH: it is added to a
 * calendar, not an invitation awaiting replies). Times are UTC; lines end in CRLF.
 */
export function calendarFile(event: CalendarEvent, productId = '-//Genie//Consultation booking//EN'): string {
  const times = event.allDay
    ? [`DTSTART;VALUE=DATE:${localDate(event.start, event.allDay.utcOffsetMinutes)}`, `DTEND;VALUE=DATE:${localDate(event.end, event.allDay.utcOffsetMinutes)}`]
    : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...times,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendees ?? []).map((a) => person('ATTENDEE', a)),
    'STATUS:TENTATIVE',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
