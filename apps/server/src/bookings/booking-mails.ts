import { isLanguage, projectType, type Language } from '@genie/contracts';
import { calendarFile, catalogLabel } from '@genie/core';
import type { BookingRow, ClientRequestRow, DesignerRow } from '../db/schema.ts';
import { serverStrings, fill } from '../i18n/server-strings.ts';
import type { MailAttachment, MailMessage } from '../mail/mailer.ts';
import { escapeHtml, mailLayout } from '../mail/templates/html.ts';
import { bookingSlotOf, bookingWindowOf } from './booking-views.ts';

export interface BookingParties {
  booking: BookingRow;
  request: Pick<ClientRequestRow, 'id' | 'contactName' | 'email' | 'projectType' | 'language'>;
  designer: Pick<DesignerRow, 'id' | 'email' | 'name' | 'genieName' | 'language'>;
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en-US');
/** "Note: …", and in Chinese with the full-width colon "備註：…". */
const labelled = (language: Language, label: string, value: string) => `${label}${language === 'zh-TW' ? '：' : ': '}${value}`;
const teamOf = (designer: BookingParties['designer']) => designer.name || designer.genieName;

/** UTC+08:00, UTC−05:00 */
function zoneName(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The booked day as the language writes it (the visitor's calendar day, so no zone shifts it). */
function dayText(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** "Thursday, December 3, 2026 · 9am-12pm (the client's time, UTC+08:00)"; to the visitor "(your time, …)". */
function whenText(booking: BookingRow, language: Language, audience: 'designer' | 'visitor'): string {
  const s = serverStrings[language];
  const window = bookingWindowOf(booking);
  const hours = window === 'other' ? s.booking.otherTime : s.report.availableTimes[window];
  const zone = fill(audience === 'designer' ? s.booking.visitorZone : s.booking.yourZone, { zone: zoneName(booking.utcOffsetMinutes) });
  return `${dayText(booking.date, language)} · ${hours}${language === 'zh-TW' ? '' : ' '}${zone}`;
}

/** The one event both parties receive: same UID, so the two calendars hold the same consultation. */
function calendarAttachment(parties: BookingParties, publicUrl: string, audience: 'designer' | 'visitor', language: Language): MailAttachment {
  const { booking, request, designer } = parties;
  const s = serverStrings[language].booking;
  const slot = bookingSlotOf(booking);
  const team = teamOf(designer);
  const host = new URL(publicUrl).hostname;
  const description = [
    audience === 'designer' ? labelled(language, s.client, `${request.contactName} <${request.email}>`) : labelled(language, s.studio, `${team} <${designer.email}>`),
    ...(audience === 'designer' ? [labelled(language, s.project, projectLabel(request.projectType, language))] : []),
    ...(booking.note ? [labelled(language, s.note, booking.note)] : []),
  ].join('\n');
  const ics = calendarFile({
    uid: `booking-${booking.id}@${host}`,
    stamp: booking.createdAt,
    ...slot,
    allDay: slot.allDay ? { utcOffsetMinutes: booking.utcOffsetMinutes } : undefined,
    summary: fill(audience === 'designer' ? s.designerEventSummary : s.visitorEventSummary, { name: request.contactName, team }),
    description,
    url: audience === 'designer' ? `${publicUrl}/client_request/${request.id}` : undefined,
    organizer: { name: team, email: designer.email },
    attendees: [{ name: request.contactName, email: request.email }],
  });
  return { filename: 'consultation.ics', content: Buffer.from(ics, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

function projectLabel(value: string, language: Language): string {
  const type = projectType.safeParse(value).data;
  return type ? catalogLabel(language, 'projectTypes', type) : value;
}

const paragraph = (text: string) => `<p style="margin:0 0 14px;line-height:1.55;">${escapeHtml(text)}</p>`;
const table = (rows: [string, string][]) =>
  `<table style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 14px;">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b6880;vertical-align:top;width:30%;">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top;white-space:pre-wrap;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** To the designer, in the designer's language: who booked, when, their note, a link to the request and the .ics. */
export function designerBookingMail(parties: BookingParties, publicUrl: string): MailMessage {
  const { booking, request, designer } = parties;
  const language = languageOf(designer.language);
  const strings = serverStrings[language];
  const s = strings.booking;
  const link = `${publicUrl}/client_request/${request.id}`;
  const subject = fill(s.designerSubject, { name: request.contactName, date: dayText(booking.date, language) });
  const intro = fill(s.designerIntro, { name: request.contactName });
  const rows: [string, string][] = [
    [s.when, whenText(booking, language, 'designer')],
    [s.client, `${request.contactName} <${request.email}>`],
    [s.project, projectLabel(request.projectType, language)],
    ...(booking.note ? [[s.note, booking.note] as [string, string]] : []),
  ];
  const html = mailLayout(
    language,
    subject,
    `<h2 style="margin:0 0 16px;">${escapeHtml(subject)}</h2>${paragraph(intro)}${table(rows)}${paragraph(s.designerCalendar)}<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#8b7dbe;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;">${escapeHtml(s.designerButton)}</a></p><p style="margin:0;color:#6b6880;font-size:13px;word-break:break-all;">${escapeHtml(link)}</p><p style="margin:24px 0 0;color:#6b6880;">${escapeHtml(strings.account.signature)}</p>`,
  );
  const text = [intro, '', ...rows.map(([label, value]) => labelled(language, label, value)), '', s.designerCalendar, '', labelled(language, s.designerButton, link), '', strings.account.signature].join('\n');
  return { to: designer.email, subject, text, html, designerId: designer.id, attachments: [calendarAttachment(parties, publicUrl, 'designer', language)] };
}

/** To the visitor, in the request's language: the slot they asked for, their note and the .ics. */
export function visitorBookingMail(parties: BookingParties, publicUrl: string): MailMessage {
  const { booking, request, designer } = parties;
  const language = languageOf(request.language);
  const s = serverStrings[language].booking;
  const team = teamOf(designer);
  const subject = fill(s.visitorSubject, { team });
  const greeting = fill(s.visitorGreeting, { name: request.contactName });
  const intro = fill(s.visitorIntro, { team });
  const rows: [string, string][] = [[s.when, whenText(booking, language, 'visitor')], ...(booking.note ? [[s.note, booking.note] as [string, string]] : [])];
  const html = mailLayout(
    language,
    subject,
    `<h2 style="margin:0 0 16px;">${escapeHtml(subject)}</h2>${paragraph(greeting)}${paragraph(intro)}${table(rows)}${paragraph(s.visitorCalendar)}<p style="margin:24px 0 0;color:#6b6880;">— ${escapeHtml(team)}</p>`,
  );
  const text = [greeting, '', intro, '', ...rows.map(([label, value]) => labelled(language, label, value)), '', s.visitorCalendar, '', `— ${team}`].join('\n');
  return { to: request.email, subject, text, html, designerId: null, attachments: [calendarAttachment(parties, publicUrl, 'visitor', language)] };
}
