/**
 * Consultation bookings reach the designer (issue 24): a visitor who started a request books a slot on
 * /genie/book; the designer and the visitor each get a mail with the same calendar event (.ics) in
 * their own language, and the designer finds the booking among Potential Clients' upcoming
 * consultations and on the request's overview. On a phone the admin is browse-only: the reminder
 * stands where edit forms, uploads and generation would be, and everything still reads.
 */
import type { Page } from '@playwright/test';
import { languages, type Language } from '@genie/contracts';
import enMails from '../../apps/server/src/i18n/en-US/mails.json' with { type: 'json' };
import koMails from '../../apps/server/src/i18n/ko-KR/mails.json' with { type: 'json' };
import zhMails from '../../apps/server/src/i18n/zh-TW/mails.json' with { type: 'json' };
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, loginAs, screenshot, setLanguage, test, type Api, type CaughtMessage } from '../support/fixtures.ts';
import { tapChoice } from '../support/genie.ts';
import { appOrigin } from '../support/ports.ts';
import { journeyLanguages } from '../support/languages.ts';

const mails: Record<Language, typeof enMails> = { 'en-US': enMails, 'zh-TW': zhMails, 'ko-KR': koMails };

/** A visitor of the designer's genie with a request open, as the booking page finds them (their browser's stored session). */
async function visitorWithRequest(api: Api, page: Page, linkWords: string, visitor: { name: string; email: string; language: Language }) {
  const res = await api.request.post(`/api/genie/${linkWords}/client_requests/`, {
    data: { contact_name: visitor.name, email: visitor.email, phone: '+886 912 345 678', available_time: '18to21', project_type: 'residential_space', language: visitor.language },
  });
  expect(res.status(), await res.text()).toBe(200);
  const started = (await res.json()) as { session_token: string; client_request: { identify_key: string } };
  const session = JSON.stringify({ token: started.session_token, identifyKey: started.client_request.identify_key });
  await page.addInitScript(
    ([key, value, origin]) => {
      if (window.location.origin !== origin) return;
      window.localStorage.setItem(`genie.visitor.${key}`, value);
      window.localStorage.setItem('genie.visitor-last', key);
    },
    [linkWords, session, appOrigin()] as const,
  );
}

/** The visitor's calendar day a week from now, as the date field takes it. */
function aWeekFromNow(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The content lines of the mail's calendar file, unfolded. */
function calendarOf(mail: CaughtMessage): string[] {
  const ics = mail.attachments.find((a) => a.filename === 'consultation.ics');
  expect(ics, `attachments: ${mail.attachments.map((a) => a.filename).join(', ')}`).toBeDefined();
  expect(ics!.contentType).toBe('text/calendar');
  return (ics!.text ?? '').replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** 20261205T010000Z */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const subjectStart = (template: string) => template.slice(0, template.indexOf('{'));

test.describe('a consultation booked on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const language of journeyLanguages(languages, 0)) {
  test(`reaches the designer, with its calendar file (${language})`, async ({ page, browser, api, mailbox }) => {
    // Two browsers, two mails through the job worker and SMTP.
    test.setTimeout(90_000);
    const t = catalogs[language];
    const designer = await api.registerDesigner({ name: 'Studio Lumen', language });
    const visitor = { name: 'Hana Kim', email: `${api.uniqueName('booker').toLowerCase()}@visitors.genie.test`, language };
    const note = 'Evenings are easier; please bring tile samples.';
    const date = aWeekFromNow();

    // The visitor books on a phone, in their language.
    await setLanguage(page, language);
    await visitorWithRequest(api, page, designer.genie_name, visitor);
    await page.goto('/genie/book');
    await expect(page.getByRole('heading', { name: t.genie.book.title })).toBeVisible();
    await page.getByLabel(t.genie.book.date).fill(date);
    await tapChoice(page.getByRole('radio', { name: t.genie.availableTime['9to12'] }));
    await page.getByLabel(new RegExp(t.genie.book.note)).fill(note);
    await screenshot(page, `booking-form-phone-${language}`);
    await page.getByRole('button', { name: t.genie.book.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.genie.book.done);
    await screenshot(page, `booking-done-phone-${language}`);

    // Two mails, each in its reader's language, with the same event.
    const toDesigner = await mailbox.waitFor({ to: designer.email, subject: subjectStart(mails[language].booking.designerSubject) });
    expect(toDesigner.text).toContain(note);
    const designerEvent = calendarOf(toDesigner);
    expect(designerEvent[0]).toBe('BEGIN:VCALENDAR');
    expect(designerEvent).toContain('BEGIN:VEVENT');
    // 9:00–12:00 on the visitor's day, in the browser's zone (the same as this process's), written in UTC.
    expect(designerEvent).toContain(`DTSTART:${utcStamp(new Date(`${date}T09:00:00`))}`);
    expect(designerEvent).toContain(`DTEND:${utcStamp(new Date(`${date}T12:00:00`))}`);
    expect(designerEvent).toContain(`SUMMARY:${fill(mails[language].booking.designerEventSummary.replace(/\{(\w+)\}/g, '{{$1}}'), { name: visitor.name })}`);
    const toVisitor = await mailbox.waitFor({ to: visitor.email, subject: fill(mails[language].booking.visitorSubject.replace(/\{(\w+)\}/g, '{{$1}}'), { team: 'Studio Lumen' }) });
    const visitorEvent = calendarOf(toVisitor);
    expect(visitorEvent.find((l) => l.startsWith('UID:'))).toBe(designerEvent.find((l) => l.startsWith('UID:')));

    // The designer, at a desk, finds it among the upcoming consultations and on the request.
    const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await setLanguage(desk, language);
    await loginAs(desk, designer.token);
    await desk.goto('/client_request');
    const upcoming = desk.getByRole('region', { name: t.clients.upcoming.title });
    await expect(upcoming).toBeVisible({ timeout: 15_000 });
    await expect(upcoming.getByText(note)).toBeVisible();
    await screenshot(desk, `bookings-upcoming-${language}`);
    await upcoming.getByRole('link', { name: visitor.name }).click();
    const bookings = desk.getByRole('region', { name: t.clientRequest.bookings.title });
    await expect(bookings).toBeVisible();
    await expect(bookings.getByText(note)).toBeVisible();
    await screenshot(desk, `bookings-request-${language}`, { fullPage: false });
    await desk.close();
  });
}
});

test.describe('on a phone the admin is browse-only', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const language of journeyLanguages(languages, 1)) {
    test(`the designer reads but cannot open an edit form (${language})`, async ({ page, api }) => {
      test.setTimeout(90_000);
      const t = catalogs[language];
      const designer = await api.registerDesigner({ name: 'Studio Lumen', language });
      const id = await api.addRequest(designer, { contact_name: 'Mei Chen', email: 'mei.chen@visitors.genie.test', project_type: 'residential_space' });
      await setLanguage(page, language);
      await loginAs(page, designer.token);

      await page.goto(`/client_request/${id}`);
      await expect(page.getByRole('heading', { name: 'Mei Chen' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('note', { name: t.shell.mobileReminder.label })).toBeVisible();
      // Reading works: the contact card shows the e-mail; no section offers Edit, the status no Change.
      await expect(page.getByRole('link', { name: 'mei.chen@visitors.genie.test' })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${t.clientRequest.edit.edit}`) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.clientRequest.status.change })).toHaveCount(0);
      await screenshot(page, `browse-only-request-${language}`, { fullPage: false });

      // Generation is replaced by the reminder.
      await page.goto(`/client_request/${id}?tab=suggestions`);
      await expect(page.getByTestId('browse-only')).toContainText(t.shell.browseOnly.title);
      await screenshot(page, `browse-only-suggestions-${language}`, { fullPage: false });

      // An edit page reached by its address shows the reminder, not the form.
      await page.goto('/account/info/edit');
      await expect(page.getByTestId('browse-only')).toContainText(t.shell.browseOnly.text);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.common.save })).toHaveCount(0);
      await screenshot(page, `browse-only-edit-info-${language}`, { fullPage: false });

      // The studio and the portfolio show their work, with no generation form or upload.
      await page.goto('/section/visual_inspiration');
      await expect(page.getByTestId('browse-only')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('input[type=file]')).toHaveCount(0);
      await screenshot(page, `browse-only-studio-${language}`, { fullPage: false });
      await page.goto('/portfolio');
      await expect(page.getByTestId('browse-only')).toBeVisible();
      await expect(page.locator('input[type=file]')).toHaveCount(0);

      // The account still reads, without links to its edit pages.
      await page.goto('/account');
      await expect(page.getByRole('link', { name: t.account.links.outbox })).toBeVisible();
      await expect(page.getByRole('link', { name: t.account.links.editInfo })).toHaveCount(0);
    });
  }
});
