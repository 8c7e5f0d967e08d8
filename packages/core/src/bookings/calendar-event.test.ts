import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-event.ts';
import { consultationSlot } from './consultation-slot.ts';

/** The content lines of an .ics text, unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('consultation slots', () => {
  it("reads the visitor's window in the visitor's zone", () => {
    const slot = consultationSlot('2026-12-03', '9to12', 480);
    expect(slot).toEqual({ start: new Date('2026-12-03T01:00:00Z'), end: new Date('2026-12-03T04:00:00Z'), allDay: false });
  });

  it('crosses into the next UTC day for an evening west of Greenwich', () => {
    const slot = consultationSlot('2026-12-03', '18to21', -300);
    expect(slot.start.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(slot.end.toISOString()).toBe('2026-12-04T02:00:00.000Z');
  });

  it('makes "other" the whole local day', () => {
    const slot = consultationSlot('2026-12-03', 'other', 540);
    expect(slot).toEqual({ start: new Date('2026-12-02T15:00:00Z'), end: new Date('2026-12-03T15:00:00Z'), allDay: true });
  });

  it('refuses what is not a calendar date', () => {
    expect(() => consultationSlot('3 Dec', '9to12', 0)).toThrow();
  });
});

describe('the .ics of a booking', () => {
  const event = {
    uid: 'booking-1f0c@genie.localhost',
    stamp: new Date('2026-11-28T10:15:30Z'),
    start: new Date('2026-12-03T01:00:00Z'),
    end: new Date('2026-12-03T04:00:00Z'),
    summary: 'Consultation: Mei Chen, Oak Studio',
    description: 'Note: bring samples; the 2nd floor, please\nThanks!',
    url: 'http://localhost:3000/client_request/abc',
    organizer: { name: 'Oak Studio', email: 'oak@studio.test' },
    attendees: [{ name: 'Mei "M" Chen', email: 'mei@client.test' }],
  };

  it('is one VEVENT inside a VCALENDAR, every line ended by CRLF', () => {
    const ics = calendarFile(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeDefined();
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('carries the UID, stamp and times in UTC', () => {
    const lines = unfold(calendarFile(event));
    expect(lines).toContain('UID:booking-1f0c@genie.localhost');
    expect(lines).toContain('DTSTAMP:20261128T101530Z');
    expect(lines).toContain('DTSTART:20261203T010000Z');
    expect(lines).toContain('DTEND:20261203T040000Z');
  });

  it('escapes text values and quotes names, naming organizer and attendee by mail address', () => {
    const lines = unfold(calendarFile(event));
    expect(lines).toContain('SUMMARY:Consultation: Mei Chen\\, Oak Studio');
    expect(lines).toContain('DESCRIPTION:Note: bring samples\\; the 2nd floor\\, please\\nThanks!');
    expect(lines).toContain('ORGANIZER;CN="Oak Studio":mailto:oak@studio.test');
    expect(lines).toContain('ATTENDEE;CN="Mei M Chen";ROLE=REQ-PARTICIPANT:mailto:mei@client.test');
    expect(lines).toContain('URL:http://localhost:3000/client_request/abc');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const summary = '諮詢預約：陳美玲與橡木設計工作室的第一次會面，討論客廳與廚房的翻新計畫和預算';
    const ics = calendarFile({ ...event, summary });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${summary}`);
    expect(ics).not.toContain('\uFFFD');
  });

  it('gives a whole-day event as dates of the visitor’s day', () => {
    const slot = consultationSlot('2026-12-03', 'other', 540);
    const lines = unfold(calendarFile({ ...event, ...slot, allDay: { utcOffsetMinutes: 540 } }));
    expect(lines).toContain('DTSTART;VALUE=DATE:20261203');
    expect(lines).toContain('DTEND;VALUE=DATE:20261204');
  });
});
