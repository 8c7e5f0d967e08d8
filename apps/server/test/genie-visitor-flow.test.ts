import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { BriefReply } from '@genie/contracts';
import { smtpMailer } from '../src/mail/smtp-mailer.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type TestApp } from './helpers.ts';
import { completeConversation, genieBase, jpegImage, pngImage, startRequest, visitor } from './genie-helpers.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text as string;
}

describe('a visitor goes from the home form to a confirmed brief, and the report arrives by e-mail', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' }, { mailer: smtpMailer(inbox.url, 'Genie <no-reply@genie.test>') });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('runs a residential project in English: chat, reference skip, brief with uploads, confirm, e-mails with a PDF', async () => {
    const designer = await registerDesigner(t.app, { name: 'Oak Studio' });
    const { token, identifyKey } = await startRequest(t.app, designer.genie_name, { contact_name: 'Mei Chen' });
    const base = genieBase(designer.genie_name);

    const opened = await (await t.app.inject({ method: 'GET', url: `${base}/session/`, headers: visitor(token) })).json();
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0].role).toBe('genie');
    expect(opened.question).not.toBeNull();
    expect(JSON.stringify(opened)).not.toContain(designer.email);

    const turns = await completeConversation(t.app, designer.genie_name, token, 'en-US', 'residential_space');
    const usage = await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(designer.token) });
    expect(usage.json().message_count).toBe(turns);

    expect((await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) })).json()).toEqual({ success: true, stage: 'brief' });

    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/?identify_key=${identifyKey}`, headers: visitor(token) })).json<BriefReply>();
    expect(brief.client_request.stage).toBe('brief');
    const style = brief.entries.find((e) => e.field_id === 'preferred_style');
    expect(style?.label).toBe('Preferred style');
    expect(style?.raw).toContain('Modern');
    expect(brief.style_samples.length).toBeGreaterThan(0);
    expect(brief.style_samples.map((s) => s.id)).toContain('modern');

    const edited = await t.app.inject({ method: 'PUT', url: `${base}/brief/fields/`, headers: visitor(token), payload: { fields: { budget: 'around NT$ 2,000,000' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().entries.find((e: { field_id: string }) => e.field_id === 'budget').display).toMatch(/2,000,000/);

    const unrated = await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) });
    expect(errorOf(unrated)).toMatchObject({ status: 400, code: 'rating_required', msg: 'Rating is required' });

    const ratings = Object.fromEntries(brief.style_samples.map((s, i) => [s.id, 5 - i]));
    const form = multipart({
      ratings: JSON.stringify(ratings),
      note: 'Please keep the old teak cabinet.',
      comment: 'Looks right!',
      note_image: { filename: 'cabinet.jpg', data: await jpegImage(), contentType: 'image/jpeg' },
      floor_plans: { filename: 'plan-1.png', data: await pngImage(300, 200), contentType: 'image/png' },
    });
    const saved = await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: { ...form.headers, ...visitor(token) }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = multipart({ floor_plans: { filename: 'plan-2.png', data: await pngImage(200, 300), contentType: 'image/png' } });
    const saved2 = await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: { ...second.headers, ...visitor(token) }, payload: second.payload });
    expect(saved2.statusCode, saved2.body).toBe(200);
    const feedback = saved2.json().feedback;
    expect(feedback.floor_plans).toHaveLength(2);
    expect(feedback.floor_plans[1]).toMatchObject({ width: 200, height: 300 });
    expect(feedback.note).toBe('Please keep the old teak cabinet.');
    const image = await t.app.inject({ method: 'GET', url: feedback.note_image.url });
    expect(image.headers['content-type']).toBe('image/webp');

    const confirmed = await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) });
    expect(confirmed.json()).toMatchObject({ success: true, stage: 'done' });

    expect(await t.app.jobWorker.runDue()).toBeGreaterThanOrEqual(2);
    const mails = [await inbox.nth(1), await inbox.nth(2)];
    const toVisitor = mails.find((m) => m.subject?.includes('Your project report'))!;
    const toDesigner = mails.find((m) => m.subject?.startsWith('New lead'))!;
    expect(toVisitor.html).toContain('Mei Chen');
    expect(toVisitor.attachments[0]?.contentType).toBe('application/pdf');
    const text = await pdfText(toVisitor.attachments[0]!.content);
    expect(text).toContain('Mei Chen');
    expect(text).toContain('Project report');
    expect(toDesigner.to && JSON.stringify(toDesigner.to)).toContain(designer.email);
    expect(toDesigner.text).toMatch(/http:\/\/genie\.test\/client_request\/[0-9a-f-]{36}/);

    const after = (await t.app.inject({ method: 'GET', url: `${base}/session/`, headers: visitor(token) })).json();
    expect(after.client_request.stage).toBe('done');
  });

  it('closes a conversation started by the one-page mood board with words that lead to the brief, not to reference images', async () => {
    const designer = await registerDesigner(t.app, { name: 'Oak Studio' });
    const lastWords = async (overrides: Record<string, unknown>) => {
      const { token } = await startRequest(t.app, designer.genie_name, overrides);
      await completeConversation(t.app, designer.genie_name, token, 'en-US', 'residential_space');
      const session = (await t.app.inject({ method: 'GET', url: `${genieBase(designer.genie_name)}/session/`, headers: visitor(token) })).json();
      return session.messages.at(-1) as { role: string; text: string };
    };
    const onePage = await lastWords({ reference_rounds: false });
    expect(onePage.role).toBe('genie');
    expect(onePage.text).toContain('review your design brief');
    expect(onePage.text).not.toContain('reference images');
    expect((await lastWords({})).text).toContain('reference images');
  });

  it('runs a brand project in Traditional Chinese, and the PDF embeds a CJK font', async () => {
    const designer = await registerDesigner(t.app, { name: '光合設計' });
    const { token } = await startRequest(t.app, designer.genie_name, { contact_name: '王小明', project_type: 'brand_design', language: 'zh-TW' });
    const base = genieBase(designer.genie_name);
    await completeConversation(t.app, designer.genie_name, token, 'zh-TW', 'brand_design');
    await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) });
    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(token) })).json<BriefReply>();
    expect(brief.entries[0]?.label).toMatch(/[\u4e00-\u9fff]/);
    const ratings = JSON.stringify(Object.fromEntries(brief.style_samples.map((s) => [s.id, 4])));
    await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: visitor(token), payload: { ratings } });
    expect((await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) })).statusCode).toBe(200);
    const before = inbox.received.length;
    await t.app.jobWorker.runDue();
    await inbox.nth(before + 2);
    const mail = inbox.received.slice(before).find((m) => m.subject?.includes('專案報告'))!;
    expect(mail).toBeDefined();
    const pdf = mail.attachments[0]!.content;
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHant/);
    expect(await pdfText(pdf)).toContain('王小明');
  });
});
