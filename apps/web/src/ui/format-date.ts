/** Dates and times in the interface language (pass `i18n.language`); an unreadable value is shown as it came. */

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** An instant as a calendar day in the viewer's time zone. */
export function formatDate(iso: string, language: string): string {
  return format(iso, language, { dateStyle: 'medium' });
}

export function formatDateTime(iso: string, language: string): string {
  return format(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatTime(iso: string, language: string): string {
  return format(iso, language, { timeStyle: 'short' });
}

/** A calendar day (YYYY-MM-DD, e.g. a deadline) as written in `language`, never shifted by the viewer's time zone. */
export function formatDay(day: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The last day a period ending at the instant `endIso` covers, as written in `language`: plan ends are
 * exclusive UTC instants (a plan granted until Nov 30 ends at Dec 1 00:00 UTC), so the day of the last
 * covered moment is shown, in UTC like the server's mails, never the next day or a time-zone shifted one.
 */
export function formatLastDay(endIso: string, language: string): string {
  const end = new Date(endIso);
  if (Number.isNaN(end.getTime())) return endIso;
  return formatDay(new Date(end.getTime() - 1).toISOString().slice(0, 10), language);
}

/** The local calendar day of an instant, to group a transcript by day. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Two instants as one span in the viewer's time zone ("Dec 3, 2026, 9:00 – 12:00 PM"). */
export function formatDateTimeRange(startIso: string, endIso: string, language: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(start, end);
}

/** A fixed offset east of UTC as people read it: UTC+08:00, UTC−05:00. */
export function utcOffsetName(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
