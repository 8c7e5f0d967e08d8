import type { IntelligenceOverviewReply, IntelligenceReply, SalesEmailDraftReply, SalesEmailReply, SalesEmailsReply } from '@genie/contracts';
import { correct, createInterview } from '@genie/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioExtraction } from '../src/brand-analysis/brand-extraction.fixture.ts';
import { chatMessagesRepository } from '../src/db/repositories/chat-messages.ts';
import { brandAnalyses, clientRequests, designers, outboxMails, salesEmails } from '../src/db/schema.ts';
import { designerWithId, requestWithWebsite, type Designer } from './brand-analysis-helpers.ts';
import { bearer, createTestApp, errorOf, type TestApp } from './helpers.ts';

// No LLM configured: the rules read the client and write the e-mails.
let t: TestApp;
let master: Designer;
let professional: Designer;
let starter: Designer;
let rival: Designer;
let leadId = '';
let leadEmail = '';

const choose = async (d: Designer, plan: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(d.token), payload: { plan, billing_cycle: 'monthly' } });
  expect(res.statusCode, res.body).toBe(200);
};

const call = (d: Designer, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(d.token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' }, { writerModel: null });
  master = await designerWithId(t.app);
  professional = await designerWithId(t.app);
  starter = await designerWithId(t.app);
  rival = await designerWithId(t.app);
  await choose(master, 'master');
  await choose(starter, 'starter');
  await choose(rival, 'master');

  const row = await requestWithWebsite(t, master, null, { project_type: 'residential_space', contact_name: 'Mei Chen' });
  leadId = row.id;
  leadEmail = row.email;
  let state = createInterview({ projectType: 'residential_space', language: 'en-US', designer: { teamName: 'Oak Studio' } });
  const today = t.clock.now();
  const soon = new Date(today.getTime() + 42 * 86_400_000).toISOString().slice(0, 10);
  for (const [id, text] of Object.entries({ space_size: '85 m2', budget: 'USD 60,000', move_in_date: `by ${soon}`, preferred_style: 'Scandinavian', address: 'Da-an District, Taipei' })) {
    state = correct(state, id, text, today).state;
  }
  await t.database.db.update(clientRequests).set({ interviewState: state, statusNote: 'INTERNAL: they seem price-sensitive, offer a discount' }).where(eq(clientRequests.id, leadId));
  await chatMessagesRepository(t.database.db).insertOnce(master.id, leadId, { role: 'visitor', text: 'My husband and I will decide together' }, today);
  await requestWithWebsite(t, master, null, { project_type: 'brand_design', contact_name: 'Brand Bo' });
});
afterAll(async () => {
  await t.close();
});

describe('Target client intelligence of a lead', () => {
  it('reads who the client is from the brief and their messages, in the asked language', async () => {
    const res = await call(master, 'GET', `/client_requests/${leadId}/intelligence/?language=en-US`);
    expect(res.statusCode, res.body).toBe(200);
    const { profile } = res.json<IntelligenceReply>();
    expect(profile).toMatchObject({ project_type: 'residential_space', budget_band: 'workable', urgency: 'urgent', location: 'Da-an District, Taipei', source: 'genie' });
    expect(profile.styles.map((s) => s.style)).toContain('scandinavian');
    expect(profile.signals).toContainEqual({ kind: 'shared_decision', quote: 'My husband and I will decide together' });
    const zh = (await call(master, 'GET', `/client_requests/${leadId}/intelligence/?language=zh-TW`)).json<IntelligenceReply>();
    expect(zh.profile.styles[0]?.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('opens with a summary written by the rules from the profile, without the designer\'s notes, when no LLM is configured', async () => {
    const en = (await call(master, 'GET', `/client_requests/${leadId}/intelligence/?language=en-US`)).json<IntelligenceReply>();
    expect(en.summary_source).toBe('rules');
    expect(en.summary).toContain('This client is planning a home interior in Da-an District, Taipei.');
    expect(en.summary).toContain('a decision shared with others');
    expect(en.summary).not.toMatch(/INTERNAL|discount|Mei/);
    const ko = (await call(master, 'GET', `/client_requests/${leadId}/intelligence/?language=ko-KR`)).json<IntelligenceReply>();
    expect(ko.summary).toMatch(/[\uac00-\ud7af]/);
  });

  it("draws on the finished analysis of the client's website: its palette, type, languages and voice, nothing else", async () => {
    const before = (await call(master, 'GET', `/client_requests/${leadId}/intelligence/`)).json<IntelligenceReply>();
    expect(before.profile.brand).toBeNull();
    const brandRow = { clientRequestId: leadId, designerId: master.id, websiteUrl: 'https://atelier-lumen.example/', language: 'en-US', startedAt: t.clock.now() };
    // Still running: nothing of it is shown yet.
    await t.database.db.insert(brandAnalyses).values({ ...brandRow, status: 'in_progress' });
    expect((await call(master, 'GET', `/client_requests/${leadId}/intelligence/`)).json<IntelligenceReply>().profile.brand).toBeNull();
    const analysis = { summary: 's', positioning: 'p', audience: 'a', tone: 'Warm, quiet and precise.', visual_identity: 'v', gaps_and_opportunities: ['g'] };
    await t.database.db.update(brandAnalyses).set({ status: 'done', extraction: studioExtraction, analysis, source: 'rules', finishedAt: t.clock.now() }).where(eq(brandAnalyses.clientRequestId, leadId));
    const { profile } = (await call(master, 'GET', `/client_requests/${leadId}/intelligence/?language=ko-KR`)).json<IntelligenceReply>();
    expect(profile.brand).toEqual({
      name: 'Atelier Lumen',
      website: 'https://atelier-lumen.example/',
      palette: ['#2f4a3a', '#caa37b', '#1e2a24', '#f4efe8', '#8c6d4f'],
      fonts: ['Cormorant Garamond', 'Inter', 'Lumen Display'],
      site_languages: ['en', 'zh-TW', 'ko'],
      voice: 'Warm, quiet and precise.',
      analysis_language: 'en-US',
    });
    // The rest of the profile is still the client's own: the brand adds no style, place or signal.
    expect(profile.location).toBe(before.profile.location);
    expect(profile.signals).toEqual(before.profile.signals);
    expect(profile.styles.map((s) => s.style)).toEqual(before.profile.styles.map((s) => s.style));
    await t.database.db.delete(brandAnalyses).where(eq(brandAnalyses.clientRequestId, leadId));
  });

  it('is open to Professional (the trial) and refused to Starter with plan_feature_locked', async () => {
    const own = await requestWithWebsite(t, professional, null);
    expect((await call(professional, 'GET', `/client_requests/${own.id}/intelligence/`)).statusCode).toBe(200);
    const mine = await requestWithWebsite(t, starter, null);
    expect(errorOf(await call(starter, 'GET', `/client_requests/${mine.id}/intelligence/`))).toMatchObject({ status: 403, code: 'plan_feature_locked' });
    expect(errorOf(await call(starter, 'GET', '/my/client_intelligence/'))).toMatchObject({ status: 403, code: 'plan_feature_locked' });
  });

  it("is not found for another designer's lead", async () => {
    expect(errorOf(await call(rival, 'GET', `/client_requests/${leadId}/intelligence/`))).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('Target client intelligence across leads', () => {
  it('counts the leads by type, budget band, urgency, style, source, language, month and status', async () => {
    const res = await call(master, 'GET', '/my/client_intelligence/?months=6');
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<IntelligenceOverviewReply>();
    expect(reply.total).toBe(2);
    expect(reply.by_project_type).toEqual(expect.arrayContaining([{ key: 'residential_space', count: 1 }, { key: 'brand_design', count: 1 }]));
    expect(reply.by_budget_band).toContainEqual({ key: 'workable', count: 1 });
    expect(reply.by_budget_band).toContainEqual({ key: 'unstated', count: 1 });
    expect(reply.by_style).toContainEqual({ key: 'scandinavian', count: 1 });
    expect(reply.by_source).toEqual([{ key: 'genie', count: 2 }]);
    expect(reply.by_month).toHaveLength(6);
    expect(reply.by_month.at(-1)).toMatchObject({ count: 2 });
    expect(reply.by_status).toContainEqual({ key: 'new', count: 2 });
  });

  it("shows another designer none of the studio's leads", async () => {
    const reply = (await call(rival, 'GET', '/my/client_intelligence/')).json<IntelligenceOverviewReply>();
    expect(reply.total).toBe(0);
    expect(reply.by_project_type).toEqual([]);
  });
});

describe('Sales e-mails', () => {
  it('drafts a follow-up from the brief in the asked language, without the designer\'s internal note', async () => {
    const res = await call(master, 'POST', `/client_requests/${leadId}/sales_email/draft/`, { language: 'ko-KR' });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<SalesEmailDraftReply>();
    expect(draft).toMatchObject({ to: leadEmail, language: 'ko-KR', source: 'rules' });
    expect(draft.body).toContain('Mei Chen');
    expect(draft.body).toMatch(/[\uac00-\ud7af]/);
    expect(draft.body).not.toContain('INTERNAL');
    expect(draft.body).not.toContain('discount');
    expect(await t.database.db.select().from(salesEmails)).toHaveLength(0);
  });

  it('sends the edited e-mail to the client through the mailer and keeps it on the lead', async () => {
    const res = await call(master, 'POST', `/client_requests/${leadId}/sales_email/`, { subject: 'Your home in Da-an', body: 'Dear Mei,\n\nEdited by hand.\n\nOak Studio', language: 'en-US' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<SalesEmailReply>().email;
    expect(sent).toMatchObject({ to: leadEmail, subject: 'Your home in Da-an', body: 'Dear Mei,\n\nEdited by hand.\n\nOak Studio' });
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, leadEmail));
    expect(mails.map((m) => m.subject)).toEqual(['Your home in Da-an']);
    expect(mails[0]!.text).toContain('Edited by hand.');
    expect(mails[0]!.html).toContain('Edited by hand.');
    const [owner] = await t.database.db.select({ email: designers.email }).from(designers).where(eq(designers.id, master.id));
    expect(mails[0]!.replyTo).toBe(owner!.email);
    const list = (await call(master, 'GET', `/client_requests/${leadId}/sales_emails/`)).json<SalesEmailsReply>();
    expect(list.emails.map((e) => e.id)).toEqual([sent.id]);
  });

  it("signs the rules' next draft with the designer's own last sign-off in its language, never another studio's", async () => {
    const own = await call(master, 'POST', `/client_requests/${leadId}/sales_email/`, { subject: 'Again', body: 'Dear Mei,\n\nA second note.\n\nTalk soon,\nLin at Oak', language: 'en-US' });
    expect(own.statusCode, own.body).toBe(200);
    const rivalLead = await requestWithWebsite(t, rival, null, { project_type: 'website', contact_name: 'Rex Roe' });
    const theirs = await call(rival, 'POST', `/client_requests/${rivalLead.id}/sales_email/`, { subject: 'Hi', body: 'Hi Rex,\n\nThanks.\n\nCheers from Rival Works', language: 'en-US' });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const draft = (await call(master, 'POST', `/client_requests/${leadId}/sales_email/draft/`, { language: 'en-US' })).json<SalesEmailDraftReply>();
    expect(draft.source).toBe('rules');
    expect(draft.body.endsWith('\n\nTalk soon,\nLin at Oak')).toBe(true);
    expect(draft.body).not.toContain('Rival');
    expect(draft.body).not.toContain('Best regards');
    const korean = (await call(master, 'POST', `/client_requests/${leadId}/sales_email/draft/`, { language: 'ko-KR' })).json<SalesEmailDraftReply>();
    expect(korean.body).not.toContain('Talk soon');
    const rivalDraft = (await call(rival, 'POST', `/client_requests/${rivalLead.id}/sales_email/draft/`, { language: 'en-US' })).json<SalesEmailDraftReply>();
    expect(rivalDraft.body.endsWith('Cheers from Rival Works')).toBe(true);
    expect(rivalDraft.body).not.toContain('Lin at Oak');
  });

  it('refuses an empty subject or body with their validation keys', async () => {
    const err = errorOf(await call(master, 'POST', `/client_requests/${leadId}/sales_email/`, { subject: ' ', body: '', language: 'en-US' }));
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', fields: { subject: 'email_subject_required', body: 'email_body_required' } });
  });

  it('is refused to Professional and Starter plans with master_plan_feature_locked', async () => {
    const own = await requestWithWebsite(t, professional, null);
    for (const d of [professional, starter]) {
      const id = d === professional ? own.id : (await requestWithWebsite(t, starter, null)).id;
      expect(errorOf(await call(d, 'POST', `/client_requests/${id}/sales_email/draft/`, {}))).toMatchObject({ status: 403, code: 'master_plan_feature_locked' });
      expect(errorOf(await call(d, 'POST', `/client_requests/${id}/sales_email/`, { subject: 's', body: 'b', language: 'en-US' }))).toMatchObject({ status: 403, code: 'master_plan_feature_locked' });
    }
  });

  it("lets another designer neither draft, send nor see the e-mails of the studio's lead", async () => {
    expect(errorOf(await call(rival, 'POST', `/client_requests/${leadId}/sales_email/draft/`, {}))).toMatchObject({ status: 404 });
    expect(errorOf(await call(rival, 'POST', `/client_requests/${leadId}/sales_email/`, { subject: 's', body: 'b', language: 'en-US' }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(rival, 'GET', `/client_requests/${leadId}/sales_emails/`))).toMatchObject({ status: 404 });
    expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.subject, 's'))).toHaveLength(0);
  });
});
